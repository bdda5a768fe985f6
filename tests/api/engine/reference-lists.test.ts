// A list of references names live rows, for every declaration that has one (issue 26: 32 such
// fields had no check): an id of no row or of an archived row is refused with 422 on `field.i`, a
// live one is saved, and an update keeps ids the row already held even once their rows are archived.
import { describe, expect, it } from 'vitest';
import { entityByName, entityList } from '../../../contract/entities';
import { isEngineStored } from '../../../contract/entity';
import { messages } from '../../../contract/messages';
import { referenceLists } from '../../../server/engine/reference-lists';
import { base, useHarness } from '../harness';

const h = useHarness();

const cases = entityList.filter(isEngineStored).flatMap((decl) =>
  referenceLists(decl.fields)
    .filter((ref) => ref.path.length === 1 && !decl.fields[ref.path[0]].readOnly && isEngineStored(entityByName(ref.target)!))
    .map((ref) => [`${decl.name}.${ref.path[0]}`, decl, ref.path[0], entityByName(ref.target)!] as const),
);

describe.each(cases)('%s', (_name, decl, field, target) => {
  it('refuses an id of no row or of an archived row, saves a live one, and keeps held ids once archived', async () => {
    const live = await h.create(target);
    const gone = await h.create(target);
    expect((await h.call('POST', `${base(target)}/b/archive`, { body: [gone[target.id]] })).status).toBe(200);
    for (const bad of [999_999_999, gone[target.id]]) {
      const res = await h.call('POST', base(decl), { body: { ...(await sampleBody()), [field]: [live[target.id], bad] } });
      expect([bad, res.status, res.body]).toEqual([bad, 422, [{ path: `${field}.1`, msg: messages.missingRecord }]]);
    }
    // beside what the sample names (a chat room's members hold its creator)
    const list = [...((await sampleBody())[field] as unknown[]), live[target.id]];
    const created = await h.create(decl, { [field]: list });
    expect(created[field]).toEqual(list);
    // the held row archived since: the record still saves with it, and cannot gain another archived one
    expect((await h.call('POST', `${base(target)}/b/archive`, { body: [live[target.id]] })).status).toBe(200);
    const id = created[decl.id];
    const kept = await h.call('PUT', `${base(decl)}/${id}`, { body: { [field]: list } });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const gained = await h.call('PUT', `${base(decl)}/${id}`, { body: { [field]: [...list, gone[target.id]] } });
    expect([gained.status, gained.body]).toEqual([422, [{ path: `${field}.${list.length}`, msg: messages.missingRecord }]]);
  });

  async function sampleBody(): Promise<Record<string, unknown>> {
    const { sampleRecord } = await import('../sample-record');
    return sampleRecord(decl, await h.refsFor(decl));
  }
});
