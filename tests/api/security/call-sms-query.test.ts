// Odd query values on the call and SMS calls (found by outside testers, each a 500 before): a word
// where a number goes, 0 or a negative page, a limit past its maximum, a repeated key, an id that is
// no number. Each answers 422 [{path, msg}] with the codebase's texts; an empty value is a value not
// given, as on every list. tests/api/security/fuzz.test.ts keeps these kinds closed on every mounted route.
import { describe, expect, it } from 'vitest';
import { CALL_PATHS } from '../../../contract/call/call';
import { messages } from '../../../contract/messages';
import { MAX_PAGE_SIZE } from '../../../contract/pager';
import { SMS_PATHS } from '../../../contract/sms/sms';
import { useHarness } from '../harness';

const h = useHarness();
const PHONE = encodeURIComponent('+15555550123');
const PAGE = 'Page must be a whole number from 1.';
const COUNT = `Count must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;

/** [query string, the item the 422 names] for one call. */
type Case = [string, { path: string; msg: string }];

async function expectRefused(base: string, cases: Case[]) {
  const answers = [];
  for (const [query, item] of cases) {
    const url = `${base}${base.includes('?') ? '&' : '?'}${query}`;
    answers.push({ url, ...(await h.call('GET', url)), expected: { status: 422, body: [item] } });
  }
  expect(answers.map(({ url, status, body }) => ({ url, status, body }))).toEqual(answers.map(({ url, expected }) => ({ url, ...expected })));
}

describe('call statistics', () => {
  const base = `/call/${CALL_PATHS.statistics}`;
  it('refuses a campaign id that is no id, a repeated filter and an unknown status', async () => {
    const wrong = messages.wrongType;
    await expectRefused(base, [
      ['campaignId=abc', { path: 'campaignId', msg: wrong }],
      ['campaignId=1.5', { path: 'campaignId', msg: wrong }],
      ['campaignId=1e300', { path: 'campaignId', msg: wrong }],
      ['campaignId=99999999999999999999', { path: 'campaignId', msg: wrong }],
      ['campaignId=-1', { path: 'campaignId', msg: wrong }],
      ['campaignId=true', { path: 'campaignId', msg: wrong }],
      ['campaignId=1&campaignId=2', { path: 'campaignId', msg: wrong }],
      ['status=answered&status=failed', { path: 'status', msg: wrong }],
      ['phone=1&phone=2', { path: 'phone', msg: wrong }],
      ['status=nope', { path: 'status', msg: expect.stringMatching(/^Choose one of: /) }],
      ['dateFrom=2026-01-01&dateFrom=2026-01-02', { path: 'dateFrom', msg: wrong }],
    ]);
  });

  it('reads an empty date or campaign as not given', async () => {
    const all = await h.call('GET', base);
    expect(all.status).toBe(200);
    for (const query of ['dateFrom=', 'dateTo=', 'dateFrom=&dateTo=', 'campaignId=']) expect(await h.call('GET', `${base}?${query}`)).toEqual(all);
  });
});

describe('call logs', () => {
  const base = `/call/${CALL_PATHS.logs}?phone=${PHONE}`;
  it('refuses a limit that is no whole number from 1 to 500', async () => {
    await expectRefused(base, [
      ['limit=abc', { path: 'limit', msg: messages.wrongType }],
      ['limit=1.5', { path: 'limit', msg: messages.wrongType }],
      ['limit=1e300', { path: 'limit', msg: messages.wrongType }],
      ['limit=-1', { path: 'limit', msg: messages.minValue(1) }],
      ['limit=0', { path: 'limit', msg: messages.minValue(1) }],
      ['limit=501', { path: 'limit', msg: messages.maxValue(500) }],
      ['limit=100000000', { path: 'limit', msg: messages.maxValue(500) }],
      ['limit=99999999999999999999', { path: 'limit', msg: messages.wrongType }],
      ['limit=1&limit=2', { path: 'limit', msg: messages.wrongType }],
    ]);
  });

  it('takes an empty limit as the default', async () => {
    expect(await h.call('GET', `${base}&limit=`)).toMatchObject({ status: 200, body: { phone: '+15555550123', data: [] } });
  });
});

describe('tickets', () => {
  const base = `/call/${CALL_PATHS.tickets}`;
  it('refuses a page or count that is no whole number in range, as every list does', async () => {
    await expectRefused(base, [
      ['page=abc', { path: 'page', msg: PAGE }],
      ['page=0', { path: 'page', msg: PAGE }],
      ['page=-1', { path: 'page', msg: PAGE }],
      ['page=1e300', { path: 'page', msg: PAGE }],
      ['page=99999999999999999999', { path: 'page', msg: PAGE }],
      ['page=1&page=2', { path: 'page', msg: messages.wrongType }],
      ['count=abc', { path: 'count', msg: COUNT }],
      ['count=0', { path: 'count', msg: COUNT }],
      ['count=-1', { path: 'count', msg: COUNT }],
      ['count=1.5', { path: 'count', msg: COUNT }],
      [`count=${MAX_PAGE_SIZE + 1}`, { path: 'count', msg: COUNT }],
      ['count=10&count=20', { path: 'count', msg: messages.wrongType }],
    ]);
  });

  it('takes empty page and count as the defaults', async () => {
    const res = await h.call('GET', `${base}?page=&count=`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: expect.any(Number), data: expect.any(Array) });
  });

  it('answers an order id that is no order with 404, never 500', async () => {
    for (const id of ['abc', '0', '-1', '1e300', '99999999999999999999']) {
      expect((await h.call('GET', `${base}/${id}?order=true`)).status).toBe(404);
    }
  });
});

describe('block lists, numbers for sale, SMS history', () => {
  it('refuse a repeated key where one value is read', async () => {
    const wrong = messages.wrongType;
    await expectRefused(`/call/${CALL_PATHS.blocked}`, [['phones=1&phones=2', { path: 'phones', msg: wrong }]]);
    await expectRefused(`/sms/${SMS_PATHS.blocked}`, [['phones=1&phones=2', { path: 'phones', msg: wrong }]]);
    await expectRefused(`/sms/${SMS_PATHS.numbers}`, [['areaCode=212&areaCode=213', { path: 'areaCode', msg: wrong }]]);
    await expectRefused(`/sms/${SMS_PATHS.history}`, [['status=sent&status=failed', { path: 'status', msg: wrong }]]);
  });
});
