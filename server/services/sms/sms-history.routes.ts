// GET /sms/history: every message of a business, single SMS and campaign recipients together,
// newest first, filtered by phone, status and dates, a page at a time by cursor (keyset paging: a
// page deep in a campaign of 100,000 recipients costs what the first does). SQL in sms-history.repository.ts.
import type { FastifyInstance } from 'fastify';
import { business } from '../../../contract/entities/business';
import { sms as smsDecl } from '../../../contract/entities/sms/sms';
import { can } from '../../../contract/permissions';
import { toE164 } from '../../../contract/sms/phone';
import { parseDateTime } from '../../../contract/validate';
import { HISTORY_LIMITS, SMS_PATHS, SMS_TEXTS } from '../../../contract/sms/sms';
import { ApiError, ValidationError } from '../../http/errors';
import { openObject, responses } from '../../http/schemas';
import '../../http/types';
import type { RouteContext } from '../../routes';
import { decodeCursor, historyPage } from './sms-history.repository';
import { optionalId } from './sms-plans.routes';
import { businessAsked } from '../../entities/businesses/business-scope';
import { parseSearch } from '../../engine/list-query';

type HistoryQuerystring = { businessId?: string; phone?: string; status?: string; from?: string; to?: string; after?: string; limit?: string };

const str = { type: 'string' };

export async function smsHistoryRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  app.get<{ Querystring: HistoryQuerystring }>(
    `/sms/${SMS_PATHS.history}`,
    {
      config: { permission: { path: smsDecl.permission, right: 'access' } },
      schema: {
        tags: ['sms'],
        summary: "The SMS history of a business (the user's own; `businessId` for users who may see businesses): single SMS and campaign recipients, newest first; `next` is the cursor of the next page",
        querystring: openObject({ businessId: { type: 'integer' }, phone: str, status: str, from: { type: 'string', format: 'date-time' }, to: { type: 'string', format: 'date-time' }, after: str, limit: { type: 'integer', minimum: 1, maximum: HISTORY_LIMITS.max } }),
        response: responses({
          200: openObject({
            data: { type: 'array', items: openObject({ key: str, kind: str, phone: str, message: str, status: str, provider: str, inbound: { type: 'boolean' }, date: str, smsId: { type: ['integer', 'null'] }, campaignId: { type: ['integer', 'null'] }, campaignName: { type: ['string', 'null'] } }) },
            next: { type: ['string', 'null'] },
          }),
        }),
      },
    },
    async (req) => {
      const q = req.query;
      const asked = optionalId(q.businessId, 'businessId');
      const businessId = businessAsked(req.principal, asked);
      // staff of the platform read another business's history when they may see businesses
      if (asked !== undefined && !req.principal.tenant && !can(req.principal.permissions, 'access', business.permission)) throw new ApiError(403, SMS_TEXTS.notYourBusiness);
      const items = [];
      const phone = q.phone ? toE164(q.phone) : undefined;
      if (q.phone && !phone) items.push({ path: 'phone', msg: SMS_TEXTS.badNumber });
      const date = (v: string | undefined, path: string) => {
        if (!v) return undefined;
        const instant = parseDateTime(v);
        if (!instant) items.push({ path, msg: SMS_TEXTS.badDate });
        return instant ? new Date(instant) : undefined;
      };
      const from = date(q.from, 'from');
      const to = date(q.to, 'to');
      const after = q.after ? decodeCursor(q.after) : undefined;
      if (q.after && !after) items.push({ path: 'after', msg: 'Not a cursor of this list.' });
      const limit = q.limit ? Number(q.limit) : HISTORY_LIMITS.default;
      if (!Number.isInteger(limit) || limit < 1 || limit > HISTORY_LIMITS.max) items.push({ path: 'limit', msg: `Between 1 and ${HISTORY_LIMITS.max}` });
      if (items.length) throw new ValidationError(items);
      // a user of a business sees theirs; staff of the platform every one, or the one asked
      return historyPage(ctx.db, { businessId, phone, status: parseSearch(q, 'status')?.trim() || undefined, from, to, after, limit });
    },
  );
}
