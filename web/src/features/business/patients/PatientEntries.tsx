import type { MedicalRecord, Vaccination, WeightEntry, WrittenBy } from '@petvet/shared';
import { WeightChart } from '../../../components/ui/WeightChart';
import { formatDate } from '../../../lib/dates';
import type { Correcting } from './CorrectEntryDialog';
import { VaccinationBadge } from '../../../components/ui/VaccinationBadge';

type Entry = { writtenBy: WrittenBy | null; hidden: boolean };
export interface EntryListProps<T> {
  entries: T[];
  petName: string;
  /** Whether this member may correct the entry (this clinic wrote it, and they may write). */
  mayCorrect: (entry: Entry) => boolean;
  onCorrect: (correcting: Correcting) => void;
}

const TYPE_WORDS: Record<string, string> = {
  checkup: 'Checkup',
  illness: 'Illness',
  injury: 'Injury',
  surgery: 'Surgery',
  other: 'Other',
};

/** Who wrote an entry: the owner, or a clinic and the member who wrote there. */
export function writerText(by: WrittenBy | null): string {
  if (!by) return 'The owner';
  return by.staffName ? `${by.clinicName} (${by.staffName})` : by.clinicName;
}

function CorrectButton({ what, onClick }: { what: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="btn btn--secondary btn--sm"
      aria-label={`Correct ${what}`}
      onClick={onClick}
    >
      Correct
    </button>
  );
}

const Hidden = ({ entry }: { entry: Entry }) =>
  entry.hidden ? <span className="badge">Hidden by the owner</span> : null;

/** Vaccinations as a table; on a phone each row stands as a card with its labels. */
export function VaccinationTable({ entries, mayCorrect, onCorrect }: EntryListProps<Vaccination>) {
  if (entries.length === 0) return <p className="muted">No vaccination records yet.</p>;
  return (
    <table className="patient-table">
      <thead>
        <tr>
          <th scope="col">Vaccine</th>
          <th scope="col">Status</th>
          <th scope="col">Given</th>
          <th scope="col">Next due</th>
          <th scope="col">Batch</th>
          <th scope="col">Written by</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((v) => (
          <tr key={v.id} aria-label={v.vaccineName}>
            <th scope="row" data-label="Vaccine">
              {v.vaccineName} <Hidden entry={v} />
            </th>
            <td data-label="Status">
              <VaccinationBadge status={v.status} />
            </td>
            <td data-label="Given">{formatDate(v.dateGiven)}</td>
            <td data-label="Next due">{v.nextDueDate ? formatDate(v.nextDueDate) : '—'}</td>
            <td data-label="Batch">{v.batchNumber ?? '—'}</td>
            <td data-label="Written by">{writerText(v.writtenBy)}</td>
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
  if (entries.length === 0) return <p className="muted">No medical records yet.</p>;
  return (
    <ul className="patient-history">
      {entries.map((r) => (
        <li key={r.id} className="patient-history__item" aria-label={r.title}>
          <div className="record__head">
            <h4 className="record__title">{r.title}</h4>
            <span className="badge badge--info">{TYPE_WORDS[r.type] ?? r.type}</span>
          </div>
          <p className="muted small">
            {formatDate(r.date)}
            {r.vetName ? ` · ${r.vetName}` : ''}
            {r.vetClinic ? ` · ${r.vetClinic}` : ''}
          </p>
          <p className="muted small">
            Written by {r.writtenBy ? writerText(r.writtenBy) : 'the owner'} <Hidden entry={r} />
          </p>
          {r.description && <p>{r.description}</p>}
          {r.treatment && <p className="small">Treatment: {r.treatment}</p>}
          {r.medications && <p className="small">Medications: {r.medications}</p>}
          {r.followUpRequired && (
            <p className="small">
              Follow-up required{r.followUpDate ? ` by ${formatDate(r.followUpDate)}` : ''}
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
  return (
    <div className="stack">
      <WeightChart points={entries} title={`${petName}'s weight`} />
      {entries.some(mayCorrect) && (
        <ul className="patient-weights" aria-label="Weights this clinic recorded">
          {entries.filter(mayCorrect).map((w) => (
            <li key={w.id}>
              {formatDate(w.date)}: {w.weight} kg{' '}
              <CorrectButton
                what={`weight of ${formatDate(w.date)}`}
                onClick={() => onCorrect({ kind: 'weights', entry: w })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
