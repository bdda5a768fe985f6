import { accountMail } from '../../../contract/accounts/account-mails';
import type { UserLanguage } from '../../../contract/accounts/user-language';
import type { MailMessage } from '../../providers/mail';

// The mails of the account flows, each in its recipient's language (contract/accounts/account-mails.ts).

interface Recipient {
  email: string;
  username: string;
  language: UserLanguage;
}

export const verifyMail = (to: Recipient, code: string): MailMessage => ({
  to: to.email,
  purpose: 'verify',
  ...accountMail(to.language, 'verify', { username: to.username, code }),
});

export const resetMail = (to: Recipient, code: string): MailMessage => ({
  to: to.email,
  purpose: 'reset',
  ...accountMail(to.language, 'reset', { username: to.username, code }),
});

export const alreadyRegisteredMail = (to: Recipient): MailMessage => ({
  to: to.email,
  purpose: 'verify',
  ...accountMail(to.language, 'alreadyRegistered'),
});

export const invitationMail = (to: Recipient, link: string, invitedBy: string): MailMessage => ({
  to: to.email,
  purpose: 'invite',
  ...accountMail(to.language, 'invitation', { username: to.username, link, invitedBy }),
});

/** Purposes that mail a code, limited together per address. */
export const CODE_PURPOSES = ['verify', 'reset'];
