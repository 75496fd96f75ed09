import { WAITLIST_HOLD_MINUTES } from '@petvet/shared';

/** What "pending" means to an owner. */
export const STATUS_PENDING_TEXT = 'Awaiting confirmation by the clinic';
export const PENDING_EXPLAINED_TEXT =
  'The clinic has your request and will confirm it; we email you as soon as it does.';
export const WAITLIST_EXPLAINED_TEXT = `If a time on this day frees up, the first owner waiting is offered it: the time is held for you alone for ${WAITLIST_HOLD_MINUTES} minutes and we email you a link to book it.`;
