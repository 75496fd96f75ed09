import { MEDICAL_RECORD_TYPES, type MedicalRecord } from '@petvet/shared';
import { useT, type MessageKey } from '../../i18n';
import { SelectField, TextAreaField, TextField } from '../ui/Field';
import { localIsoDate } from '../../lib/dates';
import type { useSchemaForm } from '../../lib/use-schema-form';

const TYPE_LABELS: Record<string, MessageKey> = {
  checkup: 'owner.medicalType.checkup',
  illness: 'owner.medicalType.illness',
  injury: 'owner.medicalType.injury',
  surgery: 'owner.medicalType.surgery',
  other: 'owner.medicalType.other',
};

/** A medical record's form values: from a saved record, or from what is known already. */
export const medicalRecordValues = (
  record: Partial<MedicalRecord> & {
    date: string;
    vetName?: string | null;
    vetClinic?: string | null;
  },
) => ({
  date: record.date,
  type: record.type ?? 'checkup',
  title: record.title ?? '',
  description: record.description ?? '',
  vetName: record.vetName ?? '',
  vetClinic: record.vetClinic ?? '',
  treatment: record.treatment ?? '',
  medications: record.medications ?? '',
  followUpRequired: record.followUpRequired ?? false,
  followUpDate: record.followUpDate ?? '',
});
export type MedicalRecordValues = ReturnType<typeof medicalRecordValues>;

type RecordForm = ReturnType<typeof useSchemaForm<MedicalRecordValues, never>>;

/**
 * The spec's medical record fields (date, type, title, description, vet, clinic, treatment,
 * medications, follow-up), as the owner's form and the clinic's visit notes both ask them.
 */
export function MedicalRecordFields({
  values,
  setValues,
  field,
}: Pick<RecordForm, 'values' | 'setValues' | 'field'>) {
  const t = useT();
  const typeLabel = (type: string) => {
    const key = TYPE_LABELS[type];
    return key ? t(key) : type;
  };
  return (
    <>
      <div className="form-row">
        <TextField
          label={t('owner.recordFields.date')}
          type="date"
          required
          max={localIsoDate()}
          {...field('date')}
        />
        <SelectField label={t('owner.recordFields.type')} required {...field('type')}>
          {MEDICAL_RECORD_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={t('owner.recordFields.title')}
        required
        placeholder={t('owner.recordFields.titlePlaceholder')}
        {...field('title')}
        data-autofocus
      />
      <TextAreaField label={t('owner.recordFields.description')} {...field('description')} />
      <div className="form-row">
        <TextField label={t('owner.recordFields.vetName')} {...field('vetName')} />
        <TextField label={t('owner.recordFields.clinic')} {...field('vetClinic')} />
      </div>
      <div className="form-row">
        <TextField label={t('owner.recordFields.treatment')} {...field('treatment')} />
        <TextField label={t('owner.recordFields.medications')} {...field('medications')} />
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          name="followUpRequired"
          checked={values.followUpRequired}
          onChange={(e) =>
            setValues({
              ...values,
              followUpRequired: e.target.checked,
              followUpDate: e.target.checked ? values.followUpDate : '',
            })
          }
        />
        {t('owner.recordFields.followUpRequired')}
      </label>
      {values.followUpRequired && (
        <TextField
          label={t('owner.recordFields.followUpDate')}
          type="date"
          min={values.date}
          {...field('followUpDate')}
        />
      )}
    </>
  );
}
