/**
 * An account's lifecycle on the wire: password reset, email verification, change of password and
 * address, sessions, the second factor (TOTP), the export of its data and closing it.
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { localeSchema, PASSWORDS_DO_NOT_MATCH_TEXT, PASSWORD_TOO_SHORT_TEXT } from './auth';

/** PATCH /api/account: the account's own settings; today its language. */
export const accountSettingsSchema = z.strictObject({ locale: localeSchema });
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const RESET_LINK_VALID_MINUTES = 60;
export const VERIFY_LINK_VALID_HOURS = 48;
/** A verification email may be sent again at most this often. */
export const VERIFY_RESEND_EVERY_SECONDS = 60;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong second-factor codes in a row that lock the code step, and for how long. */
export const TOTP_MAX_FAILURES = 5;
export const TOTP_LOCK_MINUTES = 15;

export const RESET_REQUESTED_TEXT =
  'If an account uses this email address, we have sent it a link to choose a new password.';
export const LINK_INVALID_TEXT =
  'This link has expired or has already been used. Please ask for a new one.';
export const CURRENT_PASSWORD_WRONG_TEXT = 'Current password is incorrect';
export const PASSWORD_WRONG_TEXT = 'Password is incorrect';
export const VERIFY_RESEND_TOO_SOON_TEXT =
  'A verification email was sent less than a minute ago. Please wait a moment and try again.';
export const TOTP_CODE_WRONG_TEXT = 'That code is not right. Please try again.';
export const TOTP_LOCKED_TEXT =
  'Too many wrong codes. The code step is locked for 15 minutes; please try again later.';
export const SECOND_FACTOR_REQUIRED_TEXT =
  'Your clinic asks every staff member to sign in with a second factor. Please set one up on the Security page.';
export const CLOSE_ACCOUNT_HAS_FUTURE_APPOINTMENTS_TEXT =
  'Your clinic still has upcoming appointments. Cancel or move them, or hand the clinic to another owner, before closing your account.';
/** How a closed account's name reads wherever a record still names it. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

const emailSchema = z.string().trim().max(254).email();
const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_TEXT).max(256);
const tokenSchema = z.string().trim().min(1).max(200);

/** POST /api/auth/password-reset */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
/** POST /api/auth/password-reset/confirm */
export const passwordResetConfirmSchema = z.object({
  token: tokenSchema,
  password: passwordSchema,
});
/** POST /api/auth/verify-email */
export const verifyEmailSchema = z.object({ token: tokenSchema });
/** POST /api/account/password */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(256),
  newPassword: passwordSchema,
});
/** POST /api/account/email: the new address is confirmed by a link sent to it. */
export const changeEmailSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(256),
});
/** DELETE /api/account */
export const closeAccountSchema = z.object({ password: z.string().min(1).max(256) });

/** The 202 of a reset request: the same whether or not the address has an account. */
export const acceptedSchema = z.object({ message: z.string() });

/** One signed-in device, as the Security page lists it. */
export const sessionSchema = z.object({
  id: z.string(),
  deviceLabel: z.string(),
  address: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });
export const sessionIdParamsSchema = z.object({ id: z.string().uuid() });

/** POST /api/account/totp/setup: the secret to put in an authenticator app. */
export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
/** A six-digit code, or (at sign-in) one of the recovery codes. */
export const totpCodeSchema = z.object({ code: z.string().trim().min(1).max(40) });
export const totpEnabledSchema = z.object({ recoveryCodes: z.array(z.string()) });
/** POST /api/auth/login/totp */
export const totpLoginSchema = z.object({
  challenge: z.string().trim().min(1).max(2000),
  code: z.string().trim().min(1).max(40),
});
/** The answer of a sign-in whose account has a second factor: no token until the code. */
export const totpRequiredSchema = z.object({
  totpRequired: z.literal(true),
  challenge: z.string(),
});
export type TotpRequired = z.infer<typeof totpRequiredSchema>;

/** PUT /api/vet-business/security: the practice owner's switch for the whole team. */
export const clinicSecuritySchema = z.object({ requireSecondFactor: z.boolean() });

// --- B2: email verification and change of address ---
export const EMAIL_VERIFIED_TEXT = 'Thank you: your email address is confirmed.';
export const emailChangedText = (email: string) =>
  `Your email address is now ${email}. Use it to sign in from now on.`;
export const ALREADY_VERIFIED_TEXT = 'Your email address is already confirmed.';
export const VERIFICATION_SENT_TEXT =
  'We sent you a new verification email. Open the link in it to confirm your address.';
export const emailChangeSentText = (email: string) =>
  `We sent a link to ${email}. Your address changes when you open it; until then, emails keep going to your current address.`;
export const EMAIL_UNCHANGED_TEXT = 'This is already your email address';
/** What the clinic reads beside an owner whose address nobody has confirmed yet. */
export const EMAIL_NOT_VERIFIED_LABEL = 'email not verified';

// Second factor (TOTP): the texts of its setup, sign-in step and the clinic's switch.
export const TOTP_ALREADY_ON_TEXT =
  'Your second factor is already on. Turn it off first to set up a new one.';
export const TOTP_SETUP_FIRST_TEXT =
  'Start setting up your second factor first, then enter the code your app shows.';
export const TOTP_NOT_ON_TEXT = 'Your account has no second factor turned on.';
export const TOTP_CHALLENGE_EXPIRED_TEXT =
  'Your sign-in took too long. Please enter your email and password again.';
export const OWN_SECOND_FACTOR_FIRST_TEXT =
  'Turn on your own second factor on the Security page before requiring one for your team.';
export type TotpLoginRequest = z.infer<typeof totpLoginSchema>;
/** The switch as read: with the clinic's version, for the If-Match of the next change. */
export const clinicSecurityStateSchema = clinicSecuritySchema.extend({ version: z.string() });
export type ClinicSecurity = z.infer<typeof clinicSecurityStateSchema>;

// --- Password reset and change (B1) ---
/** The answer of a reset that set the new password: it signs nobody in, so the page sends to sign-in. */
export const PASSWORD_RESET_DONE_TEXT =
  'Your password has been changed and every device signed out. Please sign in with your new password.';
export const PASSWORD_CHANGED_TEXT =
  'Your password has been changed. Your other devices have been signed out.';

/**
 * A new password typed twice (the reset page, the Security page): whether the two match is checked
 * before the length, so the form reports exactly one of the registration's two texts.
 */
const newPasswordTwice = <T extends { newPassword: string; confirmPassword: string }>(
  form: T,
  ctx: z.RefinementCtx,
) => {
  if (form.newPassword !== form.confirmPassword)
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: PASSWORDS_DO_NOT_MATCH_TEXT,
    });
  else if (form.newPassword.length < PASSWORD_MIN_LENGTH)
    ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_TOO_SHORT_TEXT });
};
/** The reset page's form; the token comes from the link. */
export const resetPasswordFormSchema = z
  .object({ newPassword: z.string().max(256), confirmPassword: z.string() })
  .superRefine(newPasswordTwice);
/** The Security page's change of password. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(256),
    newPassword: z.string().max(256),
    confirmPassword: z.string(),
  })
  .superRefine(newPasswordTwice);

// --- Sessions (helper A) ---
/** POST /api/account/sessions/revoke-others: how many other sessions were ended. */
export const sessionsEndedSchema = z.object({ ended: z.number().int().min(0) });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/* ---------- D: leave with your data (export and closing the account) ---------- */
export * from './account-data';
