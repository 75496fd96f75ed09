import { useState } from 'react';
import type { Pet } from '@petvet/shared';
import { Spinner } from '../../../components/ui/Feedback';
import { formatDate } from '../../../lib/dates';
import { useMedicalHistoryQuery } from '../../../lib/api/pets';
import { MedicalRecordModal } from './MedicalRecordModal';

export const NO_MEDICAL_RECORDS_TEXT = 'No medical records yet.';

const TYPE_BADGES: Record<string, string> = {
  checkup: 'badge--success',
  illness: 'badge--warning',
  injury: 'badge--danger',
  surgery: 'badge--info',
  other: '',
};

export function MedicalHistoryTab({ pet }: { pet: Pet }) {
  // Load failures are only logged, never shown: the list simply stays empty.
  const { data: records = [], isLoading } = useMedicalHistoryQuery(pet.id);
  const [adding, setAdding] = useState(false);
  return (
    <div className="stack">
      <div className="card__header">
        <h3>Medical History</h3>
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setAdding(true)}>
          Add Medical Record
        </button>
      </div>
      {isLoading ? (
        <Spinner label="Loading medical records…" />
      ) : records.length === 0 ? (
        <p className="muted">{NO_MEDICAL_RECORDS_TEXT}</p>
      ) : (
        <ul className="list">
          {records.map((record) => (
            <li key={record.id} className="record">
              <div className="record__head">
                <h4 className="record__title">{record.title}</h4>
                <span className={`badge ${TYPE_BADGES[record.type] ?? ''}`}>{record.type}</span>
              </div>
              <p className="muted small">{formatDate(record.date)}</p>
              {record.description && <p>{record.description}</p>}
              <dl className="record__grid">
                {(record.vetName || record.vetClinic) && (
                  <div>
                    <dt>Vet:</dt>
                    <dd>{[record.vetName, record.vetClinic].filter(Boolean).join(', ')}</dd>
                  </div>
                )}
                {record.treatment && (
                  <div>
                    <dt>Treatment:</dt>
                    <dd>{record.treatment}</dd>
                  </div>
                )}
                {record.medications && (
                  <div>
                    <dt>Medications:</dt>
                    <dd>{record.medications}</dd>
                  </div>
                )}
                {record.followUpRequired && (
                  <div>
                    <dt>Follow-up:</dt>
                    <dd>
                      {record.followUpDate
                        ? `Required by ${formatDate(record.followUpDate)}`
                        : 'Required'}
                    </dd>
                  </div>
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
      {adding && (
        <MedicalRecordModal petId={pet.id} petName={pet.name} onClose={() => setAdding(false)} />
      )}
    </div>
  );
}
