import { useState, type FormEvent } from 'react';
import { REMINDER_RULES_MAX, type ReminderRulesResponse } from '@petvet/shared';
import { translate, useT } from '../../../i18n';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { serverErrorText } from '../../../lib/errors';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useServicesQuery } from '../api';
import { useStaffSelf } from '../patients/use-staff-role';
import { useReminderRulesQuery, useSaveReminderRulesMutation } from './api';
import { blankRow, readRows, rowsOf, type RuleRow } from './rule-form';
import { RuleFields } from './RuleFields';
import { ruleWords } from './rule-words';
import './reminders.css';

/**
 * The clinic's reminder rules, per vaccine: when owners are reminded and which service "Book now"
 * opens. Members who may not change them (edit_reminders) read what each rule does.
 */
export function ReminderRulesPanel() {
  const t = useT();
  const canEdit = useStaffSelf().may('edit_reminders');
  const rules = useReminderRulesQuery();
  // Kept here, not in the form: the list read again after a 412 starts the form afresh.
  const [stale, setStale] = useState(false);
  if (rules.isLoading) return <Spinner label={t('clinic.reminders.loading')} />;
  if (!rules.data) return <ErrorBlock>{t('clinic.reminders.loadFailed')}</ErrorBlock>;
  return (
    <section className="card stack" aria-labelledby="reminder-rules">
      <div className="card__header">
        <h2 id="reminder-rules">{t('clinic.reminders.title')}</h2>
      </div>
      <p className="muted small">{t('clinic.reminders.intro')}</p>
      {stale && <ErrorBlock>{t('clinic.stale')}</ErrorBlock>}
      {canEdit ? (
        // A saved version starts the form again from what the server holds.
        <RulesForm key={rules.data.version} saved={rules.data} onStale={setStale} />
      ) : (
        <RuleList saved={rules.data} />
      )}
    </section>
  );
}

function RuleList({ saved }: { saved: ReminderRulesResponse }) {
  const t = useT();
  if (saved.rules.length === 0) return <p className="muted">{t('clinic.reminders.empty')}</p>;
  return (
    <ul className="reminder-words" aria-label={t('clinic.reminders.rules')}>
      {saved.rules.map((rule) => (
        <li key={rule.id}>{ruleWords(rule)}</li>
      ))}
    </ul>
  );
}

function RulesForm({
  saved,
  onStale,
}: {
  saved: ReminderRulesResponse;
  onStale: (stale: boolean) => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const services = useServicesQuery();
  const [save, saving] = useSaveReminderRulesMutation();
  const [rows, setRows] = useState(() => rowsOf(saved));
  const [error, setError] = useState<string | null>(null);
  const change = (key: string, patch: Partial<RuleRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readRows(rows);
    if (!read.ok) return setError(read.error);
    setError(null);
    try {
      await save({ body: read.body, version: saved.version }).unwrap();
      onStale(false);
      dispatch(toastShown('success', translate('clinic.reminders.saved')));
    } catch (failure) {
      if (isStaleVersion(failure)) onStale(true);
      else setError(serverErrorText(failure, translate('clinic.reminders.saveFailed')));
    }
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={t('clinic.reminders.rules')}>
      {error && <ErrorBlock>{error}</ErrorBlock>}
      {rows.length === 0 && <p className="muted">{t('clinic.reminders.empty')}</p>}
      <ol className="reminder-rules">
        {rows.map((row, at) => (
          <RuleFields
            key={row.key}
            row={row}
            number={at + 1}
            services={services.data ?? []}
            onChange={(patch) => change(row.key, patch)}
            onRemove={() => setRows((current) => current.filter((r) => r.key !== row.key))}
          />
        ))}
      </ol>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn--secondary"
          disabled={rows.length >= REMINDER_RULES_MAX}
          onClick={() => setRows((current) => [...current, blankRow()])}
        >
          {t('clinic.reminders.add')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={saving.isLoading}>
          {t('clinic.reminders.save')}
        </button>
      </div>
    </form>
  );
}
