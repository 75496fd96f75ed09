import type { Service } from '@petvet/shared';
import { SelectField, TextAreaField } from '../../../components/ui/Field';
import { useT } from '../../../i18n';

/** A form field's name, value, error and change handler, as `useSchemaForm`'s `field` gives them. */
interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * The service the desk books and its notes: the same two fields whether the caller has an account
 * or is booked as a new client, so both bookings offer the clinic's services alike.
 */
export function VisitFields({
  services,
  service,
  notes,
}: {
  services: Service[];
  service: BoundField;
  notes: BoundField;
}) {
  const t = useT();
  return (
    <>
      <SelectField label={t('clinic.visit.service')} required {...service}>
        <option value="">{t('clinic.visit.chooseService')}</option>
        {services.map((s) => (
          <option key={s.id} value={s.name}>
            {t('clinic.visit.serviceOption', { name: s.name, minutes: s.duration })}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('clinic.visit.notes')} {...notes} />
    </>
  );
}
