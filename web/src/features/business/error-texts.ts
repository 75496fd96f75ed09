import { translate, type MessageKey } from '../../i18n';
import { httpStatusOf, serverErrorText } from '../../lib/errors';

const serverText = (failure: unknown) => serverErrorText(failure, '');
const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : '');

/** The alert when creating a category fails: 400 shows the server's reason, others the status. */
export function createCategoryErrorText(failure: unknown): string {
  const status = httpStatusOf(failure);
  if (status === 400)
    return translate('business.error.badRequest', {
      reason: serverText(failure) || translate('business.error.categoryCheckName'),
    });
  if (status !== null)
    return translate('business.error.categoryCreate', {
      reason: serverText(failure) || messageOf(failure) || `HTTP ${status}`,
    });
  return translate('business.error.categoryCreateRetry');
}

/**
 * The alert when creating a service fails: 400 shows the server's reason, 404 a missing category,
 * others the status.
 */
export function createServiceErrorText(failure: unknown): string {
  const status = httpStatusOf(failure);
  if (status === 400)
    return translate('business.error.badRequest', {
      reason: serverText(failure) || translate('business.error.serviceCheckFields'),
    });
  if (status === 404) return translate('business.error.categoryNotFound');
  if (status !== null)
    return translate('business.error.serviceCreate', {
      reason: serverText(failure) || messageOf(failure) || `HTTP ${status}`,
    });
  return translate('business.error.serviceCreateRetry');
}

const TEXT_KEYS = {
  profileSaved: 'business.profile.saved',
  profileFailed: 'business.profile.saveFailed',
  statusFailed: 'business.toast.statusFailed',
  slotCreated: 'business.toast.slotCreated',
  slotFailed: 'business.toast.slotFailed',
  slotsCreated: 'business.toast.slotsCreated',
  slotsFailed: 'business.toast.slotsFailed',
  slotDeleted: 'business.toast.slotDeleted',
  slotDeleteFailed: 'business.toast.slotDeleteFailed',
  categoryCreated: 'business.toast.categoryCreated',
  categoryUpdated: 'business.toast.categoryUpdated',
  categoryUpdateFailed: 'business.toast.categoryUpdateFailed',
  categoryDeleted: 'business.toast.categoryDeleted',
  categoryDeleteFailed: 'business.toast.categoryDeleteFailed',
  serviceCreated: 'business.toast.serviceCreated',
  serviceUpdated: 'business.toast.serviceUpdated',
  serviceUpdateFailed: 'business.toast.serviceUpdateFailed',
  serviceDeleted: 'business.toast.serviceDeleted',
  serviceDeleteFailed: 'business.toast.serviceDeleteFailed',
  confirmCategoryDelete: 'business.confirm.categoryDelete',
  confirmServiceDelete: 'business.confirm.serviceDelete',
  confirmSlotDelete: 'business.confirm.slotDelete',
  confirmBulk: 'business.confirm.bulk',
} as const satisfies Record<string, MessageKey>;

/**
 * The dashboard's toasts and confirmations. Each is read when it is shown (a getter), so it
 * speaks the language active at that moment, not the one the module was loaded in.
 */
export const BUSINESS_TEXTS = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(TEXT_KEYS).map(([name, key]) => [
      name,
      { enumerable: true, get: () => translate(key) },
    ]),
  ),
) as { readonly [name in keyof typeof TEXT_KEYS]: string };
