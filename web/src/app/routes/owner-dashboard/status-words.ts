import { translate, type MessageKey } from '../../../i18n';

/** Appointment statuses as an owner reads them. */
const OWNER_STATUS_KEYS: Record<string, MessageKey> = {
  pending: 'owner.status.pending',
  confirmed: 'owner.status.confirmed',
  cancelled: 'owner.status.cancelled',
  completed: 'owner.status.completed',
};

/** Looked up when shown, so the words follow a change of language. */
export const ownerStatusWords = (status: string) => {
  const key = OWNER_STATUS_KEYS[status];
  return key ? translate(key) : status;
};
