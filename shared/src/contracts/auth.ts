import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, USER_TYPES } from '../constants';
import { optionalText } from './common';
import { LOCALES } from '../i18n/locales';
import { staffClinicSchema } from './staff';

export const PASSWORD_TOO_SHORT_TEXT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const PASSWORDS_DO_NOT_MATCH_TEXT = 'Passwords do not match';
export const INVALID_CREDENTIALS_TEXT = 'Invalid email or password';
export const EMAIL_TAKEN_TEXT = 'An account with this email already exists';
export const SESSION_ENDED_TEXT = 'Your session has ended. Please log in again.';

/** A language of the product's (en, de, fr, es); an account's screens and emails speak it. */
export const localeSchema = z.enum(LOCALES);

export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

const emailSchema = z.string().trim().max(254).email();
const nameSchema = z.string().trim().min(1).max(100);

/** POST /api/auth/register. confirmPassword is checked by the form and never sent. */
export const registerRequestSchema = z.object({
  email: emailSchema,
  // Long enough for passphrases, short enough that hashing cannot be used to burn CPU.
  password: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_TEXT).max(256),
  firstName: nameSchema,
  lastName: nameSchema,
  phone: optionalText(40),
  userType: userTypeSchema,
  /** The language the visitor was reading when they signed up; English when not sent. */
  locale: localeSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/login. Only presence is checked: any wrong value answers the same 401. */
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in user as every answer shows it: never the password or its hash. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: userTypeSchema,
  /** Whether the address was confirmed by its link (reminders and offers wait until it is). */
  emailVerified: z.boolean(),
  /** Whether sign-in asks for a second factor (TOTP) after the password. */
  totpEnabled: z.boolean(),
  /** The language the account's screens and emails speak (a session stored before it: English). */
  locale: localeSchema.default('en'),
  /** The clinic a business account acts for and its role there; null for pet owners. */
  clinic: staffClinicSchema.nullable().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** POST /api/auth/invitations/accept: the invited email is the invitation's own. */
export const invitationAcceptSchema = registerRequestSchema
  .pick({ password: true, firstName: true, lastName: true })
  .extend({ token: z.string().trim().min(1).max(200) });
export type InvitationAccept = z.infer<typeof invitationAcceptSchema>;

export const authResponseSchema = z.object({
  token: z.string(),
  user: authUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * The registration form (SPA): whether the passwords match is checked before their length, so
 * the form reports exactly one of the two texts.
 */
export const registerFormSchema = registerRequestSchema
  .extend({ password: z.string().max(256), confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    if (form.password !== form.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: PASSWORDS_DO_NOT_MATCH_TEXT,
      });
    } else if (form.password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_TOO_SHORT_TEXT });
    }
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;
