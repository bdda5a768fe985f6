// The generic entity pattern (spec, second document, section 7), checked for every declared entity.
import { describe, expect, it } from 'vitest';
import { isEngineStored, type EntityDeclaration, type FilterDef } from '../../../contract/entity';
import { entityByName, entityList } from '../../../contract/entities';
import { fieldLabel, type FieldDef } from '../../../contract/fields';
import { messages } from '../../../contract/messages';
import { lookupFields, searchWords } from '../../../contract/lookups';
import { MAX_PAGE_SIZE } from '../../../contract/pager';
import { base, useHarness } from '../harness';
import { sampleRecord, visible } from '../sample-record';

const h = useHarness();

const isText = (def: FieldDef) => ['string', 'text', 'email', 'password'].includes(def.type);
const isScalar = (def: FieldDef) => def.type !== 'object' && def.type !== 'list' && !def.writeOnly && !def.readOnly;

/** Every active row of an entity, in the order the query gives. */
async function all(decl: EntityDeclaration, query = ''): Promise<Record<string, any>[]> {
  const res = await h.call('GET', `${base(decl)}/1/${MAX_PAGE_SIZE}${query ? '?' + query : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const idsOf = (decl: EntityDeclaration, rows: Record<string, any>[]) => rows.map((r) => r[decl.id]);

/** Whether a returned row satisfies a declared filter with the given value. */
function matches(decl: EntityDeclaration, filter: FilterDef, field: string, row: Record<string, any>, value: unknown): boolean {
  const actual = field === decl.id ? row[decl.id] : row[field];
  switch (filter.op) {
    case 'eq':
      return actual === value;
    case 'ilike':
      return String(actual ?? '').toLowerCase().includes(String(value).toLowerCase());
    case 'words': {
      const words = (v: unknown) => String(v ?? '').replace(/\W+/g, '').toLowerCase();
      return words(actual).includes(words(value));
    }
    case 'in':
      return (value as unknown[]).includes(actual);
    case 'gte':
      return actual >= (value as number);
    case 'lte':
      return actual <= (value as number);
    case 'overlaps':
      return Array.isArray(actual) && (value as unknown[]).some((v) => actual.includes(v));
  }
}

describe.each(entityList.filter(isEngineStored).map((d) => [d.name, d] as const))('%s: the generic pattern', (_name, decl) => {
  const url = base(decl);

  it('creates with a valid body (201), returns the record under its id field, and gets it back', async () => {
    const body = sampleRecord(decl, await h.refsFor(decl));
    const created = await h.call('POST', url, { body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject(visible(decl, body));
    expect(created.body[decl.id]).toBeTypeOf('number');
    expect(created.body.deleted).toBe(false);
    expect(created.body.dateAdded).toBeTruthy();
    for (const [name, def] of Object.entries(decl.fields)) if (def.writeOnly) expect(created.body).not.toHaveProperty(name);

    const got = await h.call('GET', `${url}/${created.body[decl.id]}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created.body);
  });

  it('fills declared defaults for absent fields', async () => {
    const body = sampleRecord(decl, await h.refsFor(decl));
    const withDefault = Object.entries(decl.fields).filter(([, d]) => d.default !== undefined && !d.readOnly && !d.writeOnly);
    for (const [name] of withDefault) delete body[name];
    const created = await h.call('POST', url, { body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const [name, def] of withDefault) {
      // objects come back with every declared key, the default's values among them
      if (def.type === 'object') expect(created.body[name], name).toMatchObject(def.default as object);
      else expect(created.body[name], name).toEqual(def.default);
    }
    // sent blank (null), they take their defaults too
    const blank = { ...sampleRecord(decl, await h.refsFor(decl)), ...Object.fromEntries(withDefault.map(([name]) => [name, null])) };
    const again = await h.call('POST', url, { body: blank });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    for (const [name, def] of withDefault) {
      if (def.type === 'object') expect(again.body[name], name).toMatchObject(def.default as object);
      else expect(again.body[name], name).toEqual(def.default);
    }
  });

  it('updates: changed fields are saved, absent fields are kept', async () => {
    const row = await h.create(decl);
    const next = sampleRecord(decl, await h.refsFor(decl));
    const res = await h.call('PUT', `${url}/${row[decl.id]}`, { body: next });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject(visible(decl, next));

    // a body with one field leaves every other field as it was
    const [field] = Object.entries(decl.fields).find(([, d]) => isText(d) && !d.writeOnly && !d.pattern && d.type !== 'email')!;
    const one = sampleRecord(decl)[field];
    const partial = await h.call('PUT', `${url}/${row[decl.id]}`, { body: { [field]: one } });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    const { dateModified: _a, ...before } = res.body;
    const { dateModified: _b, ...after } = partial.body;
    expect(after).toEqual({ ...before, [field]: one });
  });

  it('lists pages as {data, count} with the total of active rows', async () => {
    await h.create(decl);
    await h.create(decl);
    const every = await all(decl);
    const res = await h.call('GET', `${url}/1/2`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(every.length);
    expect(res.body.data).toHaveLength(2);
    const second = await h.call('GET', `${url}/2/2`);
    expect(idsOf(decl, second.body.data)).toEqual(idsOf(decl, every).slice(2, 4));
    for (const r of every) expect(r.deleted).toBe(false);
  });

  it('sorts by the id, by the declared default, and by every scalar field both ways', async () => {
    await h.create(decl);
    await h.create(decl);
    const asc = idsOf(decl, await all(decl, `sort=${decl.id}&order=ASC`));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(idsOf(decl, await all(decl, `sort=${decl.id}&order=DESC`))).toEqual([...asc].reverse());
    if (decl.sort) {
      expect(idsOf(decl, await all(decl))).toEqual(idsOf(decl, await all(decl, `sort=${decl.sort.field}&order=${decl.sort.order}`)));
    }
    for (const [name, def] of Object.entries(decl.fields)) {
      if (!isScalar(def)) continue;
      // read both ways until an ascending read before and after the descending one agree: some rows
      // move on by themselves just after a create (a call's status follows the queue and the provider)
      let up: Record<string, any>[] = [];
      let down: Record<string, any>[] = [];
      for (let attempt = 0; attempt < 30; attempt++) {
        up = await all(decl, `sort=${name}&order=ASC`);
        down = await all(decl, `sort=${name}&order=DESC`);
        if (JSON.stringify(await all(decl, `sort=${name}&order=ASC`)) === JSON.stringify(up)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      // rows without a value come last either way; ties are broken by the id in the same
      // direction, so among the others one order is the other reversed
      const valued = (rows: Record<string, any>[]) => idsOf(decl, rows.filter((r) => r[name] !== null));
      const blank = (rows: Record<string, any>[]) => rows.slice(rows.findIndex((r) => r[name] === null));
      expect(valued(down), name).toEqual(valued(up).reverse());
      if (up.some((r) => r[name] === null)) {
        for (const rows of [up, down]) expect(blank(rows).every((r) => r[name] === null), name).toBe(true);
      }
      if (def.type === 'integer' || def.type === 'number') {
        const values = up.map((r) => r[name]).filter((v) => v !== null);
        expect(values, name).toEqual([...values].sort((a, b) => a - b));
      }
    }
    const bad = await h.call('GET', `${url}/1/10?sort=noSuchField`);
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual([{ path: 'sort', msg: expect.any(String) }]);
  });

  it.each(Object.entries(decl.filters))('filters by %s', async (key, filter) => {
    const field = filter.field ?? key;
    const def: FieldDef = field === decl.id ? { type: 'integer' } : decl.fields[field];
    const a = await h.create(decl);
    const other: Record<string, unknown> = {};
    // a field the server sets (an SMS's inbound flag) is the server's: both rows take its value
    if (def.type === 'boolean' && !def.readOnly) other[field] = !a[field];
    const b = await h.create(decl, other);
    // Background work may move a row on (the queue places a call: queued, then ringing): the rows
    // are read again around the list, and a row counts only where the list saw its value.
    const reread = async (row: Record<string, any>) => (await h.call('GET', `${url}/${row[decl.id]}`)).body as Record<string, any>;
    let [aNow, bNow, rows, value, steady] = [a, b, [] as Record<string, any>[], undefined as unknown, false];
    for (let attempt = 0; attempt < 5 && !steady; attempt++) {
      const raw = field === decl.id ? aNow[decl.id] : aNow[field];
      value = filter.op === 'in' ? [raw] : raw;
      const shown = Array.isArray(value) ? value.join(',') : String(value);
      rows = await all(decl, `${key}=${encodeURIComponent(shown)}`);
      const [aAfter, bAfter] = [await reread(a), await reread(b)];
      const same = (x: Record<string, any>, y: Record<string, any>) => JSON.stringify(x[field]) === JSON.stringify(y[field]);
      steady = same(aAfter, aNow) && same(bAfter, bNow);
      [aNow, bNow] = [aAfter, bAfter];
    }
    expect(steady, `${field} kept changing`).toBe(true);
    expect(idsOf(decl, rows)).toContain(a[decl.id]);
    for (const r of rows) expect(matches(decl, filter, field, r, value), JSON.stringify(r)).toBe(true);
    if (!matches(decl, filter, field, bNow, value)) expect(idsOf(decl, rows)).not.toContain(b[decl.id]);
    const raw = field === decl.id ? a[decl.id] : a[field];
    if (filter.op === 'words' && typeof raw === 'string' && raw.length > 2) {
      // the words alone find it: spaces and punctuation typed or left out alike
      const spaced = `${raw.slice(0, 1)} .${raw.slice(1)}`;
      expect(idsOf(decl, await all(decl, `${key}=${encodeURIComponent(spaced)}`))).toContain(a[decl.id]);
    }
    if (filter.op === 'ilike' || filter.op === 'words') {
      // the search text is taken literally: % and _ are not wildcards (a words search drops the %)
      for (const wild of filter.op === 'words' ? ['_'] : ['%', '_']) {
        const found = await all(decl, `${key}=${encodeURIComponent(wild)}`);
        for (const r of found) expect(String(r[field])).toContain(wild);
      }
    }
    if (def.type !== 'string' && def.type !== 'text' && def.type !== 'email' && def.type !== 'enum' && def.type !== 'datetime') {
      const bad = await h.call('GET', `${url}/1/10?${key}=notavalue`);
      expect(bad.status).toBe(422);
      expect(bad.body).toEqual([{ path: key, msg: expect.any(String) }]);
    }
  });

  it('archives: the row leaves the active list and shows in the archived one; recovers it back', async () => {
    const row = await h.create(decl);
    const id = row[decl.id];
    const archived = await h.call('POST', `${url}/b/archive`, { body: [id] });
    expect(archived.status).toBe(200);
    expect(idsOf(decl, await all(decl))).not.toContain(id);
    const inArchive = await all(decl, 'deleted=true');
    expect(inArchive.find((r) => r[decl.id] === id)).toMatchObject({ deleted: true });
    for (const r of inArchive) expect(r.deleted).toBe(true);

    const recovered = await h.call('POST', `${url}/b/recover`, { body: { ids: [id] } });
    expect(recovered.status).toBe(200);
    expect(idsOf(decl, await all(decl))).toContain(id);
    expect(idsOf(decl, await all(decl, 'deleted=true'))).not.toContain(id);
  });

  it('destroys only archived rows: 409 on an active row, gone after archiving', async () => {
    const row = await h.create(decl);
    const id = row[decl.id];
    const refused = await h.call('DELETE', `${url}/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: messages.destroyOnlyArchived, errmsg: messages.destroyOnlyArchived });
    expect((await h.call('GET', `${url}/${id}`)).status).toBe(200);

    await h.call('POST', `${url}/b/archive`, { body: [id] });
    const gone = await h.call('DELETE', `${url}/${id}`);
    expect(gone.status).toBe(200);
    expect((await h.call('GET', `${url}/${id}`)).status).toBe(404);
  });

  it('bulk archives, recovers and destroys several rows', async () => {
    const ids = [(await h.create(decl))[decl.id], (await h.create(decl))[decl.id]];
    expect((await h.call('POST', `${url}/b/archive`, { body: ids })).status).toBe(200);
    expect(idsOf(decl, await all(decl, 'deleted=true'))).toEqual(expect.arrayContaining(ids));
    expect((await h.call('POST', `${url}/b/recover`, { body: ids })).status).toBe(200);
    const active = idsOf(decl, await all(decl));
    expect(active).toEqual(expect.arrayContaining(ids));

    const refused = await h.call('POST', `${url}/b/d`, { body: ids });
    expect(refused.status).toBe(409);
    expect(idsOf(decl, await all(decl))).toEqual(expect.arrayContaining(ids));

    await h.call('POST', `${url}/b/archive`, { body: { ids } });
    expect((await h.call('POST', `${url}/b/d`, { body: ids })).status).toBe(200);
    for (const id of ids) expect((await h.call('GET', `${url}/${id}`)).status).toBe(404);

    const empty = await h.call('POST', `${url}/b/archive`, { body: [] });
    expect(empty.status).toBe(422);
  });

  it("see-all lookups give the id and the picker's fields, each word of the search found in one of them", async () => {
    const row = await h.create(decl);
    const rep = decl.recordRepresentation;
    // the representation and what a picker shows beside it (contract/lookups.ts)
    const fields = lookupFields(decl).filter((f) => f in decl.fields);
    const res = await h.call('GET', `${url}/r/1/10?name=${encodeURIComponent(row[rep])}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual(expect.objectContaining({ [decl.id]: row[decl.id], [rep]: row[rep] }));
    const words = searchWords(String(row[rep])).map((w) => w.toLowerCase());
    for (const item of res.body.data) {
      expect(Object.keys(item).sort()).toEqual([decl.id, ...fields].sort());
      const text = fields.map((f) => JSON.stringify(item[f] ?? '')).join(' ').toLowerCase();
      for (const word of words) expect(text.includes(word) || (/^\+?[\d().-]+$/.test(word) && text.replace(/\D/g, '').includes(word.replace(/\D/g, ''))), word).toBe(true);
    }
    expect(res.body.count).toBeGreaterThanOrEqual(1);
    const everything = await h.call('GET', `${url}/r`);
    expect(everything.status).toBe(200);
    expect(everything.body.data).toContainEqual(expect.objectContaining({ [decl.id]: row[decl.id], [rep]: row[rep] }));

    // archived rows are not offered
    await h.call('POST', `${url}/b/archive`, { body: [row[decl.id]] });
    const after = await h.call('GET', `${url}/r/1/10?name=${encodeURIComponent(row[rep])}`);
    expect(after.body.data.map((r: any) => r[decl.id])).not.toContain(row[decl.id]);
  });

  it('answers 404 for an unknown id', async () => {
    const missing = 987654321;
    expect((await h.call('GET', `${url}/${missing}`)).status).toBe(404);
    const put = await h.call('PUT', `${url}/${missing}`, { body: sampleRecord(decl, await h.refsFor(decl)) });
    expect(put.status).toBe(404);
    expect((await h.call('DELETE', `${url}/${missing}`)).status).toBe(404);
  });

  it('422 on a blank body: one "Oops! Fill in the X." item per required field', async () => {
    const res = await h.call('POST', url, { body: {} });
    expect(res.status).toBe(422);
    const expected = Object.entries(decl.fields)
      .filter(([, d]) => (d.required || d.requiredOnCreate) && d.default === undefined && !d.readOnly)
      .map(([name, d]) => ({ path: name, msg: messages.required(fieldLabel(name, d)) }));
    expect(expected.length).toBeGreaterThan(0);
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect([...res.body].sort(byPath)).toEqual(expected.sort(byPath));
    expect(await all(decl)).toBeDefined();
  });

  it('422 with one "Maximum length" item per field over its limit, and nothing saved', async () => {
    const before = (await h.call('GET', `${url}/1/1`)).body.count;
    const body = sampleRecord(decl, await h.refsFor(decl));
    const expected: { path: string; msg: string }[] = [];
    for (const [name, def] of Object.entries(decl.fields)) {
      if (!isText(def) || def.maxLength === undefined || def.readOnly) continue;
      const tail = def.type === 'email' ? '@example.com' : '';
      body[name] = 'a'.repeat(def.maxLength + 1 - tail.length) + tail;
      expected.push({ path: name, msg: messages.maxLength(def.maxLength) });
    }
    if (!expected.length) return;
    const res = await h.call('POST', url, { body });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(expect.arrayContaining(expected));
    expect(res.body).toHaveLength(expected.length);
    expect((await h.call('GET', `${url}/1/1`)).body.count).toBe(before);
  });

  it('422 on a value shorter than its minimum length', async () => {
    const fields = Object.entries(decl.fields).filter(([, d]) => isText(d) && (d.minLength ?? 0) > 1 && !d.readOnly);
    if (!fields.length) return;
    const body = sampleRecord(decl, await h.refsFor(decl));
    for (const [name, def] of fields) body[name] = 'a'.repeat(def.minLength! - 1);
    const res = await h.call('POST', url, { body });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(expect.arrayContaining(fields.map(([name, def]) => ({ path: name, msg: messages.minLength(def.minLength!) }))));
  });

  it('refuses unknown query keys and page sizes over the limit with 422', async () => {
    const unknown = await h.call('GET', `${url}/1/10?noSuchKey=1`);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual([{ path: 'noSuchKey', msg: expect.any(String) }]);
    const big = await h.call('GET', `${url}/1/${MAX_PAGE_SIZE + 1}`);
    expect(big.status).toBe(422);
    expect(big.body).toEqual([{ path: 'count', msg: expect.any(String) }]);
    expect((await h.call('GET', `${url}/0/10`)).status).toBe(422);
    expect((await h.call('GET', `${url}/1/${MAX_PAGE_SIZE}`)).status).toBe(200);
  });

  const uniques = Object.entries(decl.fields).filter(([, d]) => d.unique);
  it.skipIf(!uniques.length).each(uniques)('refuses a duplicate %s with 422, in any letter case', async (name, def) => {
    const a = await h.create(decl);
    const dupe = { ...sampleRecord(decl, await h.refsFor(decl)), [name]: a[name] };
    const res = await h.call('POST', url, { body: dupe });
    expect(res.status).toBe(422);
    expect(res.body).toEqual([{ path: name, msg: expect.any(String) }]);
    if (isText(def) && typeof a[name] === 'string' && a[name].toUpperCase() !== a[name] && !def.pattern) {
      const upper = await h.call('POST', url, { body: { ...dupe, [name]: a[name].toUpperCase() } });
      expect(upper.status).toBe(422);
    }
    // two at the same moment: one is saved, the other gets the same 422
    const twin = sampleRecord(decl, await h.refsFor(decl));
    const both = await Promise.all([1, 2].map(async () => h.call('POST', url, { body: { ...sampleRecord(decl, await h.refsFor(decl)), [name]: twin[name] } })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(both.find((r) => r.status === 422)!.body).toEqual([{ path: name, msg: expect.any(String) }]);
    const b = await h.create(decl);
    const put = await h.call('PUT', `${url}/${b[decl.id]}`, { body: { [name]: a[name] } });
    expect(put.status).toBe(422);
    expect(put.body).toEqual([{ path: name, msg: expect.any(String) }]);
  });
});

describe.each(entityList.filter(isEngineStored).map((d) => [d.name, d] as const))('%s: values that do not fit are refused with 422, never a server error', (_name, decl) => {
  const url = base(decl);
  const huge = '100000000000000000000000';

  it('ids, pages and bulk id lists out of range', async () => {
    expect((await h.call('GET', `${url}/${huge}`)).body).toEqual([{ path: 'id', msg: messages.wrongType }]);
    expect((await h.call('PUT', `${url}/${huge}`, { body: {} })).status).toBe(422);
    expect((await h.call('DELETE', `${url}/abc`)).status).toBe(422);
    expect((await h.call('GET', `${url}/${huge}/10`)).body).toEqual([{ path: 'page', msg: expect.any(String) }]);
    expect((await h.call('POST', `${url}/b/archive`, { body: [Number(huge)] })).body).toEqual([{ path: 'ids.0', msg: messages.wrongType }]);
    expect((await h.call('POST', `${url}/b/d`, { body: { ids: ['x'] } })).status).toBe(422);
  });

  it('dates that do not exist or that the database would read differently', async () => {
    const dated = Object.entries(decl.fields).filter(([, d]) => d.type === 'datetime' && !d.readOnly);
    for (const [name] of dated) {
      for (const bad of ['1', '2026-02-30', '+275760-09-13T00:00:00Z', '2026-01-01T25:00']) {
        const res = await h.call('POST', url, { body: { ...sampleRecord(decl, await h.refsFor(decl)), [name]: bad } });
        expect(res.status, `${name}=${bad}`).toBe(422);
        expect(res.body).toContainEqual({ path: name, msg: expect.any(String) });
      }
    }
    if (dated.length) {
      // an offset is kept as the same instant
      const at = Object.fromEntries(dated.map(([name]) => [name, '2026-03-01T10:00:00+02:00']));
      const res = await h.call('POST', url, { body: { ...sampleRecord(decl, await h.refsFor(decl)), ...at } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      for (const [name] of dated) expect(res.body[name]).toBe('2026-03-01T08:00:00.000Z');
    }
    for (const [key, filter] of Object.entries(decl.filters)) {
      if (decl.fields[filter.field ?? key]?.type !== 'datetime') continue;
      expect((await h.call('GET', `${url}/1/10?${key}=1`)).status, key).toBe(422);
    }
  });

  it('numeric filters out of range or not numbers', async () => {
    for (const [key, filter] of Object.entries(decl.filters)) {
      const field = filter.field ?? key;
      const def: FieldDef | undefined = field === decl.id ? { type: 'integer' } : decl.fields[field];
      if (!def || !['integer', 'number', 'reference'].includes(def.type)) continue;
      for (const bad of [huge, '1.5e400', 'x']) {
        if (def.type === 'number' && bad === huge) continue;
        const res = await h.call('GET', `${url}/1/10?${key}=${bad}`);
        expect(res.status, `${key}=${bad}`).toBe(422);
        expect(res.body).toEqual([{ path: key, msg: expect.any(String) }]);
      }
    }
  });

  it('text with a NUL character and integers beyond their column', async () => {
    const body = sampleRecord(decl, await h.refsFor(decl));
    const expected: { path: string; msg: string }[] = [];
    for (const [name, def] of Object.entries(decl.fields)) {
      if (def.readOnly) continue;
      if (isText(def) && def.type !== 'email' && (def.maxLength ?? 10) >= 3) {
        body[name] = 'a\u0000b';
        expected.push({ path: name, msg: messages.wrongType });
      }
      if (def.type === 'integer' && def.max === undefined) {
        body[name] = 3_000_000_000;
        const digitLimit = def.maxLength !== undefined && def.maxLength < 10;
        expected.push({ path: name, msg: digitLimit ? messages.maxLength(def.maxLength!) : messages.maxValue(2147483647) });
      }
      if (def.type === 'reference') {
        body[name] = Number(huge);
        expected.push({ path: name, msg: messages.numberOnly });
      }
      if (def.type === 'datetime') {
        body[name] = 'a 1';
        expected.push({ path: name, msg: messages.wrongType });
      }
    }
    const res = await h.call('POST', url, { body });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(expect.arrayContaining(expected));
    expect(res.body).toHaveLength(expected.length);
  });

  it('ignores the id, deleted and dates sent in a body', async () => {
    const body = { ...sampleRecord(decl, await h.refsFor(decl)), [decl.id]: 777777, deleted: true, dateAdded: '2000-01-01T00:00:00Z' };
    const res = await h.call('POST', url, { body });
    expect(res.status).toBe(201);
    expect(res.body[decl.id]).not.toBe(777777);
    expect(res.body.deleted).toBe(false);
    expect(res.body.dateAdded.startsWith('2000')).toBe(false);
  });

  it('reference fields pointing at no row: 422 on that field', async () => {
    const refs = Object.entries(decl.fields).filter(([, d]) => d.type === 'reference' && !d.readOnly);
    for (const [name] of refs) {
      const res = await h.call('POST', url, { body: { ...sampleRecord(decl, await h.refsFor(decl)), [name]: 99999999 } });
      expect(res.status, name).toBe(422);
      expect(res.body).toEqual([{ path: name, msg: expect.any(String) }]);
    }
  });
});

/** Every reference field of every declaration: (from entity, field, target entity). */
const references = entityList.filter(isEngineStored).flatMap((from) =>
  Object.entries(from.fields)
    .filter(([, d]) => d.type === 'reference' && d.reference && !d.readOnly)
    .map(([field, d]) => ({ from, field, def: d, target: entityByName(d.reference!)! })),
);

describe.each(references.map((r) => [`${r.from.name}.${r.field}`, r] as const))('reference %s', (_name, { from, field, def, target }) => {
  it(def.as ? `returns the ${target.name}'s ${target.recordRepresentation} as ${def.as}` : 'saves and returns the id', async () => {
    const t = await h.create(target);
    const row = await h.create(from, { [field]: t[target.id] });
    expect(row[field]).toBe(t[target.id]);
    if (def.as) {
      expect(row[def.as]).toBe(t[target.recordRepresentation]);
      const listed = await all(from, `sort=${from.id}&order=DESC`);
      expect(listed.find((r) => r[from.id] === row[from.id])?.[def.as]).toBe(t[target.recordRepresentation]);
    }
  });

  it(`destroying a ${target.name} still referenced gives 409 naming what refers to it; nothing is lost`, async () => {
    const t = await h.create(target);
    const row = await h.create(from, { [field]: t[target.id] });
    const label = from.label.toLowerCase();
    const url = base(target);
    await h.call('POST', `${url}/b/archive`, { body: [t[target.id]] });
    const res = await h.call('DELETE', `${url}/${t[target.id]}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(label);
    expect((await h.call('GET', `${url}/${t[target.id]}`)).body).toMatchObject({ [target.id]: t[target.id], deleted: true });
    expect((await h.call('GET', `${base(from)}/${row[from.id]}`)).body).toMatchObject({ [field]: t[target.id] });
    // a bulk destroy with one row still referenced deletes none of them
    const free = await h.create(target);
    await h.call('POST', `${url}/b/archive`, { body: [free[target.id]] });
    const bulk = await h.call('POST', `${url}/b/d`, { body: [free[target.id], t[target.id]] });
    expect(bulk.status).toBe(409);
    expect(bulk.body.message).toContain(label);
    expect((await h.call('GET', `${url}/${free[target.id]}`)).status).toBe(200);

    // once nothing refers to it any more, it can go
    if (!def.required) {
      expect((await h.call('PUT', `${base(from)}/${row[from.id]}`, { body: { [field]: null } })).status).toBe(200);
    } else {
      await h.call('POST', `${base(from)}/b/archive`, { body: [row[from.id]] });
      expect((await h.call('DELETE', `${base(from)}/${row[from.id]}`)).status).toBe(200);
    }
    expect((await h.call('DELETE', `${url}/${t[target.id]}`)).status).toBe(200);
  });
});
