/**
 * The second factor's rules: setting it up (a secret waiting for its first code), turning it on
 * (ten recovery codes, shown once), turning it off (only with a current code or a recovery code,
 * so a borrowed session alone cannot remove it), and the code step of a sign-in.
 */
import {
  AppError,
  TOTP_ALREADY_ON_TEXT,
  TOTP_CODE_WRONG_TEXT,
  TOTP_LOCKED_TEXT,
  TOTP_NOT_ON_TEXT,
  TOTP_SETUP_FIRST_TEXT,
  invalid,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import {
  createSecondFactorRepository,
  isLocked,
  type SecondFactorState,
} from './second-factor.repository';
import { createTotpSealer, newRecoveryCodes } from './totp-seal';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp';

/** The name an authenticator app lists the account under. */
export const TOTP_ISSUER = 'PetVet';

const SIX_DIGITS = /^\d{3}\s?\d{3}$/;

export function createSecondFactorService(deps: Pick<AppDeps, 'db' | 'config' | 'now'>) {
  const repository = createSecondFactorRepository(deps.db);
  const sealer = createTotpSealer(deps.config.JWT_SECRET);

  const stateOf = async (accountId: string): Promise<SecondFactorState> => {
    const state = await repository.stateOf(accountId);
    if (!state) throw new AppError('NOT_FOUND', 'Account not found');
    return state;
  };

  const secretOf = (state: SecondFactorState): string => {
    const secret = state.sealedSecret ? sealer.open(state.sealedSecret) : null;
    // A secret sealed under another JWT_SECRET cannot make codes: the factor must be set up again.
    if (!secret) throw new Error('the second factor secret cannot be opened with this key');
    return secret;
  };

  /**
   * True when the code (six digits, or a recovery code) proves the factor; a wrong one is counted,
   * and the fifth in a row locks the step for 15 minutes. A replayed code counts as wrong.
   */
  const proves = async (state: SecondFactorState, code: string): Promise<boolean> => {
    const at = deps.now();
    if (isLocked(state, at)) throw new AppError('RATE_LIMITED', TOTP_LOCKED_TEXT);
    const typed = code.trim();
    let accepted: boolean;
    if (SIX_DIGITS.test(typed)) {
      const step = matchingStep(secretOf(state), typed, at);
      accepted = step !== null && (await repository.useStep(state.id, step, at));
    } else {
      accepted = await repository.useRecoveryCode(state.id, sealer.hashRecoveryCode(typed), at);
    }
    if (accepted) return true;
    if (await repository.countFailure(state.id, at)) {
      throw new AppError('RATE_LIMITED', TOTP_LOCKED_TEXT);
    }
    return false;
  };

  return {
    async setup(accountId: string): Promise<{ secret: string; otpauthUrl: string }> {
      const state = await stateOf(accountId);
      if (state.enabled) throw new AppError('CONFLICT', TOTP_ALREADY_ON_TEXT);
      const secret = newTotpSecret();
      if (!(await repository.savePendingSecret(accountId, sealer.seal(secret)))) {
        throw new AppError('CONFLICT', TOTP_ALREADY_ON_TEXT);
      }
      return { secret, otpauthUrl: otpauthUrl(TOTP_ISSUER, state.email, secret) };
    },

    async enable(accountId: string, code: string): Promise<{ recoveryCodes: string[] }> {
      const state = await stateOf(accountId);
      if (state.enabled) throw new AppError('CONFLICT', TOTP_ALREADY_ON_TEXT);
      if (!state.sealedSecret) throw new AppError('CONFLICT', TOTP_SETUP_FIRST_TEXT);
      const at = deps.now();
      const step = matchingStep(secretOf(state), code, at);
      if (step === null) {
        throw invalid(TOTP_CODE_WRONG_TEXT, [{ path: 'code', message: TOTP_CODE_WRONG_TEXT }]);
      }
      const recoveryCodes = newRecoveryCodes();
      const enabled = await repository.enable({
        accountId,
        sealed: state.sealedSecret,
        step,
        at,
        codeHashes: recoveryCodes.map((c) => sealer.hashRecoveryCode(c)),
      });
      // Another tab started a new setup meanwhile: this code belonged to the old secret.
      if (!enabled) throw new AppError('CONFLICT', TOTP_SETUP_FIRST_TEXT);
      return { recoveryCodes };
    },

    async disable(accountId: string, code: string): Promise<void> {
      const state = await stateOf(accountId);
      if (!state.enabled) throw new AppError('CONFLICT', TOTP_NOT_ON_TEXT);
      if (!(await proves(state, code))) {
        throw invalid(TOTP_CODE_WRONG_TEXT, [{ path: 'code', message: TOTP_CODE_WRONG_TEXT }]);
      }
      await repository.disable(accountId);
    },

    /** The code step of a sign-in: answers whether the account may be signed in now. */
    async provesAtSignIn(accountId: string, code: string): Promise<boolean> {
      const state = await repository.stateOf(accountId);
      if (!state?.enabled) return false;
      return proves(state, code);
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
