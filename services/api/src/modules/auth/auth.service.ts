import {
  AppError,
  EMAIL_TAKEN_TEXT,
  INVALID_CREDENTIALS_TEXT,
  SESSION_ENDED_TEXT,
  STAFF_ACCESS_ENDED_TEXT,
  type AuthResponse,
  type AuthUser,
  type LoginRequest,
  type RegisterRequest,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { signToken } from '../../lib/tokens';
import { createMembershipService } from '../staff/membership.service';
import {
  EMAIL_UNIQUE_CONSTRAINT,
  createAuthRepository,
  type AccountRecord,
} from './auth.repository';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password-hasher';

const toUser = (account: AccountRecord, clinic: AuthUser['clinic'] = null): AuthUser => ({
  id: account.id,
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
  userType: account.userType,
  emailVerified: account.emailVerified,
  totpEnabled: account.totpEnabled,
  clinic,
});

export function createAuthService(deps: Pick<AppDeps, 'db' | 'config'>) {
  const repository = createAuthRepository(deps.db);
  const members = createMembershipService(deps);
  const { JWT_SECRET, JWT_EXPIRES_IN_SECONDS } = deps.config;

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

  const answer = async (account: AccountRecord): Promise<AuthResponse> => ({
    user: toUser(account, await clinicOf(account)),
    token: signToken(
      { sub: account.id, userType: account.userType },
      JWT_SECRET,
      JWT_EXPIRES_IN_SECONDS,
    ),
  });

  return {
    async register(input: RegisterRequest): Promise<AuthResponse> {
      const passwordHash = await hashPassword(input.password);
      try {
        const account = await repository.create({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          userType: input.userType,
        });
        return await answer(account);
      } catch (error) {
        // The unique index decides, so two simultaneous sign-ups cannot both win.
        if (isUniqueViolation(error, EMAIL_UNIQUE_CONSTRAINT)) {
          throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_TEXT);
        }
        throw error;
      }
    },

    async login(input: LoginRequest): Promise<AuthResponse> {
      const account = await repository.findByEmail(input.email);
      // Unknown emails verify against a decoy so timing does not reveal which emails exist.
      const passwordHash = account?.passwordHash ?? (await decoyPasswordHash());
      const matches = await verifyPassword(passwordHash, input.password);
      if (!account || !matches) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS_TEXT);
      return answer(account);
    },

    async me(userId: string): Promise<AuthUser> {
      const account = await repository.findById(userId);
      if (!account) throw new AppError('UNAUTHENTICATED', SESSION_ENDED_TEXT);
      return toUser(account, await clinicOf(account));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
