import type { z } from 'zod';
import type { acceptedSchema } from '@petvet/shared';
import { api } from '../../lib/api';

// The device list (sessions-api) reads under this tag.
const tagged = api.enhanceEndpoints({ addTagTypes: ['Sessions'] });

/** POST /api/account/password: the signed-in person's new password; other devices are signed out. */
export const passwordApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<
      z.infer<typeof acceptedSchema>,
      { currentPassword: string; newPassword: string }
    >({
      query: (body) => ({ url: '/account/password', method: 'POST', body }),
      // The device list shows the other devices gone.
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const { useChangePasswordMutation } = passwordApi;
