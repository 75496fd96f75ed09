import { api } from '../../lib/api';

/** POST /api/account/email: the new address gets a link, the old one a notice. */
export const emailApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeEmail: build.mutation<{ message: string }, { email: string; password: string }>({
      query: (body) => ({ url: '/account/email', method: 'POST', body }),
    }),
  }),
});

export const { useChangeEmailMutation } = emailApi;
