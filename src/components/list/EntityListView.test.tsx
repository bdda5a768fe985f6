// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currency } from '../../../contract/entities/currency';
import type { Permission } from '../../../contract/permissions';
import { canAccessWith } from '../../authProvider/access';
import { i18nProvider } from '../../i18nProvider';
import { StackedNotifications } from '../../layout/StackedNotifications';
import { EntityListView } from './EntityListView';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  // the list writes its position into the URL, which a test's router would otherwise pass to the next
  window.history.replaceState(null, '', '/');
});

const rows = (deleted: boolean) =>
  Array.from({ length: 3 }, (_, i) => ({ id: i + 1, currencyId: i + 1, title: `${deleted ? 'Old' : 'Cur'} ${i + 1}`, code: `C${i}`, value: 1, status: true }));

function setup(permissions: Permission[]) {
  const dataProvider = {
    getList: vi.fn(async (_r: string, p: { filter: { deleted?: boolean } }) => ({ data: rows(!!p.filter.deleted), total: 35 })),
    archiveMany: vi.fn(async (_r: string, p: { ids: unknown[] }) => ({ data: p.ids })),
    recoverMany: vi.fn(async (_r: string, p: { ids: unknown[] }) => ({ data: p.ids })),
    // the user's saved views and columns of the list: none
    call: vi.fn(async () => ({ views: [], columns: null })),
  };
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
    canAccess: async ({ resource, action }) => canAccessWith(permissions, resource, action),
  };
  render(
    <AdminContext dataProvider={dataProvider as never} authProvider={authProvider} i18nProvider={i18nProvider}>
      <EntityListView decl={currency} />
      <StackedNotifications />
    </AdminContext>,
  );
  return dataProvider;
}

const all: Permission[] = (['access', 'create', 'update', 'delete', 'archive_and_recover'] as const).map((type) => ({ value: currency.permission, type }));

describe('EntityListView', () => {
  it('archives the checked rows in bulk at once, undoably: sent when the notification closes, never after Undo', async () => {
    const dp = setup(all);
    await screen.findByText('Cur 1');
    fireEvent.click(screen.getByLabelText('Select all'));
    const archive = screen.getByRole('button', { name: 'Archive selected' });
    await waitFor(() => expect((archive as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(archive);
    // gone from the list, select-all cleared, nothing sent yet
    await waitFor(() => expect(screen.queryByText('Cur 1')).toBeNull());
    expect((screen.getByLabelText('Select all') as HTMLInputElement).checked).toBe(false);
    expect(dp.archiveMany).not.toHaveBeenCalled();
    // Undo: the rows come back, and nothing is ever sent
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await screen.findByText('Cur 1');
    expect(dp.archiveMany).not.toHaveBeenCalled();

    // again, and the notification closed: sent, then the list is read again
    fireEvent.click(screen.getByLabelText('Select all'));
    fireEvent.click(screen.getByRole('button', { name: 'Archive selected' }));
    await waitFor(() => expect(screen.queryByText('Cur 1')).toBeNull());
    const loadsBefore = dp.getList.mock.calls.length;
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dp.archiveMany).toHaveBeenCalledWith('currency', { ids: [1, 2, 3] }));
    expect(dp.archiveMany).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dp.getList.mock.calls.length).toBeGreaterThan(loadsBefore));
    // two archives with their notifications: about 25 s when the suite loads both cores
  }, 60000);

  it('lists archived rows on the Archived tab, unchecking select-all', async () => {
    const dp = setup(all);
    await screen.findByText('Cur 1');
    fireEvent.click(screen.getByLabelText('Select all'));
    fireEvent.click(screen.getByRole('tab', { name: 'Archived' }));
    await screen.findByText('Old 1');
    expect(dp.getList).toHaveBeenLastCalledWith('currency', expect.objectContaining({ filter: { deleted: true } }));
    expect((screen.getByLabelText('Select all') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Recover selected' })).toBeTruthy();
  }, 20000);

  it('remembers page and page size per entity and tab', async () => {
    setup(all);
    await screen.findByText('Cur 1');
    const pager = screen.getByRole('navigation', { name: 'pagination' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('list.currency.active') ?? '{}')).toEqual({ page: 3, perPage: 10 }));
    expect(localStorage.getItem('list.currency.archived')).toBeNull();
  }, 20000);

  it('dims and disables the buttons the user has no right for', async () => {
    setup([{ value: currency.permission, type: 'access' }]);
    await screen.findByText('Cur 1');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true));
    expect(getComputedStyle(screen.getByRole('button', { name: 'Create' })).opacity).toBe('0.4');
    expect(screen.getAllByRole('button', { name: 'Archive' }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Edit' }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  }, 20000);
});
