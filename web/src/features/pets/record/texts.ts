import type { WrittenBy } from '@petvet/shared';
import { translate } from '../../../i18n';

// The words of the owner's health-record screens, shared by the components: functions, so each
// is read in the language shown at the moment it is needed.
export const entryChangedText = () => translate('owner.record.changedElsewhere');
export const entrySaveFailedText = () => translate('owner.record.saveFailed');
export const deleteEntryFailedText = () => translate('owner.record.deleteFailed');
export const hideFailedText = () => translate('owner.record.hideFailed');

/** "Written by Camden Town Veterinary Surgery · Dr Priya Patel" (the clinic alone once the member is gone). */
export function writtenByText(by: WrittenBy): string {
  return by.staffName
    ? translate('owner.record.writtenByStaff', { clinic: by.clinicName, staff: by.staffName })
    : translate('owner.record.writtenBy', { clinic: by.clinicName });
}
