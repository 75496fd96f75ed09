import type { ReminderRulesRequest, ReminderRulesResponse } from '@petvet/shared';
import { api } from '../../../lib/api';
import { withIfMatch } from '../../../lib/versioned-write';

const tagged = api.enhanceEndpoints({ addTagTypes: ['ReminderRules'] });

/** The clinic's vaccination reminder rules: one list, replaced whole at the version it was read. */
export const reminderRulesApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    reminderRules: build.query<ReminderRulesResponse, void>({
      query: () => '/vet-business/reminder-rules',
      providesTags: ['ReminderRules'],
    }),
    saveReminderRules: build.mutation<
      ReminderRulesResponse,
      { body: ReminderRulesRequest; version: string }
    >({
      query: ({ body, version }) =>
        withIfMatch({ url: '/vet-business/reminder-rules', method: 'PUT', body }, version),
      invalidatesTags: ['ReminderRules'],
    }),
  }),
});

export const { useReminderRulesQuery, useSaveReminderRulesMutation } = reminderRulesApi;
