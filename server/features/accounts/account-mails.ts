import { ACCOUNT_LIMITS } from '../../../contract/accounts';
import type { MailMessage } from '../../providers/mail';

// The mails of the account flows. A code is the only 4-digit number in its mail.

export const verifyMail = (to: string, username: string, code: string): MailMessage => ({
  to,
  purpose: 'verify',
  subject: 'Your verification code',
  text: `Hello ${username},\n\nYour verification code is ${code}\n\nEnter it on the registration page to activate your account. It expires in ${ACCOUNT_LIMITS.codeMinutes} minutes.\n`,
});

export const resetMail = (to: string, username: string, code: string): MailMessage => ({
  to,
  purpose: 'reset',
  subject: 'Your password reset code',
  text: `Hello ${username},\n\nYour password reset code is ${code}\n\nEnter it with your new password. It expires in ${ACCOUNT_LIMITS.codeMinutes} minutes. If you did not ask for it, ignore this mail.\n`,
});

export const alreadyRegisteredMail = (to: string): MailMessage => ({
  to,
  purpose: 'verify',
  subject: 'Someone tried to create an account with your email',
  text: `Hello,\n\nSomeone tried to create a new account with this email address, which already has an account. If it was you, sign in, or use Forgot Password to set a new password; if you have not entered your verification code yet, use Resend on the verification step. Otherwise ignore this mail.\n`,
});

export const invitationMail = (to: string, username: string, link: string, invitedBy: string): MailMessage => ({
  to,
  purpose: 'invite',
  subject: 'You are invited to the back office',
  text: `Hello ${username},\n\n${invitedBy} invited you to the back office. Open this link to choose your password:\n\n${link}\n\nThe link works once and expires in ${ACCOUNT_LIMITS.invitationDays} days.\n`,
});

/** Purposes that mail a code, limited together per address. */
export const CODE_PURPOSES = ['verify', 'reset'];
