import type { ErrorCode } from '@petvet/shared';
import { api } from '../../lib/api';

const tagged = api.enhanceEndpoints({ addTagTypes: ['CurrentAccount'] });

/** The second factor on the Security page: its setup and removal (its state is the account's). */
export const secondFactorApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    setupTotp: build.mutation<{ secret: string; otpauthUrl: string }, void>({
      query: () => ({ url: '/account/totp/setup', method: 'POST' }),
    }),
    // Not invalidated here: the page first shows the recovery codes, then asks again on "Done".
    enableTotp: build.mutation<{ recoveryCodes: string[] }, { code: string }>({
      query: (body) => ({ url: '/account/totp/enable', method: 'POST', body }),
    }),
    disableTotp: build.mutation<void, { code: string }>({
      query: (body) => ({ url: '/account/totp/disable', method: 'POST', body }),
      invalidatesTags: ['CurrentAccount'],
    }),
  }),
});

export const { useSetupTotpMutation, useEnableTotpMutation, useDisableTotpMutation } =
  secondFactorApi;

/** The clinic requires a second factor this member has not set up (403 SECOND_FACTOR_REQUIRED). */
export function isSecondFactorRequired(error: unknown): boolean {
  const data = (error as { data?: { code?: unknown } } | undefined)?.data;
  return data?.code === ('SECOND_FACTOR_REQUIRED' satisfies ErrorCode);
}
