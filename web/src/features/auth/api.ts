import type {
  AuthResponse,
  ClaimAccountRequest,
  LoginRequest,
  RegisterRequest,
  TotpRequired,
} from '@petvet/shared';
import { activeLocale } from '../../i18n';
import { api } from '../../lib/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** An account with a second factor answers a challenge for the code step instead. */
    login: build.mutation<AuthResponse | TotpRequired, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    // The new account speaks the language its owner was reading when they signed up.
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({
        url: '/auth/register',
        method: 'POST',
        body: { locale: activeLocale(), ...body },
      }),
    }),
    /** The first password of an account a clinic made at its desk, from the emailed link. */
    claimAccount: build.mutation<AuthResponse, ClaimAccountRequest>({
      query: (body) => ({ url: '/auth/claim-account', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useClaimAccountMutation } = authApi;
