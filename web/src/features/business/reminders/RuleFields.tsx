import type { Service } from '@petvet/shared';
import { useT } from '../../../i18n';
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
  const t = useT();
  const name = row.name.trim() || t('clinic.reminders.ruleNumber', { number });
  const before = parseDays(row.before);
  const after = parseDays(row.after);
  return (
    <li className="reminder-rule" aria-label={name}>
      <div className="form-row">
        <TextField
          label={t('clinic.reminders.name')}
          placeholder={t('clinic.reminders.namePlaceholder')}
          value={row.name}
          onChange={(e) => onChange({ name: e.target.value })}
        />
        <TextField
          label={t('clinic.reminders.matches')}
          placeholder={t('clinic.reminders.matchesPlaceholder')}
          value={row.matches}
          onChange={(e) => onChange({ matches: e.target.value })}
        />
        <SelectField
          label={t('clinic.reminders.service')}
          value={row.serviceId}
          onChange={(e) => onChange({ serviceId: e.target.value })}
        >
          <option value="">{t('clinic.reminders.noService')}</option>
          {services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="form-row">
        <TextField
          label={t('clinic.reminders.before')}
          inputMode="numeric"
          hint={t('clinic.reminders.beforeHint')}
          value={row.before}
          onChange={(e) => onChange({ before: e.target.value })}
        />
        <TextField
          label={t('clinic.reminders.after')}
          inputMode="numeric"
          hint={t('clinic.reminders.afterHint')}
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
          aria-label={t('clinic.reminders.removeLabel', { name })}
          onClick={onRemove}
        >
          {t('clinic.reminders.remove')}
        </button>
      </div>
    </li>
  );
}
