import type { AccountSettings, AuthUser } from '@petvet/shared';
import { api } from '../../lib/api';

/** PATCH /api/account: the signed-in account keeps the language chosen in the header. */
export const accountLocaleApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveAccountSettings: build.mutation<AuthUser, AccountSettings>({
      query: (body) => ({ url: '/account', method: 'PATCH', body }),
    }),
  }),
});

export const { useSaveAccountSettingsMutation } = accountLocaleApi;
