import { useState } from 'react';
import type { Pet, PetSharing, RecordRead } from '@petvet/shared';
import { useT } from '../../../i18n';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import {
  usePetSharingQuery,
  useRecordReadsQuery,
  useSetPetSharingMutation,
} from '../../../lib/api/health-record';
import { formatLocale } from '../../../lib/format-locale';

/** When a clinic read the record, in the owner's own time zone and the reader's date style. */
const readWhen = (read: RecordRead) =>
  new Date(read.readAt).toLocaleString(formatLocale(), { dateStyle: 'long', timeStyle: 'short' });

function SharingRow({ pet, row }: { pet: Pet; row: PetSharing }) {
  const t = useT();
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
          aria-label={t('owner.sharing.share', { pet: pet.name, clinic: row.clinicName })}
          onChange={(event) => void change(event.target.checked)}
        />
        <span className="switch__track" aria-hidden="true" />
        <span className="switch__text">
          {t(row.shared ? 'owner.sharing.shared' : 'owner.sharing.notShared')}
        </span>
      </label>
      {error && <p className="field__error">{t('owner.sharing.failed')}</p>}
    </li>
  );
}

/**
 * Which clinics may read the pet's record (the owner may withdraw it at any time, and the
 * clinic loses it at once) and every read a clinic made, newest first.
 */
export function SharingSection({ pet }: { pet: Pet }) {
  const t = useT();
  const sharing = usePetSharingQuery(pet.id);
  const reads = useRecordReadsQuery(pet.id);
  const rows = sharing.data ?? [];
  const log = reads.data ?? [];
  return (
    <div className="stack">
      <section className="stack" aria-labelledby={`sharing-${pet.id}`}>
        <h3 id={`sharing-${pet.id}`}>{t('owner.sharing.title')}</h3>
        <p className="muted small">{t('owner.sharing.explained', { pet: pet.name })}</p>
        {sharing.isLoading ? (
          <Spinner label={t('owner.sharing.loading')} />
        ) : sharing.isError && !sharing.data ? (
          <ErrorBlock>{t('owner.sharing.loadFailed')}</ErrorBlock>
        ) : rows.length === 0 ? (
          <p className="muted">{t('owner.sharing.none', { pet: pet.name })}</p>
        ) : (
          <ul className="list sharing-list" aria-label={t('owner.sharing.list', { pet: pet.name })}>
            {rows.map((row) => (
              <SharingRow key={row.clinicId} pet={pet} row={row} />
            ))}
          </ul>
        )}
      </section>
      <section className="stack" aria-labelledby={`reads-${pet.id}`}>
        <h3 id={`reads-${pet.id}`}>{t('owner.sharing.readsTitle', { pet: pet.name })}</h3>
        {reads.isLoading ? (
          <Spinner label={t('owner.sharing.readsLoading')} />
        ) : reads.isError && !reads.data ? (
          <ErrorBlock>{t('owner.sharing.readsFailed')}</ErrorBlock>
        ) : log.length === 0 ? (
          <p className="muted">{t('owner.sharing.noReads', { pet: pet.name })}</p>
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
