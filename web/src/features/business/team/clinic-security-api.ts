import type { ClinicSecurity } from '@petvet/shared';
import { api } from '../../../lib/api';

const tagged = api.enhanceEndpoints({ addTagTypes: ['ClinicSecurity'] });

/** The practice owner's switch: a second factor required of every staff member. */
export const clinicSecurityApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    clinicSecurity: build.query<ClinicSecurity, void>({
      query: () => '/vet-business/security',
      providesTags: ['ClinicSecurity'],
    }),
    setClinicSecurity: build.mutation<ClinicSecurity, boolean>({
      query: (requireSecondFactor) => ({
        url: '/vet-business/security',
        method: 'PUT',
        body: { requireSecondFactor },
      }),
      invalidatesTags: ['ClinicSecurity'],
    }),
  }),
});

export const { useClinicSecurityQuery, useSetClinicSecurityMutation } = clinicSecurityApi;
