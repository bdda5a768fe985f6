// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TIMING, accountTexts } from '../../../contract/accounts';
import { ApiError } from '../../dataProvider/api-error';
import { WithCatalogue } from '../../i18n/WithCatalogue';
import { ActivatePage } from './ActivatePage';
import { accountApi } from './auth-api';

vi.mock('./auth-api', () => ({ accountApi: { invitation: vi.fn(), activate: vi.fn() } }));
const api = vi.mocked(accountApi);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/user/activate" element={<ActivatePage />} />
        <Route path="/login" element={<p>sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: Providers },
  );
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <WithCatalogue>{children}</WithCatalogue>
    </QueryClientProvider>
  );
}

describe('invitation activation', () => {
  it('shows the spec text for a link the server refuses and goes to sign-in after 8 s', async () => {
    vi.useFakeTimers();
    api.invitation.mockRejectedValue(new ApiError('x', 404, [], { message: accountTexts.invalidInvitation }));
    renderAt('/user/activate?username=ann&token=used');
    // the answer is read on the next turn of the clock
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(api.invitation).toHaveBeenCalledWith({ username: 'ann', token: 'used' });
    expect(screen.getByRole('alert').textContent).toBe(accountTexts.invalidInvitation);
    await act(async () => vi.advanceTimersByTime(ACCOUNT_TIMING.invalidInvitation - 500));
    expect(screen.queryByText('sign-in page')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText('sign-in page')).toBeTruthy();
  });

  it('treats a link without a token as invalid without asking the server', async () => {
    renderAt('/user/activate?username=ann');
    await act(async () => undefined);
    expect(screen.getByRole('alert').textContent).toBe(accountTexts.invalidInvitation);
    expect(api.invitation).not.toHaveBeenCalled();
  });

  it('asks for the password twice for a valid link', async () => {
    api.invitation.mockResolvedValue({ username: 'ann' });
    renderAt('/user/activate?username=ann&token=good');
    expect(await screen.findByLabelText(/New Password/)).toBeTruthy();
    expect(screen.getByLabelText(/Confirm Password/)).toBeTruthy();
  });
});
