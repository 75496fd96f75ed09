import { WAITLIST_HOLD_MINUTES } from '@petvet/shared';
import { translate } from '../../i18n';

/** What "pending" means to an owner, in the active language. */
export const statusPendingText = () => translate('booking.booked.pending');
export const pendingExplainedText = () => translate('booking.booked.pendingExplained');
export const waitlistExplainedText = () =>
  translate('booking.waitlist.explained', { minutes: WAITLIST_HOLD_MINUTES });
