import { Modal } from '../../../components/ui/Modal';
import { AddToRecordForm, type VisitToWrite } from './AddToRecordForm';

/** The "Add to health record" dialog opened from an appointment or from the patient's visits. */
export function AddToRecordDialog({
  visit,
  onClose,
}: {
  visit: VisitToWrite;
  onClose: () => void;
}) {
  return (
    <Modal title={`Add to ${visit.petName}'s health record`} onClose={onClose} size="lg">
      <AddToRecordForm visit={visit} onDone={onClose} />
    </Modal>
  );
}
