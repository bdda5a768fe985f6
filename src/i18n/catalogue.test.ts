import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entities, entityList } from '../../contract/entities';
import { fieldLabel, titleCase, type FieldDef } from '../../contract/fields';
import { messages } from '../../contract/messages';
import { i18nProvider } from '../i18nProvider';
import { catalogueKeys, englishCatalogue } from './catalogue';
import { choiceLabels } from './en-choices';
import { fieldPath } from './entity-messages';
import { entityKeys } from './useLabels';

const keys = new Set(catalogueKeys(englishCatalogue));
const t = (key: string, options?: object) => i18nProvider.translate(key, options);

/** Every label path the generated form asks for: fields, nested fields, keyed objects' keys. */
function fieldPaths(fields: Record<string, FieldDef>, prefix = ''): [string, string][] {
  return Object.entries(fields).flatMap(([name, def]) => [
    [prefix + name, fieldLabel(name, def)] as [string, string],
    ...(def.keys ?? []).map((k) => [`${prefix}${name}.${k}`, titleCase(k)] as [string, string]),
    ...(def.fields ? fieldPaths(def.fields, `${prefix}${name}.`) : []),
  ]);
}

describe('the English catalogue built from the registry', () => {
  it.each(entityList.map((d) => [d.name, d] as const))('%s: name, every field, filter and tab have their label', (_name, decl) => {
    expect(t(entityKeys.name(decl.name), { smart_count: 2 })).toBe(decl.label);
    expect(t(entityKeys.name(decl.name), { smart_count: 1 })).toBe(decl.labelOne);
    for (const [path, label] of fieldPaths(decl.fields)) {
      expect(keys.has(entityKeys.field(decl.name, path)), entityKeys.field(decl.name, path)).toBe(true);
      expect(t(entityKeys.field(decl.name, path))).toBe(label);
    }
    for (const [name, filter] of Object.entries(decl.filters)) {
      expect(keys.has(entityKeys.filter(decl.name, name)), `${decl.name} filter ${name}`).toBe(true);
      if (filter.label) expect(t(entityKeys.filter(decl.name, name))).toBe(filter.label);
    }
    for (const tab of decl.tabs?.length ? decl.tabs : ['General']) expect(t(entityKeys.tab(decl.name, tab))).toBe(tab);
  });

  it("labels enum values where the catalogue has them, keeps the stored value elsewhere, and labels only declared choices", () => {
    expect(t(entityKeys.choice('call', 'status', 'no-answer'), { _: 'no-answer' })).toBe('No answer');
    expect(t(entityKeys.choice('call', 'direction', 'inbound'), { _: 'inbound' })).toBe('Inbound');
    expect(t(entityKeys.choice('smsMessage', 'status', 'delivery_failed'), { _: 'delivery_failed' })).toBe('Error');
    expect(t(entityKeys.choice('call', 'provider', 'telnyx'), { _: 'telnyx' })).toBe('Telnyx');
    expect(t(entityKeys.choice('smsCampaign', 'status', 'pending'), { _: 'pending' })).toBe('pending');
    for (const [entity, fields] of Object.entries(choiceLabels)) {
      const decl = entityList.find((d) => d.name === entity);
      for (const [field, labels] of Object.entries(fields)) {
        expect(decl?.fields[field]?.choices, `${entity}.${field}`).toBeDefined();
        expect(Object.keys(labels).sort(), `${entity}.${field}`).toEqual([...decl!.fields[field].choices!].sort());
      }
    }
  });

  it('looks a list item field up without its index, as react-admin does', () => {
    expect(fieldPath('descriptions.0.name')).toBe('descriptions.name');
    expect(fieldPath('workingHours.monday.12.from')).toBe('workingHours.monday.from');
    expect(t(entityKeys.field('user', 'salary.hourlyRate'))).toBe(fieldLabel('hourlyRate', entities.user.fields.salary.fields!.hourlyRate));
  });

  it('keeps the spec texts of contract/ exact and fills placeholders', () => {
    expect(t('app.message.confirmDelete')).toBe(messages.confirmDelete);
    expect(t('app.message.emptyOrders')).toBe('Does not exists results for show.');
    expect(t('app.list.total', { count: 12 })).toBe('12 total');
    expect(t('app.topbar.notifications', { count: 3 })).toBe('Notifications (3 unread)');
    expect(t('app.form.update_title', { name: 'Language', id: 7 })).toBe('Update Language #7');
  });
});

const SRC = join(__dirname, '..');
const sources = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

describe('keys used by the screens', () => {
  it('every catalogue key written in src/ exists (a missing one would show as a key)', () => {
    const missing: string[] = [];
    for (const file of sources) {
      const text = readFileSync(join(SRC, file), 'utf8');
      for (const m of text.matchAll(/['"`]((?:app|ra)\.[\w.]+)['"`]/g)) if (!keys.has(m[1])) missing.push(`${file}: ${m[1]}`);
      // a key built from a prefix (`app.menu.groups.${group}`) must name a section of the catalogue
      for (const m of text.matchAll(/`((?:app|ra)\.[\w.]+\.)\$\{/g)) if (![...keys].some((k) => k.startsWith(m[1]))) missing.push(`${file}: ${m[1]}*`);
    }
    expect(missing).toEqual([]);
  });
});

describe('relative time', () => {
  it("words the spec's English exactly, from the catalogue", async () => {
    const { elapsed, timeSince } = await import('../../contract/time-since');
    const now = Date.parse('2026-11-21T12:00:00Z');
    for (const seconds of [0, 4, 30, 60, 61, 7205, 86400, 13 * 86400, 30 * 86400, 364 * 86400, 365 * 86400, 3 * 365 * 86400]) {
      const ago = elapsed(now - seconds * 1000, now);
      const worded = ago ? t(`app.time.${ago.unit}`, { smart_count: ago.count }) : t('app.time.just_now');
      expect(worded, `${seconds} s`).toBe(timeSince(now - seconds * 1000, now));
    }
  });
});
