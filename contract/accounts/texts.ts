// Texts of the account flows (spec, first document, sections 5 and 8), spelled as the spec spells them.
// Texts the spec does not give are marked; they are ours.
export const accountTexts = {
  formNotApproved: 'Form data is not approved, please fill in the form correctly',
  accountCreated: 'Account created successfully',
  registrationComplete: "You have completed all stages of registration, now it's time to log in to your account",
  emailSent: 'email successfully send',
  resendSuccess: 'resend code success',
  invalidInvitation:
    'Oops! The invitation link you used is no longer valid. Please request a new one or contact support if you need assistance.',
  /** Not in the spec: a wrong, expired or used code (the same answer whether or not the email is known). */
  wrongCode: 'The code is wrong or has expired. Request a new code.',
  /** Not in the spec: too many wrong codes for one request; a new code is needed. */
  tooManyCodeAttempts: 'Too many wrong codes. Request a new code.',
  /** Not in the spec: too many wrong codes for one email address across codes; new codes do not help. */
  codeGuessesUsedUp: 'Too many wrong codes for this email address. Try again in 24 hours.',
  /** Not in the spec: too many requests from one address or for one email. */
  tooManyRequests: 'Too many requests. Try again later.',
  /** Not in the spec: the captcha was not solved, has expired or was already used. */
  wrongCaptcha: 'The captcha check failed or has expired. Try again.',
  /** Not in the spec: password rule messages the shared ones do not cover. */
  passwordDigit: 'Please Enter at least one number',
  passwordLowercase: 'Please Enter at least one lowercase letter',
  passwordsDiffer: 'Passwords do not match',
  /** Not in the spec: the password was changed through the reset flow. */
  passwordChanged: 'Your password has been changed, now you can log in to your account',
  /** Not in the spec: an invitation was sent. */
  invitationSent: 'Invitation successfully send',
  /** Not in the spec: the code must be exactly 4 digits. */
  codeFormat: 'The code is 4 digits',
} as const;

/** Password strength labels of the meter. */
export const STRENGTH_LABELS = ['Weak', 'Medium', 'Strong'] as const;
export type PasswordStrength = (typeof STRENGTH_LABELS)[number];
