import { api } from './api';

export interface ClientSettings {
  publicSignupLinks: 'localhost' | 'always';
}

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    clientSettings: build.query<ClientSettings, void>({
      query: () => '/client-settings',
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useClientSettingsQuery } = settingsApi;

/** Login and Register links appear on localhost only, unless the operator says 'always'. */
export function showSignupLinks(
  hostname: string,
  setting: ClientSettings['publicSignupLinks'] | undefined,
): boolean {
  return (
    hostname === 'localhost' ||
    setting === 'always' ||
    import.meta.env.VITE_PUBLIC_SIGNUP_LINKS === 'always'
  );
}
