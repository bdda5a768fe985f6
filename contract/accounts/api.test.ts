import { describe, expect, it } from 'vitest';
import { authErrorText, invitationLink } from './api';

describe('auth error text', () => {
  it('shows the message for 604, 610, 404 and 403', () => {
    for (const status of [604, 610, 404, 403]) expect(authErrorText(status, { message: 'm', errmsg: 'e' })).toBe('m');
  });

  it('shows the errmsg for other statuses', () => {
    expect(authErrorText(429, { message: 'm', errmsg: 'e' })).toBe('e');
    expect(authErrorText(500, { message: 'm' })).toBe('m');
  });

  it('takes the first item of a list', () => {
    expect(authErrorText(422, [{ path: 'code', msg: 'first' }, { path: 'email', msg: 'second' }])).toBe('first');
    expect(authErrorText(422, [])).toBeUndefined();
    expect(authErrorText(500, 'oops')).toBeUndefined();
  });
});

describe('invitation link', () => {
  it('points at the activation screen with username and token', () => {
    expect(invitationLink('john', 'a+b/c')).toBe('/#/user/activate?username=john&token=a%2Bb%2Fc');
  });
});
