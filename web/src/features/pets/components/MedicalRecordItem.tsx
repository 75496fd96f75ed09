import type { MedicalRecord } from '@petvet/shared';
import { formatDate } from '../../../lib/dates';
import { WrittenByLine } from '../record/EntryActions';
import type { ReactNode } from 'react';

const TYPE_BADGES: Record<string, string> = {
  checkup: 'badge--success',
  illness: 'badge--warning',
  injury: 'badge--danger',
  surgery: 'badge--info',
  other: '',
};

/** One medical record as the owner reads it; `actions` are the buttons its writer allows. */
export function MedicalRecordItem({
  record,
  actions,
}: {
  record: MedicalRecord;
  actions: ReactNode;
}) {
  return (
    <li className={`record${record.writtenBy ? ' record--clinic' : ''}`}>
      <div className="record__head">
        <h4 className="record__title">{record.title}</h4>
        <span className={`badge ${TYPE_BADGES[record.type] ?? ''}`}>{record.type}</span>
        {actions}
      </div>
      <p className="muted small">{formatDate(record.date)}</p>
      <WrittenByLine by={record.writtenBy} />
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
              {record.followUpDate ? `Required by ${formatDate(record.followUpDate)}` : 'Required'}
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}
