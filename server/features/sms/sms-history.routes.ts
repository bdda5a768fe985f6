// GET /sms/history: every message of a business, single SMS and campaign recipients together,
// newest first, filtered by phone, status and dates, a page at a time by cursor (keyset paging: a
// page deep in a campaign of 100,000 recipients costs what the first does). SQL in sms-history.repository.ts.
import type { FastifyInstance } from 'fastify';
import { business } from '../../../contract/entities/business';
import { sms as smsDecl } from '../../../contract/entities/sms/sms';
import { can } from '../../../contract/permissions';
import { toE164 } from '../../../contract/phone';
import { HISTORY_LIMITS, SMS_PATHS, SMS_TEXTS } from '../../../contract/sms/sms';
import { ApiError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { closedObject } from '../../http/schemas';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { decodeCursor, historyPage } from './sms-history.repository';
import { businessAsked } from '../businesses/business-scope';

const str = { type: 'string' };

/** The history's filters and page, each read as its field, in the order a 422 names them. */
const historyQuery = {
  businessId: { type: 'reference' },
  phone: { type: 'string', maxLength: 32, check: (v: string) => !!toE164(v), message: SMS_TEXTS.badNumber },
  status: { type: 'string' },
  from: { type: 'datetime', message: SMS_TEXTS.badDate },
  to: { type: 'datetime', message: SMS_TEXTS.badDate },
  after: { type: 'string', maxLength: 500, check: (v: string) => !!decodeCursor(v), message: 'Not a cursor of this list.' },
  limit: { type: 'integer', min: 1, max: HISTORY_LIMITS.max, default: HISTORY_LIMITS.default, message: `Between 1 and ${HISTORY_LIMITS.max}` },
} as const;

export async function smsHistoryRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  defineRoute(
    app,
    {
      method: 'GET',
      url: `/sms/${SMS_PATHS.history}`,
      tags: ['sms'],
      summary: "The SMS history of a business (the user's own; `businessId` for users who may see businesses): single SMS and campaign recipients, newest first; `next` is the cursor of the next page",
      access: { path: smsDecl.permission, right: 'access' },
      query: historyQuery,
      response: {
        200: closedObject({
          data: { type: 'array', items: closedObject({ key: str, kind: str, phone: str, message: str, status: str, provider: str, inbound: { type: 'boolean' }, date: str, smsId: { type: ['integer', 'null'] }, campaignId: { type: ['integer', 'null'] }, campaignName: { type: ['string', 'null'] } }) },
          next: { type: ['string', 'null'] },
        }),
      },
    },
    async (req) => {
      const q = req.query;
      const asked = q.businessId;
      const businessId = businessAsked(req.principal, asked);
      // staff of the platform read another business's history when they may see businesses
      if (asked !== undefined && !req.principal.tenant && !can(req.principal.permissions, 'access', business.permission)) throw new ApiError(403, SMS_TEXTS.notYourBusiness);
      const date = (v: string | undefined) => (v ? new Date(v) : undefined);
      // a user of a business sees theirs; staff of the platform every one, or the one asked
      return historyPage(ctx.db, {
        businessId,
        phone: q.phone ? toE164(q.phone) : undefined,
        status: q.status || undefined,
        from: date(q.from),
        to: date(q.to),
        after: q.after ? decodeCursor(q.after) : undefined,
        limit: q.limit,
      });
    },
  );
}
