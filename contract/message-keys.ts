// The catalogue key of every text the server and the shared rules answer with (422 items, refusals):
// the console finds the key of an English answer, and its values when the text carries some, to say
// it in the user's language (docs/decisions.md, "Two languages"). English answers stay as they are.
import { accountTexts } from './accounts/texts';
import { securityTexts } from './accounts/two-factor';
import { BUSINESS_TEXTS, EQUIPMENT_TEXTS } from './businesses';
import { CALL_TEXTS } from './call/call';
import { SOFTPHONE_TEXTS } from './call/softphone';
import { CATALOG_TEXTS } from './catalog';
import { LOCATION_TEXTS } from './delivery/location-check';
import { DELIVERY_TEXTS } from './delivery/routes';
import { SMS_DOMAIN_TEXTS } from './entities/sms/smsDomain';
import { MESSAGE_TEMPLATES, messages } from './messages';
import { orderMessages } from './orders/order-messages';
import { OFFER_REFUSALS, PROMOTION_TEXTS } from './promotions';
import { SMS_TEXTS } from './sms/sms';
import { STORE_TEXTS } from './stores';

/** Where each module of texts sits in the catalogue (src/i18n/en.ts puts it there; a test holds both to it). */
export const MESSAGE_SECTIONS: readonly (readonly [prefix: string, texts: Readonly<Record<string, unknown>>])[] = [
  ['app.message', messages],
  ['app.account', accountTexts],
  ['app.order_message', orderMessages],
  ['app.catalog.message', CATALOG_TEXTS],
  ['app.store.message', STORE_TEXTS],
  ['app.business.message', BUSINESS_TEXTS],
  ['app.business.equipment', EQUIPMENT_TEXTS],
  ['app.delivery.message', DELIVERY_TEXTS],
  ['app.courier.reason', LOCATION_TEXTS],
  ['app.promotion.message', PROMOTION_TEXTS],
  ['app.promotion.refusal', OFFER_REFUSALS],
  ['app.sms.message', SMS_TEXTS],
  ['app.sms.domain', SMS_DOMAIN_TEXTS],
  ['app.call.message', CALL_TEXTS],
  ['app.call.softphone.reason', SOFTPHONE_TEXTS],
  ['app.security.message', securityTexts],
];

/** The templates' section: texts with values (contract/messages.ts). */
export const TEMPLATE_SECTION = 'app.message_template';

export interface MessageKey {
  key: string;
  /** the values a template's placeholders held */
  values?: Record<string, string>;
}

// a text in two modules reads the same in both: the first key is kept
const byText = new Map<string, string>();
for (const [prefix, texts] of MESSAGE_SECTIONS)
  for (const [name, text] of Object.entries(texts)) if (typeof text === 'string' && !byText.has(text)) byText.set(text, `${prefix}.${name}`);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const templates = Object.entries(MESSAGE_TEMPLATES).map(([name, template]) => ({
  key: `${TEMPLATE_SECTION}.${name}`,
  names: [...template.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]),
  pattern: new RegExp(`^${template.split(/%\{\w+\}/).map(escape).join('(.+?)')}$`, 's'),
}));

/** The catalogue key of an English answer, and its values; undefined for a text no module holds. */
export function messageKey(text: string): MessageKey | undefined {
  const key = byText.get(text);
  if (key) return { key };
  for (const t of templates) {
    const m = t.pattern.exec(text);
    if (m) return { key: t.key, values: Object.fromEntries(t.names.map((name, i) => [name, m[i + 1]])) };
  }
  return undefined;
}
