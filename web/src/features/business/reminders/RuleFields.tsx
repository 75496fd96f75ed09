import type { Service } from '@petvet/shared';
import { SelectField, TextField } from '../../../components/ui/Field';
import type { RuleRow } from './rule-form';
import { parseDays, ruleWords } from './rule-words';

/** One rule's fields, with what it does in words beneath as it is typed. */
export function RuleFields({
  row,
  number,
  services,
  onChange,
  onRemove,
}: {
  row: RuleRow;
  number: number;
  services: Service[];
  onChange: (patch: Partial<RuleRow>) => void;
  onRemove: () => void;
}) {
  const name = row.name.trim() || `Rule ${number}`;
  const before = parseDays(row.before);
  const after = parseDays(row.after);
  return (
    <li className="reminder-rule" aria-label={name}>
      <div className="form-row">
        <TextField
          label="Name"
          placeholder="e.g. Annual booster"
          value={row.name}
          onChange={(e) => onChange({ name: e.target.value })}
        />
        <TextField
          label="Vaccine name contains"
          placeholder="e.g. booster"
          value={row.matches}
          onChange={(e) => onChange({ matches: e.target.value })}
        />
        <SelectField
          label="Book service"
          value={row.serviceId}
          onChange={(e) => onChange({ serviceId: e.target.value })}
        >
          <option value="">None chosen</option>
          {services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="form-row">
        <TextField
          label="Remind days before"
          inputMode="numeric"
          hint="Days before due, e.g. 30, 7"
          value={row.before}
          onChange={(e) => onChange({ before: e.target.value })}
        />
        <TextField
          label="Days after if not booked"
          inputMode="numeric"
          hint="e.g. 14"
          value={row.after}
          onChange={(e) => onChange({ after: e.target.value })}
        />
      </div>
      <div className="reminder-rule__foot">
        <p className="small reminder-rule__words" aria-live="polite">
          {before && after ? ruleWords({ name, daysBefore: before, daysAfter: after }) : ''}
        </p>
        <button
          type="button"
          className="btn btn--danger-outline btn--sm"
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
