import type { Service } from '@petvet/shared';
import { SelectField, TextAreaField } from '../../../components/ui/Field';

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
  return (
    <>
      <SelectField label="Service" required {...service}>
        <option value="">Choose a service</option>
        {services.map((s) => (
          <option key={s.id} value={s.name}>
            {s.name} ({s.duration} min)
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Notes" {...notes} />
    </>
  );
}
