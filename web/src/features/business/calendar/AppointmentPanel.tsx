import type { AppointmentDetails } from '@petvet/shared';
import { translate, useT } from '../../../i18n';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { Modal } from '../../../components/ui/Modal';
import { formatDate } from '../../../lib/dates';
import { AppointmentStatus } from '../appointments/AppointmentStatus';
import { changedByText } from '../appointments/ChangedBy';
import { AppointmentRecordActions } from '../patients/AppointmentRecordActions';
import { speciesName } from '../patients/texts';
import { useAppointmentDetailsQuery } from './api';

const years = (age: number | null) =>
  age === null ? translate('clinic.panel.ageUnknown') : translate('clinic.panel.years', { age });

/** One visit opened from the calendar: what the desk needs on the phone with the owner. */
export function AppointmentPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  const details = useAppointmentDetailsQuery(id);
  const data = details.data;
  return (
    <Modal
      title={
        data ? t('clinic.panel.title', { petName: data.pet.name }) : t('clinic.panel.fallbackTitle')
      }
      onClose={onClose}
    >
      {details.isLoading && <Spinner label={t('clinic.panel.loading')} />}
      {details.isError && <ErrorBlock>{t('clinic.panel.loadFailed')}</ErrorBlock>}
      {data && <PanelBody details={data} />}
    </Modal>
  );
}

function PanelBody({
  details: { appointment: a, pet, owner, history },
}: {
  details: AppointmentDetails;
}) {
  const t = useT();
  return (
    <div className="appt-panel">
      <p className="appt-panel__when">
        <strong>
          {formatDate(a.date)}, {a.time}–{a.endTime}
        </strong>{' '}
        <AppointmentStatus status={a.status} />
      </p>
      <p className="muted">
        {t('clinic.panel.minutes', { service: a.service, minutes: a.duration })}
      </p>
      <dl className="appt-panel__facts">
        <dt>{t('clinic.panel.clinician')}</dt>
        <dd>{a.clinicianName ?? t('clinic.panel.notAssigned')}</dd>
        {a.roomName && (
          <>
            <dt>{t('clinic.panel.room')}</dt>
            <dd>{a.roomName}</dd>
          </>
        )}
      </dl>
      {a.changedBy && (
        <p className="muted small">
          {t('clinic.panel.changedBy', { who: changedByText(a.changedBy) })}
        </p>
      )}
      <section aria-labelledby="appt-panel-pet">
        <h3 id="appt-panel-pet">{t('clinic.panel.pet')}</h3>
        <dl className="appt-panel__facts">
          <dt>{t('clinic.panel.name')}</dt>
          <dd>{pet.name}</dd>
          <dt>{t('clinic.panel.species')}</dt>
          <dd>
            {speciesName(pet.species)}
            {pet.breed ? ` (${pet.breed})` : ''}
          </dd>
          <dt>{t('clinic.panel.age')}</dt>
          <dd>{years(pet.age)}</dd>
        </dl>
      </section>
      <section aria-labelledby="appt-panel-owner">
        <h3 id="appt-panel-owner">{t('clinic.panel.owner')}</h3>
        <dl className="appt-panel__facts">
          <dt>{t('clinic.panel.name')}</dt>
          <dd>{owner.claimed ? owner.name : t('clinic.panel.notClaimed', { name: owner.name })}</dd>
          <dt>{t('clinic.panel.phone')}</dt>
          <dd>
            {owner.phone ? (
              <a href={`tel:${owner.phone}`}>{owner.phone}</a>
            ) : (
              t('clinic.panel.notGiven')
            )}
          </dd>
          <dt>{t('clinic.panel.email')}</dt>
          <dd>
            {owner.email ? (
              <a href={`mailto:${owner.email}`}>{owner.email}</a>
            ) : (
              t('clinic.panel.notGiven')
            )}
            {owner.email && a.ownerEmailVerified === false && (
              <>
                {' '}
                <span className="badge badge--warning">{t('clinic.emailNotVerified')}</span>
              </>
            )}
          </dd>
        </dl>
      </section>
      <AppointmentRecordActions appointment={{ ...a, petName: pet.name }} inline />
      <section aria-labelledby="appt-panel-notes">
        <h3 id="appt-panel-notes">{t('clinic.panel.notes')}</h3>
        <p>{a.notes || t('clinic.panel.noNotes')}</p>
      </section>
      <section aria-labelledby="appt-panel-history">
        <h3 id="appt-panel-history">{t('clinic.panel.history')}</h3>
        {history.length === 0 ? (
          <p className="muted">{t('clinic.panel.noHistory')}</p>
        ) : (
          <ul className="appt-panel__history">
            {history.map((visit) => (
              <li key={visit.id}>
                {formatDate(visit.date)} {visit.time} · {visit.service}{' '}
                <AppointmentStatus status={visit.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
