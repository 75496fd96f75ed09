import { Modal } from '../../../components/ui/Modal';
import { AddToRecordForm, type VisitToWrite } from './AddToRecordForm';
import { useT } from '../../../i18n';

/** The "Add to health record" dialog opened from an appointment or from the patient's visits. */
export function AddToRecordDialog({
  visit,
  onClose,
}: {
  visit: VisitToWrite;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal title={t('clinic.record.addTo', { petName: visit.petName })} onClose={onClose} size="lg">
      <AddToRecordForm visit={visit} onDone={onClose} />
    </Modal>
  );
}
