import { loggedIn } from '../../store/session-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { currentAccountApi } from './current-account';
import { api } from './slice';

interface Message {
  message: string;
}

/**
 * Confirming the signed-in account's address from the emailed link, and asking for the link
 * again: the verification page and the banner both use them.
 */
export const emailVerificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.mutation<Message, string>({
      query: (token) => ({ url: '/auth/verify-email', method: 'POST', body: { token } }),
    }),
    resendVerification: build.mutation<Message, void>({
      query: () => ({ url: '/auth/verify-email/resend', method: 'POST' }),
    }),
  }),
});

export const { useVerifyEmailMutation, useResendVerificationMutation } = emailVerificationApi;

/**
 * Reads the signed-in account again into the session: after a confirmation the banner goes and a
 * changed address shows, on this device and in storage.
 */
export function useRefreshSessionUser() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const [read] = currentAccountApi.endpoints.currentAccount.useLazyQuery();
  return async () => {
    if (!token) return;
    const user = await read().unwrap();
    dispatch(loggedIn({ token, user }));
  };
}
