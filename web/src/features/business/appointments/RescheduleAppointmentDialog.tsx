import { useState } from 'react';
import { todayIn, type BusinessAppointment } from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { TextField } from '../../../components/ui/Field';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { Modal } from '../../../components/ui/Modal';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { APPOINTMENT_TEXTS } from './actions';
import { useT } from '../../../i18n';
import { useClinicRescheduleMutation } from '../../../lib/api/clinic-appointments';
import { useAvailableSlotsQuery } from '../../../lib/api/free-times';

interface RescheduleProps {
  appointment: BusinessAppointment;
  clinicId: string;
  timeZone: string;
  now: Date;
  onClose: () => void;
}

/** Picks a free time for the same service and moves the visit there; the owner is emailed. */
export function RescheduleAppointmentDialog({
  appointment,
  clinicId,
  timeZone,
  now,
  onClose,
}: RescheduleProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const today = todayIn(timeZone, now);
  const [date, setDate] = useState(appointment.date >= today ? appointment.date : today);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const free = useAvailableSlotsQuery(
    { clinicId, date, service: appointment.service },
    { skip: !date },
  );
  const [move, { isLoading }] = useClinicRescheduleMutation();
  const times = free.data ?? [];
  const picked = times.find((time) => `${time.id}|${time.startTime}` === chosen);

  const submit = async () => {
    if (!picked) return;
    setFailure(null);
    try {
      await move({
        id: appointment.id,
        timeSlotId: picked.id,
        appointmentTime: picked.startTime.slice(0, 5),
      }).unwrap();
      dispatch(toastShown('success', APPOINTMENT_TEXTS.moved));
      onClose();
    } catch (error) {
      setFailure(serverErrorText(error, APPOINTMENT_TEXTS.moveFailed));
    }
  };

  return (
    <Modal title={t('clinic.reschedule.title')} onClose={onClose}>
      <div className="stack">
        <p>
          {t('clinic.reschedule.intro', {
            petName: appointment.petName,
            service: appointment.service,
            owner: appointment.ownerName,
            date: formatDate(appointment.date),
            time: appointment.time.slice(0, 5),
          })}
        </p>
        {failure && <ErrorBlock>{failure}</ErrorBlock>}
        <TextField
          label={t('clinic.reschedule.newDay')}
          type="date"
          name="new-day"
          min={today}
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setChosen(null);
          }}
          data-autofocus
        />
        <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="field__label">{t('clinic.reschedule.freeTimes')}</legend>
          {free.isFetching ? (
            <Spinner label={t('clinic.reschedule.looking')} />
          ) : times.length === 0 ? (
            <p className="muted">{APPOINTMENT_TEXTS.noTimes}</p>
          ) : (
            <ul className="time-choices">
              {times.map((time) => {
                const key = `${time.id}|${time.startTime}`;
                return (
                  <li key={key}>
                    <button
                      type="button"
                      className={`btn btn--sm ${chosen === key ? 'btn--primary' : 'btn--secondary'}`}
                      aria-pressed={chosen === key}
                      onClick={() => setChosen(key)}
                    >
                      {time.startTime.slice(0, 5)}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
        <div className="form-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('clinic.reschedule.keep')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={!picked || isLoading}
            onClick={submit}
          >
            {isLoading
              ? t('clinic.reschedule.moving')
              : picked
                ? t('clinic.reschedule.moveTo', { time: picked.startTime.slice(0, 5) })
                : t('clinic.reschedule.move')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
