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

// The real widget solves in workers with WebCrypto (the end-to-end test runs it in Chromium); here a
// stand-in element with the widget's methods and events "solves" by echoing the challenge's signature.
vi.mock('./altcha-widget', () => ({ WIDGET_LANGUAGE: 'en', setWidgetTexts: vi.fn() }));
class WidgetStandIn extends HTMLElement {
  challenge?: { signature: string };
  connectedCallback() {
    queueMicrotask(() => this.dispatchEvent(new CustomEvent('load')));
  }
  async configure(config: { challenge: { signature: string } }) {
    this.challenge = config.challenge;
  }
  reset() {
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'unverified' } }));
  }
  async verify() {
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: `solved ${this.challenge?.signature}` } }));
  }
}
if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', WidgetStandIn);
const challenge = (signature: string) => ({ parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: 'ab' }, signature });

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

  it('resends the code only once the captcha is solved, with its payload', async () => {
    api.captcha.mockResolvedValue(challenge('c1'));
    api.resend.mockResolvedValue({ message: accountTexts.resendSuccess });
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(/nothing to read or hear/)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement;
    await flush();
    expect(api.captcha).toHaveBeenCalledTimes(1);
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await flush();
    expect(api.resend).toHaveBeenCalledWith({ email: 'ann@example.test', altcha: 'solved c1' });
    expect(screen.getByRole('status').textContent).toBe(accountTexts.resendSuccess);
    expect(screen.queryByTestId('captcha')).toBeNull();
  });

  it('starts a new challenge when the server refuses the solution', async () => {
    api.captcha.mockResolvedValueOnce(challenge('c1')).mockResolvedValueOnce(challenge('c2'));
    api.resend.mockRejectedValueOnce(new ApiError('x', 403, [], { message: accountTexts.wrongCaptcha, errmsg: accountTexts.wrongCaptcha }));
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    const send = (await screen.findByRole('button', { name: 'Send code' })) as HTMLButtonElement;
    await flush();
    fireEvent.click(send);
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(accountTexts.wrongCaptcha);
    expect(api.captcha).toHaveBeenCalledTimes(2);
    api.resend.mockResolvedValue({ message: accountTexts.resendSuccess });
    fireEvent.click(send);
    await flush();
    expect(api.resend).toHaveBeenLastCalledWith({ email: 'ann@example.test', altcha: 'solved c2' });
  });
});
