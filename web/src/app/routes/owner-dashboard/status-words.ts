/** Appointment statuses as an owner reads them. */
export const OWNER_STATUS_WORDS: Record<string, string> = {
  pending: 'Awaiting confirmation by the clinic',
  confirmed: 'Confirmed by the clinic',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export const ownerStatusWords = (status: string) => OWNER_STATUS_WORDS[status] ?? status;
