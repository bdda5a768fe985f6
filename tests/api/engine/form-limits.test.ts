// The form limits of the specification (second document, section 5, "Form limits"), each tried at its
// boundary on both sides through the API: the value just inside is saved, the value just outside is
// refused with one 422 item naming the field and saying the specification's text.
import { describe, expect, it } from 'vitest';
import { entityByName } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { base, useHarness } from '../harness';
import { sampleRecord } from '../sample-record';

const h = useHarness();

/** Section 5's texts, as it spells them. */
const SPEC = {
  required: (field: string) => `Oops! Fill in the ${field}.`,
  minLength: (n: number) => `Minimum length should be ${n} characters.`,
  maxLength: (n: number) => `Maximum length should be ${n} characters.`,
  email: 'Please Enter Valid Email Address',
};

type Limit =
  /** left out or blank: refused with 'Oops! Fill in the {label}.'; given: saved */
  | { rule: 'required'; label: string }
  /** min - 1 characters refused, min saved; max saved, max + 1 refused */
  | { rule: 'length'; min?: number; max?: number }
  | { rule: 'email' }
  /** a number: max saved, max + 1 refused (section 5 gives no text for a value: the product's own) */
  | { rule: 'value'; max: number }
  /** a whole number of at most `max` digits, as a length (decimal place max 1) */
  | { rule: 'digits'; max: number }
  /** required when the record is `when` (a discount of type Percentage needs its percent) */
  | { rule: 'requiredWhen'; when: Record<string, unknown>; label: string };

/** Section 5's list, in its order: entity and field as declared, and the limit. */
const FORM_LIMITS: [entity: string, field: string, limit: Limit][] = [
  // language name 2-200, code max 200, locale max 200
  ['language', 'name', { rule: 'length', min: 2, max: 200 }],
  ['language', 'code', { rule: 'length', max: 200 }],
  ['language', 'locale', { rule: 'length', max: 200 }],
  // user group name max 200 and permissions required
  ['userGroup', 'name', { rule: 'length', max: 200 }],
  ['userGroup', 'permissions', { rule: 'required', label: 'Permissions' }],
  // user username, lastname, firstname 2-200, email valid, phone required, password min 7, sort order max 200, group required
  ['user', 'username', { rule: 'length', min: 2, max: 200 }],
  ['user', 'lastname', { rule: 'length', min: 2, max: 200 }],
  ['user', 'firstname', { rule: 'length', min: 2, max: 200 }],
  ['user', 'email', { rule: 'email' }],
  ['user', 'phone', { rule: 'required', label: 'Phone' }],
  ['user', 'password', { rule: 'length', min: 7 }],
  ['user', 'sortOrder', { rule: 'value', max: 200 }],
  ['user', 'user_group_id', { rule: 'required', label: 'Group' }],
  // currency title, code, symbols max 200, decimal place max 1, value required
  ['currency', 'title', { rule: 'length', max: 200 }],
  ['currency', 'code', { rule: 'length', max: 200 }],
  ['currency', 'symbolLeft', { rule: 'length', max: 200 }],
  ['currency', 'symbolRight', { rule: 'length', max: 200 }],
  ['currency', 'decimalPlace', { rule: 'digits', max: 1 }],
  ['currency', 'value', { rule: 'required', label: 'Value' }],
  // review reviewer and text required, max 200
  ['review', 'author', { rule: 'required', label: 'Reviewer' }],
  ['review', 'author', { rule: 'length', max: 200 }],
  ['review', 'text', { rule: 'required', label: 'Text' }],
  ['review', 'text', { rule: 'length', max: 200 }],
  // discount code required max 20, name required max 50, Percentage and Fixed amount values required
  ['discount', 'code', { rule: 'required', label: 'Code' }],
  ['discount', 'code', { rule: 'length', max: 20 }],
  ['discount', 'name', { rule: 'required', label: 'Name' }],
  ['discount', 'name', { rule: 'length', max: 50 }],
  ['discount', 'parcentOff', { rule: 'requiredWhen', when: { type: 'Percentage' }, label: 'Percent off' }],
  ['discount', 'amountOff', { rule: 'requiredWhen', when: { type: 'Fixed amount' }, label: 'Amount off' }],
  // promo code name required max 200, code 5-10 (and the discount's rule of its type's value, as it has the same types)
  ['promoCode', 'name', { rule: 'required', label: 'Name' }],
  ['promoCode', 'name', { rule: 'length', max: 200 }],
  ['promoCode', 'code', { rule: 'length', min: 5, max: 10 }],
  ['promoCode', 'percentOff', { rule: 'requiredWhen', when: { type: 'Percentage' }, label: 'Percent off' }],
  ['promoCode', 'amountOff', { rule: 'requiredWhen', when: { type: 'Fixed amount' }, label: 'Amount off' }],
  // store name max 30, domain max 50, calls max 50
  ['store', 'name', { rule: 'length', max: 30 }],
  ['store', 'url', { rule: 'length', max: 50 }],
  ['store', 'calls', { rule: 'length', max: 50 }],
  // warehouse name required ('Oops! Fill in the Name.') max 30
  ['warehouse', 'name', { rule: 'required', label: 'Name' }],
  ['warehouse', 'name', { rule: 'length', max: 30 }],
];

/** The field left out of the body. */
const LEFT_OUT = Symbol('left out');
/** The field as the sample record fills it. */
const SAMPLE = Symbol('sample');

interface Case {
  title: string;
  entity: string;
  field: string;
  /** the value tried, new at each call (unique fields) */
  value: () => unknown;
  /** fields the record needs for the limit to apply */
  when?: Record<string, unknown>;
  /** an update of an existing record sending only this field (and `when`) */
  update?: boolean;
  /** the text of the refusal; undefined: saved */
  refused?: string;
}

let seq = 26;
/** `n` characters, new at each call: two letters naming the call, then a's. */
const text = (n: number): string => {
  const k = seq++;
  return n < 2 ? 'a'.repeat(n) : String.fromCharCode(97 + (Math.floor(k / 26) % 26), 97 + (k % 26)) + 'a'.repeat(n - 2);
};

function casesOf([entity, field, limit]: (typeof FORM_LIMITS)[number]): Case[] {
  const c = (title: string, value: () => unknown, more: Partial<Case> = {}): Case => ({ title, entity, field, value, ...more });
  switch (limit.rule) {
    case 'required': {
      const msg = SPEC.required(limit.label);
      const blank = entityByName(entity)!.fields[field].type === 'list' ? [] : '';
      return [
        c('left out: refused', () => LEFT_OUT, { refused: msg }),
        c('null: refused', () => null, { refused: msg }),
        c(`${JSON.stringify(blank)}: refused`, () => blank, { refused: msg }),
        c('given: saved', () => SAMPLE),
        c('emptied by an update: refused', () => null, { update: true, refused: msg }),
      ];
    }
    case 'requiredWhen': {
      const msg = SPEC.required(limit.label);
      const when = limit.when;
      const named = Object.values(when).join(', ');
      return [
        c(`left out of a ${named}: refused`, () => LEFT_OUT, { when, refused: msg }),
        c(`blank in a ${named}: refused`, () => null, { when, refused: msg }),
        c(`given in a ${named}: saved`, () => 10, { when }),
        c(`emptied by an update of a ${named}: refused`, () => null, { when, update: true, refused: msg }),
      ];
    }
    case 'length': {
      const out: Case[] = [];
      if (limit.min !== undefined) {
        const min = limit.min;
        out.push(c(`${min - 1} characters: refused`, () => text(min - 1), { refused: SPEC.minLength(min) }), c(`${min} characters: saved`, () => text(min)));
      }
      if (limit.max !== undefined) {
        const max = limit.max;
        out.push(c(`${max} characters: saved`, () => text(max)), c(`${max + 1} characters: refused`, () => text(max + 1), { refused: SPEC.maxLength(max) }));
      }
      return out;
    }
    case 'email':
      return [
        c('an address: saved', () => `${text(8)}@example.com`),
        c('an address without a dot in its domain: refused', () => `${text(8)}@example`, { refused: SPEC.email }),
        c('no address: refused', () => text(8), { refused: SPEC.email }),
      ];
    case 'value':
      return [c(`${limit.max}: saved`, () => limit.max), c(`${limit.max + 1}: refused`, () => limit.max + 1, { refused: messages.maxValue(limit.max) })];
    case 'digits': {
      const top = 10 ** limit.max;
      return [c(`${top - 1}: saved`, () => top - 1), c(`${top}: refused`, () => top, { refused: SPEC.maxLength(limit.max) })];
    }
  }
}

const CASES = FORM_LIMITS.flatMap(casesOf);

describe('the form limits of section 5, each at its boundary on both sides', () => {
  it('names declared fields only', () => {
    for (const [entity, field] of FORM_LIMITS) expect(entityByName(entity)?.fields[field], `${entity}.${field}`).toBeDefined();
  });

  it.each(CASES.map((c) => [`${c.entity}.${c.field}, ${c.title}`, c] as const))('%s', async (_title, c) => {
    const decl = entityByName(c.entity)!;
    const value = c.value();
    if (c.update) {
      const row = await h.create(decl, c.when);
      const res = await h.call('PUT', `${base(decl)}/${row[decl.id]}`, { body: { ...c.when, [c.field]: value } });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body).toEqual([{ path: c.field, msg: c.refused }]);
      expect((await h.call('GET', `${base(decl)}/${row[decl.id]}`)).body[c.field]).toEqual(row[c.field]);
      return;
    }
    const body: Record<string, unknown> = { ...sampleRecord(decl, await h.refsFor(decl)), ...c.when };
    if (value === LEFT_OUT) delete body[c.field];
    else if (value !== SAMPLE) body[c.field] = value;
    const res = await h.call('POST', base(decl), { body });
    if (c.refused !== undefined) {
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body).toEqual([{ path: c.field, msg: c.refused }]);
      return;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    if (!decl.fields[c.field].writeOnly) expect(res.body[c.field]).toEqual(body[c.field]);
  });
});
