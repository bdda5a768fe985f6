// An update names the version it is based on (If-Match, the ETag of the read): once someone else
// changed the record, it is refused with a 409 naming who and when, and nothing is overwritten
// (contract/record-version.ts, docs/decisions.md "Stale updates").
import { describe, expect, it } from 'vitest';
import { entityByName, entityList } from '../../../contract/entities';
import { isEngineStored } from '../../../contract/entity';
import { messages } from '../../../contract/messages';
import { recordVersion, versionTag } from '../../../contract/record-version';
import { base, useHarness } from '../harness';

const h = useHarness();
const language = entityByName('language')!;
const supplier = entityByName('supplier')!;
const url = base(language);

const ifMatch = (tag: unknown) => ({ 'if-match': String(tag) });

describe('a stale update', () => {
  it('a read answers its version as ETag; an update sending it back applies and answers the next one', async () => {
    const made = await h.create(language);
    const read = await h.call('GET', `${url}/${made.languageId}`);
    expect(read.headers.etag).toBe(versionTag(recordVersion(read.body.dateModified)));

    const saved = await h.call('PUT', `${url}/${made.languageId}`, { body: { name: 'Fresh' }, headers: ifMatch(read.headers.etag) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.name).toBe('Fresh');
    expect(saved.headers.etag).toBe(versionTag(recordVersion(saved.body.dateModified)));
    expect(saved.headers.etag).not.toBe(read.headers.etag);
  });

  it('is refused with 409 naming who changed the record and when, and nothing is written', async () => {
    const made = await h.create(language);
    const read = await h.call('GET', `${url}/${made.languageId}`);
    // someone else saves first
    const jane = await h.userWith([{ value: language.permission, type: 'update' }]);
    await h.db.updateTable('app_user').set({ firstname: 'Jane', lastname: 'Doe' }).where('id', '=', jane.userId).execute();
    const theirs = await h.call('PUT', `${url}/${made.languageId}`, { token: jane.token, body: { name: 'Theirs' }, headers: ifMatch(read.headers.etag) });
    expect(theirs.status).toBe(200);

    const mine = await h.call('PUT', `${url}/${made.languageId}`, { body: { name: 'Mine', locale: 'xx' }, headers: ifMatch(read.headers.etag) });
    expect(mine.status).toBe(409);
    expect(mine.body).toEqual({
      message: messages.staleRecord('Jane Doe', theirs.body.dateModified),
      errmsg: messages.staleRecord('Jane Doe', theirs.body.dateModified),
      changedBy: 'Jane Doe',
      changedAt: theirs.body.dateModified,
    });
    const stored = (await h.call('GET', `${url}/${made.languageId}`)).body;
    expect(stored).toMatchObject({ name: 'Theirs', locale: made.locale, dateModified: theirs.body.dateModified });
  });

  it('an archive or a recover is a change too', async () => {
    const made = await h.create(language);
    const read = await h.call('GET', `${url}/${made.languageId}`);
    await h.call('POST', `${url}/b/archive`, { body: [made.languageId] });
    const stale = await h.call('PUT', `${url}/${made.languageId}`, { body: { name: 'Mine' }, headers: ifMatch(read.headers.etag) });
    expect(stale.status).toBe(409);
    const admin = (await h.call('GET', `${base(entityByName('user')!)}/${h.admin.userId}`)).body;
    expect(stale.body.changedBy).toBe(`${admin.firstname} ${admin.lastname}`);
    expect(stale.body.changedAt).toBe((await h.call('GET', `${url}/${made.languageId}`)).body.dateModified);
  });

  it('an update without the precondition applies to what is stored (API clients); * admits any version', async () => {
    const made = await h.create(language);
    await h.call('PUT', `${url}/${made.languageId}`, { body: { name: 'Between' } });
    const plain = await h.call('PUT', `${url}/${made.languageId}`, { body: { name: 'Plain' } });
    expect(plain.status).toBe(200);
    expect(plain.body.name).toBe('Plain');
    const any = await h.call('PUT', `${url}/${made.languageId}`, { body: { name: 'Any' }, headers: ifMatch('*') });
    expect(any.status).toBe(200);
  });

  it('two updates of the same version at once: exactly one wins, the other is refused and writes nothing', async () => {
    for (let round = 0; round < 5; round++) {
      const made = await h.create(language);
      const { headers } = await h.call('GET', `${url}/${made.languageId}`);
      const answers = await Promise.all(
        ['First', 'Second', 'Third'].map((name) => h.call('PUT', `${url}/${made.languageId}`, { body: { name }, headers: ifMatch(headers.etag) })),
      );
      const won = answers.filter((a) => a.status === 200);
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
      const stored = (await h.call('GET', `${url}/${made.languageId}`)).body;
      expect(stored.name).toBe(won[0].body.name);
      for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.changedAt).toBe(stored.dateModified);
    }
  });

  it("a tenant is not told the name behind a change its audit log does not show (staff of the platform's)", async () => {
    const business = await h.create(entityByName('business')!);
    const tenant = await h.userWith(
      (['access', 'update'] as const).map((type) => ({ value: supplier.permission, type })),
      { businessId: business.businessId },
    );
    const made = await h.create(supplier, { businessId: business.businessId });
    const read = await h.call('GET', `${base(supplier)}/${made.supplierId}`, { token: tenant.token });
    expect(read.status).toBe(200);
    await h.call('PUT', `${base(supplier)}/${made.supplierId}`, { body: { name: 'By staff' } });
    const stale = await h.call('PUT', `${base(supplier)}/${made.supplierId}`, { token: tenant.token, body: { name: 'By the tenant' }, headers: ifMatch(read.headers.etag) });
    expect(stale.status).toBe(409);
    expect(stale.body.changedBy).toBeNull();
    expect(stale.body.message).toBe(messages.staleRecord(null, stale.body.changedAt));
  });
});

describe.each(entityList.filter(isEngineStored).map((d) => [d.name, d] as const))('%s: updates name their version', (_name, decl) => {
  it('a stale version is refused (409), the current one applies', async () => {
    const made = await h.create(decl);
    const path = `${base(decl)}/${made[decl.id]}`;
    const read = await h.call('GET', path);
    expect(read.headers.etag).toBe(versionTag(recordVersion(read.body.dateModified)));
    const stale = await h.call('PUT', path, { body: {}, headers: ifMatch(versionTag('2000-01-01T00:00:00.000Z')) });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(Date.parse(stale.body.changedAt)).toBeGreaterThanOrEqual(Date.parse(read.body.dateModified));
    // the product changes some rows by itself meanwhile (a call's status): the version read last applies
    let fresh = await h.call('PUT', path, { body: {}, headers: ifMatch(read.headers.etag) });
    for (let tries = 0; fresh.status === 409 && tries < 3; tries++) {
      const again = await h.call('GET', path);
      fresh = await h.call('PUT', path, { body: {}, headers: ifMatch(again.headers.etag) });
    }
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
  });
});
