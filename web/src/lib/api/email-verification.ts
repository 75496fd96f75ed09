import type { AuthUser } from '@petvet/shared';
import { loggedIn } from '../../store/session-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { api } from './slice';

interface Message {
  message: string;
}

/**
 * Whether the signed-in account's address is verified (GET /api/auth/me), confirming it from the
 * emailed link, and asking for the link again: the verification page and the banner both use them.
 */
export const emailVerificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentAccount: build.query<AuthUser, void>({ query: () => '/auth/me' }),
    verifyEmail: build.mutation<Message, string>({
      query: (token) => ({ url: '/auth/verify-email', method: 'POST', body: { token } }),
    }),
    resendVerification: build.mutation<Message, void>({
      query: () => ({ url: '/auth/verify-email/resend', method: 'POST' }),
    }),
  }),
});

export const { useCurrentAccountQuery, useVerifyEmailMutation, useResendVerificationMutation } =
  emailVerificationApi;

/**
 * Reads the signed-in account again into the session: after a confirmation the banner goes and a
 * changed address shows, on this device and in storage.
 */
export function useRefreshSessionUser() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const [read] = emailVerificationApi.endpoints.currentAccount.useLazyQuery();
  return async () => {
    if (!token) return;
    const user = await read().unwrap();
    dispatch(loggedIn({ token, user }));
  };
}
