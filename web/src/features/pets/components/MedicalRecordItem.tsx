import type { MedicalRecord } from '@petvet/shared';
import { translate, useT, type MessageKey } from '../../../i18n';
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

const TYPE_KEYS: Record<string, MessageKey> = {
  checkup: 'owner.medicalType.checkup',
  illness: 'owner.medicalType.illness',
  injury: 'owner.medicalType.injury',
  surgery: 'owner.medicalType.surgery',
  other: 'owner.medicalType.other',
};

/** A record's type in the reader's words; a type this screen does not know as it came. */
const typeName = (type: string) => {
  const key = TYPE_KEYS[type];
  return key ? translate(key) : type;
};

/** One medical record as the owner reads it; `actions` are the buttons its writer allows. */
export function MedicalRecordItem({
  record,
  actions,
}: {
  record: MedicalRecord;
  actions: ReactNode;
}) {
  const t = useT();
  return (
    <li className={`record${record.writtenBy ? ' record--clinic' : ''}`}>
      <div className="record__head">
        <h4 className="record__title">{record.title}</h4>
        <span className={`badge ${TYPE_BADGES[record.type] ?? ''}`}>{typeName(record.type)}</span>
        {actions}
      </div>
      <p className="muted small">{formatDate(record.date)}</p>
      <WrittenByLine by={record.writtenBy} />
      {record.description && <p>{record.description}</p>}
      <dl className="record__grid">
        {(record.vetName || record.vetClinic) && (
          <div>
            <dt>{t('owner.medical.vet')}</dt>
            <dd>{[record.vetName, record.vetClinic].filter(Boolean).join(', ')}</dd>
          </div>
        )}
        {record.treatment && (
          <div>
            <dt>{t('owner.medical.treatment')}</dt>
            <dd>{record.treatment}</dd>
          </div>
        )}
        {record.medications && (
          <div>
            <dt>{t('owner.medical.medications')}</dt>
            <dd>{record.medications}</dd>
          </div>
        )}
        {record.followUpRequired && (
          <div>
            <dt>{t('owner.medical.followUp')}</dt>
            <dd>
              {record.followUpDate
                ? t('owner.medical.requiredBy', { date: formatDate(record.followUpDate) })
                : t('owner.medical.required')}
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}
