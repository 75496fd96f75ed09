import type { WrittenBy } from '@petvet/shared';

/** The words of the owner's health-record screens, shared by the components and their tests. */
export const ENTRY_CHANGED_TEXT =
  'This entry was changed elsewhere after you opened it, so your change was not saved. It has been reloaded: check it and try again.';
export const ENTRY_SAVE_FAILED_TEXT = 'Failed to save the change';
export const DELETE_RECORD_CONFIRM_TEXT =
  'Delete this medical record? It is removed from the pet’s history for good.';
export const DELETE_VACCINATION_CONFIRM_TEXT =
  'Delete this vaccination? It is removed from the pet’s record and certificate for good.';
export const DELETE_ENTRY_FAILED_TEXT = 'Failed to delete the entry';
export const HIDE_FAILED_TEXT = 'Failed to change whether the entry is hidden';

/** "Written by Camden Town Veterinary Surgery · Dr Priya Patel" (the clinic alone once the member is gone). */
export function writtenByText(by: WrittenBy): string {
  return `Written by ${by.clinicName}${by.staffName ? ` · ${by.staffName}` : ''}`;
}

export const hiddenEntriesText = (count: number) => `Hidden entries (${count})`;

export const certificateEmailedText = (petName: string) =>
  `We've emailed ${petName}'s certificate to you`;
export const CERTIFICATE_EMAIL_FAILED_TEXT =
  'The certificate could not be emailed. Please try again.';
export const CERTIFICATE_DOWNLOAD_FAILED_TEXT =
  'The certificate could not be downloaded. Please try again.';
