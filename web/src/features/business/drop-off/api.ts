import type { DropOffSettings, DropOffSettingsInput } from '@petvet/shared';
import { api } from '../../../lib/api';
import { withIfMatch } from '../../../lib/versioned-write';

const tagged = api.enhanceEndpoints({ addTagTypes: ['DropOff'] });

/** The clinic's drop-off day: admission windows, collection time, total cap, theatre clinician. */
export const dropOffSettingsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    dropOffSettings: build.query<DropOffSettings, void>({
      query: () => '/vet-business/drop-off',
      providesTags: ['DropOff'],
    }),
    saveDropOffSettings: build.mutation<
      DropOffSettings,
      { body: DropOffSettingsInput; version?: string }
    >({
      query: ({ body, version }) =>
        withIfMatch({ url: '/vet-business/drop-off', method: 'PUT', body }, version),
      invalidatesTags: ['DropOff'],
    }),
  }),
});

export const { useDropOffSettingsQuery, useSaveDropOffSettingsMutation } = dropOffSettingsApi;
