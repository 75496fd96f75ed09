import type {
  AuthResponse,
  ClaimAccountRequest,
  LoginRequest,
  RegisterRequest,
} from '@petvet/shared';
import { api } from '../../lib/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    /** The first password of an account a clinic made at its desk, from the emailed link. */
    claimAccount: build.mutation<AuthResponse, ClaimAccountRequest>({
      query: (body) => ({ url: '/auth/claim-account', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useClaimAccountMutation } = authApi;
