import { mailLocale, mailWordsIn } from '@petvet/shared/backend';

/**
 * The words a downloaded calendar file or a subscribed feed shows, in its reader's language. They
 * are the emails' own calendar texts, so an invitation, a download and a feed name a visit alike.
 * `locale` is an account's stored language; anything else reads English.
 */
export function calendarWords(locale: unknown) {
  const t = mailWordsIn(mailLocale(locale));
  return {
    /** "Consultation for Rex at Camden Animal Clinic"; a clinic without a name is left out. */
    ownerSummary(visit: { service: string; pet: string; clinic: string }): string {
      const summary = t('calendar.summary', { service: visit.service, pet: visit.pet });
      return visit.clinic ? t('calendar.atClinic', { summary, clinic: visit.clinic }) : summary;
    },
    /** "Consultation: Rex (Olivia Owner)", as the clinic's own calendar lists it. */
    clinicSummary: (visit: { service: string; pet: string; owner: string }): string =>
      t('calendar.clinicSummary', visit),
    awaitingConfirmation: (): string => t('calendar.awaitingConfirmation'),
    /** What the calendar app calls the feed: whose visits it holds. */
    feedName: (name: string): string => t('calendar.feedName', { name }),
  };
}

export type CalendarWords = ReturnType<typeof calendarWords>;
