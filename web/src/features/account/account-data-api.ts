import type { AccountExport } from '@petvet/shared';
import { api } from '../../lib/api';

/** The account's own data (the Security page's "Your data"): its export, and closing it. */
export const accountDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountExport: build.query<AccountExport, void>({
      query: () => '/account/export',
      // Personal data is read fresh each time it is asked for, and not kept once off screen.
      keepUnusedDataFor: 0,
    }),
    closeAccount: build.mutation<{ message: string }, { password: string }>({
      query: (body) => ({ url: '/account', method: 'DELETE', body }),
    }),
  }),
});

export const { useLazyAccountExportQuery, useCloseAccountMutation } = accountDataApi;

/** Saves the export as the JSON file the API names, from the data already read. */
export function saveAsFile(data: AccountExport, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the address is freed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
