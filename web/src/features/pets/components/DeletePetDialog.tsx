import { useT } from '../../../i18n';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';

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
  const t = useT();
  return (
    <ConfirmDialog
      title={t('owner.deletePet.title')}
      message={t('owner.deletePet.confirm')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
