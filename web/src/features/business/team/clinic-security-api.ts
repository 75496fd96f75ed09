import type { ClinicSecurity } from '@petvet/shared';
import { api } from '../../../lib/api';
import { withIfMatch } from '../../../lib/versioned-write';

const tagged = api.enhanceEndpoints({ addTagTypes: ['ClinicSecurity'] });

/** The practice owner's switch: a second factor required of every staff member. */
export const clinicSecurityApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    clinicSecurity: build.query<ClinicSecurity, void>({
      query: () => '/vet-business/security',
      providesTags: ['ClinicSecurity'],
    }),
    /** Only over the version read: a change made meanwhile (another tab) answers 412. */
    setClinicSecurity: build.mutation<
      ClinicSecurity,
      { requireSecondFactor: boolean; version: string | undefined }
    >({
      query: ({ requireSecondFactor, version }) =>
        withIfMatch(
          { url: '/vet-business/security', method: 'PUT', body: { requireSecondFactor } },
          version,
        ),
      invalidatesTags: ['ClinicSecurity'],
    }),
  }),
});

export const { useClinicSecurityQuery, useSetClinicSecurityMutation } = clinicSecurityApi;
