import {
  AppError,
  EMAIL_TAKEN_TEXT,
  INVALID_CREDENTIALS_TEXT,
  SESSION_ENDED_TEXT,
  STAFF_ACCESS_ENDED_TEXT,
  type AuthResponse,
  type Locale,
  type AuthUser,
  type LoginRequest,
  type RegisterRequest,
  type TotpRequired,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { startSession } from '../account/session-store';
import { createTotpChallenges } from '../account/totp-challenge';
import { createMembershipService } from '../staff/membership.service';
import {
  EMAIL_UNIQUE_CONSTRAINT,
  createAuthRepository,
  type AccountRecord,
} from './auth.repository';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password-hasher';

/** The device a sign-in comes from (deviceOf(req)); its session is recorded with it. */
export interface SignInDevice {
  userAgent: string;
  address: string;
}

const toUser = (account: AccountRecord, clinic: AuthUser['clinic'] = null): AuthUser => ({
  id: account.id,
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
  userType: account.userType,
  emailVerified: account.emailVerified,
  totpEnabled: account.totpEnabled,
  locale: account.locale,
  clinic,
});

export function createAuthService(deps: Pick<AppDeps, 'db' | 'config' | 'now'>) {
  const repository = createAuthRepository(deps.db);
  const totpChallenges = createTotpChallenges(deps.config.JWT_SECRET, deps.now);
  const members = createMembershipService(deps);

  /**
   * The clinic a business account acts for and as what. A removed member with no clinic left
   * is signed out: every business request of theirs would answer 401 anyway.
   */
  const clinicOf = async (account: AccountRecord): Promise<AuthUser['clinic']> => {
    if (account.userType !== 'vet_business') return null;
    const clinic = await members.clinicOfAccount(account.id);
    if (clinic) return clinic;
    const membership = await members.membershipOf(account.id);
    if (membership.kind === 'removed')
      throw new AppError('UNAUTHENTICATED', STAFF_ACCESS_ENDED_TEXT);
    return null;
  };

  /** Every sign-in starts a session of its own: the token names it, and ending it signs out. */
  const answer = async (account: AccountRecord, device: SignInDevice): Promise<AuthResponse> => {
    const clinic = await clinicOf(account);
    const token = await startSession(
      deps.db,
      { accountId: account.id, userType: account.userType, ...device },
      deps.config,
    );
    return { user: toUser(account, clinic), token };
  };

  return {
    async register(input: RegisterRequest, device: SignInDevice): Promise<AuthResponse> {
      const passwordHash = await hashPassword(input.password);
      try {
        const account = await repository.create({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          userType: input.userType,
          locale: input.locale ?? 'en',
        });
        return await answer(account, device);
      } catch (error) {
        // The unique index decides, so two simultaneous sign-ups cannot both win.
        if (isUniqueViolation(error, EMAIL_UNIQUE_CONSTRAINT)) {
          throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_TEXT);
        }
        throw error;
      }
    },

    async login(input: LoginRequest, device: SignInDevice): Promise<AuthResponse | TotpRequired> {
      const account = await repository.findByEmail(input.email);
      // Unknown emails verify against a decoy so timing does not reveal which emails exist.
      const passwordHash = account?.passwordHash ?? (await decoyPasswordHash());
      const matches = await verifyPassword(passwordHash, input.password);
      if (!account || !matches) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS_TEXT);
      // With a second factor, no session yet: POST /api/auth/login/totp starts it after the code.
      if (account.totpEnabled) {
        return { totpRequired: true, challenge: totpChallenges.issue(account.id) };
      }
      return answer(account, device);
    },

    /** Keeps the language the account chose; its screens and emails speak it from now on. */
    async setLocale(userId: string, locale: Locale): Promise<AuthUser> {
      const account = await repository.setLocale(userId, locale);
      if (!account) throw new AppError('UNAUTHENTICATED', SESSION_ENDED_TEXT);
      return toUser(account, await clinicOf(account));
    },

    async me(userId: string): Promise<AuthUser> {
      const account = await repository.findById(userId);
      if (!account) throw new AppError('UNAUTHENTICATED', SESSION_ENDED_TEXT);
      return toUser(account, await clinicOf(account));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
