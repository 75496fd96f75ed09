import { useState } from 'react';
import type { Pet, PetSharing, RecordRead } from '@petvet/shared';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import {
  usePetSharingQuery,
  useRecordReadsQuery,
  useSetPetSharingMutation,
} from '../../../lib/api/health-record';

export const SHARING_FAILED_TEXT = 'The change could not be saved. Please try again.';
export const noClinicsText = (petName: string) =>
  `${petName}'s record is not shared with any clinic yet. When you book a visit you can share it with that clinic.`;
export const sharingExplainedText = (petName: string) =>
  `A clinic you share with can read ${petName}'s history, vaccinations, weights and allergies. Turn it off at any time: the clinic loses access at once.`;
export const noReadsText = (petName: string) => `No clinic has read ${petName}'s record yet.`;

/** When a clinic read the record, in the owner's own time zone. */
const readWhen = (read: RecordRead) =>
  new Date(read.readAt).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });

function SharingRow({ pet, row }: { pet: Pet; row: PetSharing }) {
  const [setSharing, { isLoading }] = useSetPetSharingMutation();
  const [error, setError] = useState(false);
  const change = async (shared: boolean) => {
    setError(false);
    try {
      await setSharing({ petId: pet.id, clinicId: row.clinicId, shared }).unwrap();
    } catch {
      setError(true);
    }
  };
  return (
    <li className="sharing-row">
      <span className="sharing-row__clinic">{row.clinicName}</span>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={row.shared}
          disabled={isLoading}
          aria-label={`Share ${pet.name}'s record with ${row.clinicName}`}
          onChange={(event) => void change(event.target.checked)}
        />
        <span className="switch__track" aria-hidden="true" />
        <span className="switch__text">{row.shared ? 'Shared' : 'Not shared'}</span>
      </label>
      {error && <p className="field__error">{SHARING_FAILED_TEXT}</p>}
    </li>
  );
}

/**
 * Which clinics may read the pet's record (the owner may withdraw it at any time, and the
 * clinic loses it at once) and every read a clinic made, newest first.
 */
export function SharingSection({ pet }: { pet: Pet }) {
  const sharing = usePetSharingQuery(pet.id);
  const reads = useRecordReadsQuery(pet.id);
  const rows = sharing.data ?? [];
  const log = reads.data ?? [];
  return (
    <div className="stack">
      <section className="stack" aria-labelledby={`sharing-${pet.id}`}>
        <h3 id={`sharing-${pet.id}`}>Sharing</h3>
        <p className="muted small">{sharingExplainedText(pet.name)}</p>
        {sharing.isLoading ? (
          <Spinner label="Loading clinics…" />
        ) : sharing.isError && !sharing.data ? (
          <ErrorBlock>The clinics could not be loaded.</ErrorBlock>
        ) : rows.length === 0 ? (
          <p className="muted">{noClinicsText(pet.name)}</p>
        ) : (
          <ul
            className="list sharing-list"
            aria-label={`Clinics ${pet.name}'s record is shared with`}
          >
            {rows.map((row) => (
              <SharingRow key={row.clinicId} pet={pet} row={row} />
            ))}
          </ul>
        )}
      </section>
      <section className="stack" aria-labelledby={`reads-${pet.id}`}>
        <h3 id={`reads-${pet.id}`}>Who read {pet.name}'s record</h3>
        {reads.isLoading ? (
          <Spinner label="Loading the reads…" />
        ) : reads.isError && !reads.data ? (
          <ErrorBlock>The list of reads could not be loaded.</ErrorBlock>
        ) : log.length === 0 ? (
          <p className="muted">{noReadsText(pet.name)}</p>
        ) : (
          <ul className="list access-log">
            {log.map((read) => (
              <li key={read.id} className="access-log__row">
                <span>
                  <strong>{read.clinicName}</strong> · {read.staffName}
                </span>
                <time dateTime={read.readAt} className="muted small">
                  {readWhen(read)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
