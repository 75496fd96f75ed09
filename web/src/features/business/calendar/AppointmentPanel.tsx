import { EMAIL_NOT_VERIFIED_LABEL, type AppointmentDetails } from '@petvet/shared';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { Modal } from '../../../components/ui/Modal';
import { formatDate } from '../../../lib/dates';
import { AppointmentStatus } from '../appointments/AppointmentStatus';
import { changedByText } from '../appointments/ChangedBy';
import { AppointmentRecordActions } from '../patients/AppointmentRecordActions';
import { useAppointmentDetailsQuery } from './api';

const years = (age: number | null) =>
  age === null ? 'Age not given' : `${age} year${age === 1 ? '' : 's'} old`;

/** One visit opened from the calendar: what the desk needs on the phone with the owner. */
export function AppointmentPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const details = useAppointmentDetailsQuery(id);
  const data = details.data;
  return (
    <Modal title={data ? `${data.pet.name}'s visit` : 'Appointment'} onClose={onClose}>
      {details.isLoading && <Spinner label="Loading the appointment…" />}
      {details.isError && (
        <ErrorBlock>The appointment could not be loaded. Please close and try again.</ErrorBlock>
      )}
      {data && <PanelBody details={data} />}
    </Modal>
  );
}

function PanelBody({
  details: { appointment: a, pet, owner, history },
}: {
  details: AppointmentDetails;
}) {
  return (
    <div className="appt-panel">
      <p className="appt-panel__when">
        <strong>
          {formatDate(a.date)}, {a.time}–{a.endTime}
        </strong>{' '}
        <AppointmentStatus status={a.status} />
      </p>
      <p className="muted">
        {a.service} · {a.duration} min
      </p>
      <dl className="appt-panel__facts">
        <dt>Clinician</dt>
        <dd>{a.clinicianName ?? 'Not assigned'}</dd>
        {a.roomName && (
          <>
            <dt>Room</dt>
            <dd>{a.roomName}</dd>
          </>
        )}
      </dl>
      {a.changedBy && <p className="muted small">Last changed by {changedByText(a.changedBy)}</p>}
      <section aria-labelledby="appt-panel-pet">
        <h3 id="appt-panel-pet">Pet</h3>
        <dl className="appt-panel__facts">
          <dt>Name</dt>
          <dd>{pet.name}</dd>
          <dt>Species</dt>
          <dd>
            {pet.species}
            {pet.breed ? ` (${pet.breed})` : ''}
          </dd>
          <dt>Age</dt>
          <dd>{years(pet.age)}</dd>
        </dl>
      </section>
      <section aria-labelledby="appt-panel-owner">
        <h3 id="appt-panel-owner">Owner</h3>
        <dl className="appt-panel__facts">
          <dt>Name</dt>
          <dd>
            {owner.name}
            {owner.claimed ? '' : ' (account not claimed yet)'}
          </dd>
          <dt>Phone</dt>
          <dd>{owner.phone ? <a href={`tel:${owner.phone}`}>{owner.phone}</a> : 'Not given'}</dd>
          <dt>Email</dt>
          <dd>
            {owner.email ? <a href={`mailto:${owner.email}`}>{owner.email}</a> : 'Not given'}
            {owner.email && a.ownerEmailVerified === false && (
              <>
                {' '}
                <span className="badge badge--warning">{EMAIL_NOT_VERIFIED_LABEL}</span>
              </>
            )}
          </dd>
        </dl>
      </section>
      <AppointmentRecordActions appointment={{ ...a, petName: pet.name }} inline />
      <section aria-labelledby="appt-panel-notes">
        <h3 id="appt-panel-notes">Notes</h3>
        <p>{a.notes || 'No notes.'}</p>
      </section>
      <section aria-labelledby="appt-panel-history">
        <h3 id="appt-panel-history">Visits at this clinic</h3>
        {history.length === 0 ? (
          <p className="muted">No other visits here yet.</p>
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
