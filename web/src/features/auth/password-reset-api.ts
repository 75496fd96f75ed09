import type { z } from 'zod';
import type { acceptedSchema } from '@petvet/shared';
import { api } from '../../lib/api';

type Accepted = z.infer<typeof acceptedSchema>;

/** Asking for a password-reset link by email, and setting the new password from it. */
export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<Accepted, { email: string }>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<Accepted, { token: string; password: string }>({
      query: (body) => ({ url: '/auth/password-reset/confirm', method: 'POST', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useConfirmPasswordResetMutation } =
  passwordResetApi;
