import type { MedicalRecord, Vaccination, WeightEntry, WrittenBy } from '@petvet/shared';
import { WeightChart } from '../../../components/ui/WeightChart';
import { formatDate } from '../../../lib/dates';
import type { Correcting } from './CorrectEntryDialog';
import { VaccinationBadge } from '../../../components/ui/VaccinationBadge';
import { translate, useT, type MessageKey } from '../../../i18n';
import { weightNumber } from './texts';

type Entry = { writtenBy: WrittenBy | null; hidden: boolean };
export interface EntryListProps<T> {
  entries: T[];
  petName: string;
  /** Whether this member may correct the entry (this clinic wrote it, and they may write). */
  mayCorrect: (entry: Entry) => boolean;
  onCorrect: (correcting: Correcting) => void;
}

const TYPE_WORDS: Record<string, MessageKey> = {
  checkup: 'clinic.entries.type.checkup',
  illness: 'clinic.entries.type.illness',
  injury: 'clinic.entries.type.injury',
  surgery: 'clinic.entries.type.surgery',
  other: 'clinic.entries.type.other',
};

/** Who wrote an entry: the owner, or a clinic and the member who wrote there. */
export function writerText(by: WrittenBy | null): string {
  if (!by) return translate('clinic.entries.theOwner');
  return by.staffName ? `${by.clinicName} (${by.staffName})` : by.clinicName;
}

function CorrectButton({ what, onClick }: { what: string; onClick: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="btn btn--secondary btn--sm"
      aria-label={t('clinic.correct.label', { what })}
      onClick={onClick}
    >
      {t('clinic.correct.button')}
    </button>
  );
}

const Hidden = ({ entry }: { entry: Entry }) =>
  entry.hidden ? <span className="badge">{translate('clinic.entries.hidden')}</span> : null;

/** Vaccinations as a table; on a phone each row stands as a card with its labels. */
export function VaccinationTable({ entries, mayCorrect, onCorrect }: EntryListProps<Vaccination>) {
  const t = useT();
  if (entries.length === 0) return <p className="muted">{t('clinic.entries.noVaccinations')}</p>;
  const label = {
    vaccine: t('clinic.entries.vaccine'),
    status: t('clinic.entries.status'),
    given: t('clinic.entries.given'),
    nextDue: t('clinic.entries.nextDue'),
    batch: t('clinic.entries.batch'),
    writer: t('clinic.entries.writer'),
  };
  return (
    <table className="patient-table">
      <thead>
        <tr>
          <th scope="col">{label.vaccine}</th>
          <th scope="col">{label.status}</th>
          <th scope="col">{label.given}</th>
          <th scope="col">{label.nextDue}</th>
          <th scope="col">{label.batch}</th>
          <th scope="col">{label.writer}</th>
          <th scope="col">
            <span className="visually-hidden">{t('clinic.entries.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((v) => (
          <tr key={v.id} aria-label={v.vaccineName}>
            <th scope="row" data-label={label.vaccine}>
              {v.vaccineName} <Hidden entry={v} />
            </th>
            <td data-label={label.status}>
              <VaccinationBadge status={v.status} />
            </td>
            <td data-label={label.given}>{formatDate(v.dateGiven)}</td>
            <td data-label={label.nextDue}>{v.nextDueDate ? formatDate(v.nextDueDate) : '—'}</td>
            <td data-label={label.batch}>{v.batchNumber ?? '—'}</td>
            <td data-label={label.writer}>{writerText(v.writtenBy)}</td>
            <td className="patient-table__actions">
              {mayCorrect(v) && (
                <CorrectButton
                  what={v.vaccineName}
                  onClick={() => onCorrect({ kind: 'vaccinations', entry: v })}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Medical history, newest first as the API sends it: each record a card with the spec's fields. */
export function MedicalHistoryList({
  entries,
  mayCorrect,
  onCorrect,
}: EntryListProps<MedicalRecord>) {
  const t = useT();
  if (entries.length === 0) return <p className="muted">{t('clinic.entries.noHistory')}</p>;
  return (
    <ul className="patient-history">
      {entries.map((r) => (
        <li key={r.id} className="patient-history__item" aria-label={r.title}>
          <div className="record__head">
            <h4 className="record__title">{r.title}</h4>
            <span className="badge badge--info">
              {TYPE_WORDS[r.type] ? t(TYPE_WORDS[r.type]!) : r.type}
            </span>
          </div>
          <p className="muted small">
            {formatDate(r.date)}
            {r.vetName ? ` · ${r.vetName}` : ''}
            {r.vetClinic ? ` · ${r.vetClinic}` : ''}
          </p>
          <p className="muted small">
            {r.writtenBy
              ? t('clinic.entries.writtenBy', { who: writerText(r.writtenBy) })
              : t('clinic.entries.writtenByOwner')}{' '}
            <Hidden entry={r} />
          </p>
          {r.description && <p>{r.description}</p>}
          {r.treatment && (
            <p className="small">{t('clinic.entries.treatment', { text: r.treatment })}</p>
          )}
          {r.medications && (
            <p className="small">{t('clinic.entries.medications', { text: r.medications })}</p>
          )}
          {r.followUpRequired && (
            <p className="small">
              {r.followUpDate
                ? t('clinic.entries.followUpBy', { date: formatDate(r.followUpDate) })
                : t('clinic.entries.followUp')}
            </p>
          )}
          {mayCorrect(r) && (
            <CorrectButton
              what={r.title}
              onClick={() => onCorrect({ kind: 'medical-history', entry: r })}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The weight line, then each weighing (a clinic's own can be corrected). */
export function WeightList({
  entries,
  petName,
  mayCorrect,
  onCorrect,
}: EntryListProps<WeightEntry>) {
  const t = useT();
  return (
    <div className="stack">
      <WeightChart points={entries} title={t('clinic.entries.weightTitle', { petName })} />
      {entries.some(mayCorrect) && (
        <ul className="patient-weights" aria-label={t('clinic.entries.weights')}>
          {entries.filter(mayCorrect).map((w) => (
            <li key={w.id}>
              {t('clinic.entries.weighing', {
                date: formatDate(w.date),
                weight: weightNumber(w.weight),
              })}{' '}
              <CorrectButton
                what={t('clinic.correct.weightOf', { date: formatDate(w.date) })}
                onClick={() => onCorrect({ kind: 'weights', entry: w })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
