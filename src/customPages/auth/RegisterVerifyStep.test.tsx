// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TIMING, accountTexts } from '../../../contract/accounts';
import { ApiError } from '../../dataProvider/api-error';
import { accountApi } from './auth-api';
import { WithCatalogue } from '../../i18n/WithCatalogue';
import { RegisterVerifyStep } from './RegisterVerifyStep';

vi.mock('./auth-api', () => ({
  accountApi: { verify: vi.fn(), resend: vi.fn(), captcha: vi.fn() },
}));
const api = vi.mocked(accountApi);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

function renderStep() {
  return render(
    <MemoryRouter initialEntries={['/register?email=ann@example.test']}>
      <Routes>
        <Route path="/register" element={<RegisterVerifyStep email="ann@example.test" />} />
        <Route path="/login" element={<p>sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: WithCatalogue },
  );
}

const flush = () => act(async () => undefined);

describe('the verification step of registration', () => {
  it('refuses a code that is not 4 digits without calling the server', async () => {
    renderStep();
    fireEvent.change(screen.getByLabelText(/Code/), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await flush();
    expect(screen.getByText(accountTexts.codeFormat)).toBeTruthy();
    expect(api.verify).not.toHaveBeenCalled();
  });

  it('shows the success texts, then goes to sign-in after 1.5 s', async () => {
    vi.useFakeTimers();
    api.verify.mockResolvedValue({ message: accountTexts.registrationComplete });
    renderStep();
    fireEvent.change(screen.getByLabelText(/Code/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await flush();
    expect(api.verify).toHaveBeenCalledWith({ email: 'ann@example.test', code: '1234' });
    expect(screen.getByRole('status').textContent).toBe(accountTexts.registrationComplete);
    await act(async () => vi.advanceTimersByTime(ACCOUNT_TIMING.redirectAfterAuth - 100));
    expect(screen.queryByText('sign-in page')).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByText('sign-in page')).toBeTruthy();
  });

  it("shows the server's message in the form area when the code is refused", async () => {
    api.verify.mockRejectedValue(new ApiError('x', 403, [], { message: accountTexts.wrongCode, errmsg: accountTexts.wrongCode }));
    renderStep();
    fireEvent.change(screen.getByLabelText(/Code/), { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(accountTexts.wrongCode);
  });

  it('resends the code only after the captcha is answered', async () => {
    api.captcha.mockResolvedValue({ captchaId: 'c1', svg: '<svg></svg>', expiresAt: '' });
    api.resend.mockResolvedValue({ message: accountTexts.resendSuccess });
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await flush();
    expect(screen.getByRole('img', { name: 'Captcha question' })).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: '17' } });
    fireEvent.click(send);
    await flush();
    expect(api.resend).toHaveBeenCalledWith({ email: 'ann@example.test', captchaId: 'c1', captchaAnswer: '17' });
    expect(screen.getByRole('status').textContent).toBe(accountTexts.resendSuccess);
    expect(screen.queryByRole('img', { name: 'Captcha question' })).toBeNull();
  });

  it('loads a new question when the answer is refused', async () => {
    api.captcha
      .mockResolvedValueOnce({ captchaId: 'c1', svg: '<svg></svg>', expiresAt: '' })
      .mockResolvedValueOnce({ captchaId: 'c2', svg: '<svg></svg>', expiresAt: '' });
    api.resend.mockRejectedValue(new ApiError('x', 403, [], { message: accountTexts.wrongCaptcha, errmsg: accountTexts.wrongCaptcha }));
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await flush();
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(accountTexts.wrongCaptcha);
    expect(api.captcha).toHaveBeenCalledTimes(2);
  });
});
