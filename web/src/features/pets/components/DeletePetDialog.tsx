import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';

export const DELETE_PET_CONFIRM_TEXT = 'Are you sure you want to delete this pet profile?';
export const DELETE_PET_FAILED_TEXT = 'Failed to delete pet';

/** The question both pet screens ask before a pet profile is deleted. */
export function DeletePetDialog({
  busy,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      title="Delete pet"
      message={DELETE_PET_CONFIRM_TEXT}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
