import type { AuthResponse, TotpLoginRequest } from '@petvet/shared';
import { api } from '../../lib/api';

/** The sign-in's code step, for an account with a second factor. */
export const loginCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginTotp: build.mutation<AuthResponse, TotpLoginRequest>({
      query: (body) => ({ url: '/auth/login/totp', method: 'POST', body }),
    }),
  }),
});

export const { useLoginTotpMutation } = loginCodeApi;
