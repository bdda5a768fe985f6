// Valid bodies built from an entity declaration: every writable field filled within its declared
// limits, with values unique per call, and references pointing at existing rows.
import type { EntityDeclaration } from '../../contract/entity';
import type { FieldDef } from '../../contract/fields';

/** entity name -> id of an existing row */
export type Refs = Record<string, number>;

let counter = 0;

/** 1 -> 'b', 26 -> 'bb'...: a distinct run of letters for fields that take letters only. */
const letters = (n: number): string => {
  let s = '';
  let k = n;
  do {
    s = String.fromCharCode(97 + (k % 26)) + s;
    k = Math.floor(k / 26);
  } while (k > 0);
  return s;
};

/** Fits a text into [min, max] characters, keeping its distinctive tail. */
const fit = (text: string, def: FieldDef, pad: string): string => {
  let s = text;
  const min = def.minLength ?? 0;
  if (s.length < min) s = s + pad.repeat(min - s.length);
  if (def.maxLength !== undefined && s.length > def.maxLength) s = s.slice(s.length - def.maxLength);
  return s;
};

function sampleText(name: string, def: FieldDef, n: number): string {
  const word = name.replace(/[^A-Za-z]/g, '').toLowerCase() || 'value';
  if (def.type === 'email') return `${word}${n}@example.com`;
  if (def.type === 'password') return fit(`Pass#${n}word`, def, 'x');
  switch (def.pattern) {
    case 'letters':
      return fit(`${word} ${letters(n)}`, def, 'a');
    case 'lowercase':
      return fit(`${word}${letters(n)}`, def, 'a');
    case 'lettersAndNumbers':
      return fit(`${word}${n}`, def, 'a');
    case 'digits':
      return fit(String(1_000_000 + n), def, '1');
    default:
      return fit(`${word}-${n}`, def, 'x');
  }
}

function sampleNumber(def: FieldDef, n: number): number {
  const lo = def.min ?? 0;
  let hi = def.max ?? lo + 1000;
  if (def.maxLength !== undefined) hi = Math.min(hi, 10 ** Math.min(def.maxLength, 12) - 1);
  const whole = lo + (n % Math.max(1, Math.floor(hi - lo) + 1));
  if (def.type === 'number' && whole + 0.25 <= hi && String(whole + 0.25).length <= (def.maxLength ?? Infinity)) return whole + 0.25;
  return whole;
}

/** One valid value for a field. `null` where a reference has no row to point at. */
export function sampleValue(name: string, def: FieldDef, n: number, refs: Refs): unknown {
  switch (def.type) {
    case 'string':
    case 'text':
    case 'email':
    case 'password':
      return sampleText(name, def, n);
    case 'integer':
    case 'number':
      return sampleNumber(def, n);
    case 'boolean':
      return typeof def.default === 'boolean' ? def.default : true;
    case 'datetime':
      return new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
    case 'enum':
      return def.choices?.[n % def.choices.length] ?? null;
    case 'reference':
      return (def.reference && refs[def.reference]) ?? null;
    case 'object':
      if (!def.fields) return {};
      if (def.keys) return { [def.keys[n % def.keys.length]]: [sampleFields(def.fields, n, refs)] };
      return sampleFields(def.fields, n, refs);
    case 'list':
      if (def.fields) return [sampleFields(def.fields, n, refs)];
      // a list of references names a live row of its target (the engine checks it); of its own entity, none
      if (def.of === 'reference') return def.reference && refs[def.reference] ? [refs[def.reference]] : [];
      // a list of whole numbers usually holds ids: 1 is a row in every seeded table
      if (def.of === 'integer') return [1];
      return def.of ? [sampleValue(name, { type: def.of }, n, refs)] : [];
  }
}

function sampleFields(fields: Record<string, FieldDef>, n: number, refs: Refs): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(fields)) {
    if (def.readOnly) continue;
    const v = sampleValue(name, def, n, refs);
    if (v !== null) out[name] = v;
  }
  return out;
}

/**
 * Values the generic tests cannot derive from a declaration. Nobody may grant a permission they do
 * not hold, so a sample group grants only the dashboard, which every signed-in user holds: any
 * tester may then create such a group, or put a user in it.
 */
const SAMPLE_OVERRIDES: Record<string, Record<string, unknown>> = {
  userGroup: { permissions: [{ value: 'dashboard', type: 'access' }] },
  // a franchise is of the user's business (docs/tenancy.md): the generic samples name none
  user: { franchiseId: undefined },
  // the balance moves only through transactions (an update's balance is dropped): tests/api/businesses/businesses.test.ts
  business: { balance: 0 },
  // SMS: a create is a send. A real number, and a send date far ahead so the generic tests' rows
  // stay queued (their status is the queue's, set by the server: never sent)
  smsMessage: { to: '+12025550123', from: '+15555550100', sendDate: '2099-01-01T00:00:00.000Z' },
  smsGroup: { phones: ['+12025550123'] },
  smsCampaign: { phones: ['+12025550123'], sendDate: '2099-01-01T00:00:00.000Z' },
  // a url as the server stores it (lower-case host, no trailing slash), a phone in E.164: both new each time
  smsDomain: {
    get url() {
      return `https://promo-${counter}.example.com`;
    },
  },
  smsPhone: {
    get phone() {
      return `+1202557${String(1000 + (counter % 9000))}`;
    },
  },
  // Calls: a create is a call request or a campaign (tests/api/calls/calls.test.ts). A real number;
  // campaigns far ahead so they stay pending.
  call: {
    // a new number each time (lookups search by it)
    get phone() {
      return `+1202556${String(1000 + (counter % 9000))}`;
    },
    status: 'queued',
  },
  callGroup: { phones: ['+12025550188'] },
  callCampaign: { phones: ['+12025550188'], from: '+15555550100', sendDate: '2099-01-01T00:00:00.000Z' },
  // lines name options of their own product (server/features/inventory/purchase.hooks.ts): one plain line of product 1
  purchase: { purchaseProducts: [{ productId: 1, orderedQty: 2, receivedQty: 1, cost: 3, tax: 0 }] },
  // the driver must hold the Delivery permission: the seeded demo driver (user 3); a route without
  // stops (a draft) has what the server computes from stops known: tests/api/delivery/delivery-routes.test.ts
  // a room has two members or more (server/features/chat/chat.hooks.ts): admin and manager
  chatRoom: { members: [1, 2], directKey: null, blocked: false },
  chatMessage: { files: [], condition: 'sent' },
  deliveryRoute: { driverId: 3, ordersDeliverRoute: [] },
};

/** A valid create body for the declaration; each call gives new values for unique fields. */
export function sampleRecord(decl: EntityDeclaration, refs: Refs = {}): Record<string, unknown> {
  const body: Record<string, unknown> = { ...sampleFields(decl.fields, ++counter, refs), ...SAMPLE_OVERRIDES[decl.name] };
  // an override of undefined leaves the field out
  for (const [k, v] of Object.entries(body)) if (v === undefined) delete body[k];
  return body;
}

/** The part of a sent body the API echoes back: write-only fields are never returned. */
export function visible(decl: EntityDeclaration, body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([k]) => !decl.fields[k]?.writeOnly));
}
