// The mails of the account flows, in each language of the console (docs/decisions.md, "Two
// languages"): a mail goes out in the language kept on its recipient's record, English until they
// choose. %{name} marks a value. A code is the only 4-digit number in its mail.
import { fillTemplate } from '../messages';
import { ACCOUNT_LIMITS } from './api';
import type { UserLanguage } from './user-language';

export type AccountMailKind = 'verify' | 'reset' | 'alreadyRegistered' | 'invitation';

interface MailTemplate {
  subject: string;
  text: string;
}

export const ACCOUNT_MAILS: Record<UserLanguage, Record<AccountMailKind, MailTemplate>> = {
  en: {
    verify: {
      subject: 'Your verification code',
      text: 'Hello %{username},\n\nYour verification code is %{code}\n\nEnter it on the registration page to activate your account. It expires in %{minutes} minutes.\n',
    },
    reset: {
      subject: 'Your password reset code',
      text: 'Hello %{username},\n\nYour password reset code is %{code}\n\nEnter it with your new password. It expires in %{minutes} minutes. If you did not ask for it, ignore this mail.\n',
    },
    alreadyRegistered: {
      subject: 'Someone tried to create an account with your email',
      text: 'Hello,\n\nSomeone tried to create a new account with this email address, which already has an account. If it was you, sign in, or use Forgot Password to set a new password; if you have not entered your verification code yet, use Resend on the verification step. Otherwise ignore this mail.\n',
    },
    invitation: {
      subject: 'You are invited to the back office',
      text: 'Hello %{username},\n\n%{invitedBy} invited you to the back office. Open this link to choose your password:\n\n%{link}\n\nThe link works once and expires in %{days} days.\n',
    },
  },
  es: {
    verify: {
      subject: 'Su código de verificación',
      text: 'Hola, %{username}:\n\nSu código de verificación es %{code}\n\nEscríbalo en la página de registro para activar su cuenta. Caduca en %{minutes} minutos.\n',
    },
    reset: {
      subject: 'Su código para restablecer la contraseña',
      text: 'Hola, %{username}:\n\nSu código para restablecer la contraseña es %{code}\n\nEscríbalo junto con su nueva contraseña. Caduca en %{minutes} minutos. Si no lo pidió, ignore este correo.\n',
    },
    alreadyRegistered: {
      subject: 'Alguien intentó crear una cuenta con su correo',
      text: 'Hola:\n\nAlguien intentó crear una cuenta nueva con esta dirección de correo, que ya tiene una. Si fue usted, inicie sesión o use Olvidé mi contraseña para elegir una nueva; si aún no escribió su código de verificación, use Reenviar en el paso de verificación. Si no, ignore este correo.\n',
    },
    invitation: {
      subject: 'Tiene una invitación al back office',
      text: 'Hola, %{username}:\n\n%{invitedBy} le invitó al back office. Abra este enlace para elegir su contraseña:\n\n%{link}\n\nEl enlace sirve una vez y caduca en %{days} días.\n',
    },
  },
};

/** A mail's subject and text in a language, its values put in. */
export function accountMail(language: UserLanguage, kind: AccountMailKind, values: Record<string, string | number> = {}): MailTemplate {
  const template = ACCOUNT_MAILS[language][kind];
  const all = { minutes: ACCOUNT_LIMITS.codeMinutes, days: ACCOUNT_LIMITS.invitationDays, ...values };
  return { subject: fillTemplate(template.subject, all), text: fillTemplate(template.text, all) };
}
