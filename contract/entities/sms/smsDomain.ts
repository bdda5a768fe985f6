import { defineEntity } from '../../entity';

/** The messages of domains beyond the field checks (the SPA shows them from the catalogue). */
export const SMS_DOMAIN_TEXTS = {
  badUrl: 'Enter a web address (https://promo.example.com) or a host name (promo.example.com).',
};

/** A host name with at least one dot, each label letters, digits and inner hyphens (IPv4 passes too). */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * A domain's url as stored: an http(s) URL (`https://Promo.Example.com/Offers/` ->
 * `https://promo.example.com/Offers`) or a bare host name (`Promo.Example.com` -> `promo.example.com`),
 * the host in lower case, no trailing slash; undefined when the text is neither. Pure: the SPA and
 * the server agree by construction.
 */
export function normaliseDomainUrl(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  if (!text || /\s/.test(text)) return undefined;
  const withScheme = /^https?:\/\//i.test(text);
  if (!withScheme && /^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(withScheme ? text : `http://${text}`);
  } catch {
    return undefined;
  }
  if (url.username || url.password || !HOST.test(url.hostname)) return undefined;
  if (!withScheme) return url.pathname === '/' && !url.search && !url.hash ? url.host : undefined;
  return url.origin + url.pathname.replace(/\/+$/, '') + url.search + url.hash;
}

/**
 * SMS domains (spec, second document, section 3, "**SMS domain**: smsDomainId, url"): the addresses
 * promotion links in messages use, each of a business. After a create or an update commits, the
 * domain is registered with the promotion-registration host (server/adapters/sms-promotion;
 * docs/sms.md). Screens /sms/domain, create and update/{id}; a save returns to the previous screen.
 */
export const smsDomain = defineEntity({
  name: 'smsDomain',
  label: 'SMS domains',
  labelOne: 'SMS domain',
  service: 'sms',
  rest: 'domain',
  // the SMS families' client writes PUT and DELETE as {rest}/{id} with the rest 'group/' (spec, second document, section 7)
  aliases: { update: ['//:id'], destroy: ['//:id'] },
  id: 'smsDomainId',
  permission: 'sms/domain',
  scope: { business: 'businessId' },
  menu: 'Communications',
  recordRepresentation: 'url',
  fields: {
    url: { type: 'string', label: 'URL', required: true, maxLength: 255, list: true, help: 'A web address or a host name, such as promo.example.com.' },
    businessId: { type: 'reference', reference: 'business', as: 'business', label: 'Business', list: true },
  },
  filters: { url: { op: 'ilike', label: 'URL' }, businessId: { op: 'eq', label: 'Business' } },
});
