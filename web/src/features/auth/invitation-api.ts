import type { AuthResponse, InvitationAccept } from '@petvet/shared';
import { api } from '../../lib/api';

/** An emailed staff invitation turned into an account: answered as a sign-in is. */
export const invitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    acceptInvitation: build.mutation<AuthResponse, InvitationAccept>({
      query: (body) => ({ url: '/auth/invitations/accept', method: 'POST', body }),
    }),
  }),
});

export const { useAcceptInvitationMutation } = invitationApi;
