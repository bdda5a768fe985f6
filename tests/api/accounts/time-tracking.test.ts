// Time tracking reports (leave, approver) and users' worked hours from check-in/check-out entries.
import { describe, expect, it } from 'vitest';
import { useHarness } from '../harness';

const h = useHarness();

describe('attendance reports', () => {
  it('defaults the leave type, and approving records the approver shown as approvedBy', async () => {
    const worker = await h.userWith([]);
    const created = await h.call('POST', '/api/time_tracking', {
      body: { dateFrom: '2026-03-02T00:00:00Z', dateTo: '2026-03-03T00:00:00Z', note: 'rest', users: [worker.userId] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ leaveType: 'Weekly Day Off', users: [worker.userId], approver: null, approvedBy: null });
    const id = created.body.userAttendanceReportId;

    const clerk = await h.userWith([{ value: 'system/time_tracking', type: 'access' }]);
    expect((await h.call('POST', `/api/time_tracking/approve/${id}`, { token: clerk.token })).status).toBe(403);

    const approved = await h.call('POST', `/api/time_tracking/approve/${id}`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ approver: h.admin.userId, approvedBy: 'admin' });
    expect((await h.call('GET', `/api/time_tracking/${id}`, { token: clerk.token })).body.approvedBy).toBe('admin');
    expect((await h.call('POST', '/api/time_tracking/approve/999999')).status).toBe(404);
  });

  it('refuses a report without users or with an unknown leave type', async () => {
    const res = await h.call('POST', '/api/time_tracking', { body: { leaveType: 'Nap', dateFrom: '2026-03-02T00:00:00Z', dateTo: '2026-03-03T00:00:00Z', users: [] } });
    expect(res.status).toBe(422);
    expect(res.body.map((e: { path: string }) => e.path)).toEqual(['leaveType', 'users']);
  });
});

describe('report checks beyond the declaration', () => {
  it('refuses an end before the start and users that do not exist, on create and on update', async () => {
    const worker = await h.userWith([]);
    const body = { dateFrom: '2026-03-05T00:00:00Z', dateTo: '2026-03-04T00:00:00Z', users: [worker.userId, 99999999] };
    // users are a list of references: the engine names the missing one before the report's own checks run
    const res = await h.call('POST', '/api/time_tracking', { body });
    expect(res).toEqual({ status: 422, body: [{ path: 'users.1', msg: 'The chosen record does not exist.' }] });
    const dates = await h.call('POST', '/api/time_tracking', { body: { ...body, users: [worker.userId] } });
    expect(dates).toEqual({ status: 422, body: [{ path: 'dateTo', msg: 'Date To cannot be before Date From.' }] });
    const ok = await h.call('POST', '/api/time_tracking', { body: { ...body, dateTo: '2026-03-06T00:00:00Z', users: [worker.userId] } });
    expect(ok.status).toBe(201);
    const update = await h.call('PUT', `/api/time_tracking/${ok.body.userAttendanceReportId}`, { body: { dateTo: '2026-03-01T00:00:00Z' } });
    expect(update.status).toBe(422);
    expect((await h.call('PUT', `/api/time_tracking/${ok.body.userAttendanceReportId}`, { body: { note: 'fine' } })).status).toBe(200);
  });
});

describe('worked hours', () => {
  it('sums check-in/check-out entries over a range, clipped to it, and pages the entries', async () => {
    const worker = await h.userWith([]);
    const add = (checkIn: string, checkOut?: string) =>
      h.call('POST', `/api/u/worked_hours/${worker.userId}`, { body: { checkIn, ...(checkOut ? { checkOut } : {}) } });
    expect((await add('2026-02-02T08:00:00Z', '2026-02-02T16:30:00Z')).status).toBe(201);
    expect((await add('2026-02-03T09:00:00Z', '2026-02-03T12:00:00Z')).status).toBe(201);
    expect((await add('2026-02-10T09:00:00Z', '2026-02-10T10:00:00Z')).status).toBe(201);

    const range = await h.call('GET', `/api/u/worked_hours/${worker.userId}?dateFrom=2026-02-02T12:00:00Z&dateTo=2026-02-04T00:00:00Z`, {
      token: worker.token,
    });
    expect(range.status).toBe(200);
    expect(range.body.userId).toBe(worker.userId);
    expect(range.body.data.map((r: { rangeName: string }) => r.rangeName)).toEqual(['today', 'week', 'month', 'range']);
    expect(range.body.data[3]).toMatchObject({ rangeName: 'range', hours: 7.5 });

    const page = await h.call('GET', `/api/u/worked_hours/${worker.userId}/1/2`);
    expect(page.body.count).toBe(3);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.data[0]).toMatchObject({ checkIn: '2026-02-10T09:00:00.000Z', hours: 1 });
    expect(page.body.data[0].userWorkedHoursId).toEqual(expect.any(Number));
  });

  it('refuses an entry ending before it starts, and reversed ranges', async () => {
    const worker = await h.userWith([]);
    const bad = await h.call('POST', `/api/u/worked_hours/${worker.userId}`, { body: { checkIn: '2026-02-02T10:00:00Z', checkOut: '2026-02-02T09:00:00Z' } });
    expect(bad.status).toBe(422);
    const reversed = await h.call('GET', `/api/u/worked_hours/${worker.userId}?dateFrom=2026-02-05T00:00:00Z&dateTo=2026-02-01T00:00:00Z`);
    expect(reversed.status).toBe(422);
  });

  it('shows hours to the user, to staff with access, and to nobody else', async () => {
    const worker = await h.userWith([]);
    const colleague = await h.userWith([]);
    const boss = await h.userWith([{ value: 'system/time_tracking', type: 'access' }]);
    expect((await h.call('GET', `/api/u/worked_hours/${worker.userId}`, { token: worker.token })).status).toBe(200);
    expect((await h.call('GET', `/api/u/worked_hours/${worker.userId}`, { token: boss.token })).status).toBe(200);
    expect((await h.call('GET', `/api/u/worked_hours/${worker.userId}`, { token: colleague.token })).status).toBe(403);
    expect((await h.call('GET', `/api/u/worked_hours/${worker.userId}/1/10`, { token: colleague.token })).status).toBe(403);
    const write = await h.call('POST', `/api/u/worked_hours/${worker.userId}`, { token: boss.token, body: { checkIn: '2026-02-02T10:00:00Z' } });
    expect(write.status).toBe(403);
  });
});
