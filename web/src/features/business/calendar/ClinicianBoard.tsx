import { useMemo, useState } from 'react';
import {
  addCalendarDays,
  addMinutesWithinDay,
  todayIn,
  type Service,
  type TimeSlot,
} from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { SelectField } from '../../../components/ui/Field';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { translate, useT } from '../../../i18n';
import { useCliniciansQuery, useRoomsQuery } from '../team/api';
import { AppointmentPanel } from './AppointmentPanel';
import { useClinicRescheduleMutation } from '../../../lib/api/clinic-appointments';
import { useClinicCalendarQuery } from './api';
import { ClinicianGrid, type FreeTime, type Visit } from './ClinicianGrid';
import { clinicianOfSlot, lanesFor, viewDates, visitBookable } from './clinician-columns';
import { MoveConfirmDialog } from './MoveConfirmDialog';
import { PhoneBookingModal } from './PhoneBookingModal';
import { SlotModal } from '../components/SlotModal';
import { gridHours } from './calendar-model';
import { ViewControls, type ColumnsBy, type View } from './ViewControls';
import './clinician-grid.css';

interface Props {
  services: Service[];
  timeZone: string;
  /** The clinic's own slot list, which names each slot's clinician. */
  slots?: TimeSlot[] | undefined;
  initialView?: View;
}

/**
 * The clinic's day or week with a column per clinician (or per room): visits and free time in
 * each, drag or Move-then-choose to move a visit to another time or clinician.
 */
export function ClinicianBoard({ services, timeZone, slots, initialView = 'week' }: Props) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [view, setView] = useState<View>(initialView);
  const [anchor, setAnchor] = useState(() => todayIn(timeZone, new Date()));
  const [by, setBy] = useState<ColumnsBy>('clinicians');
  const [only, setOnly] = useState('');
  const [booking, setBooking] = useState<FreeTime | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ visit: Visit; to: FreeTime } | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  // A refused move (409: that time or clinician is taken) stays on screen in the API's words.
  const [moveFailure, setMoveFailure] = useState<string | null>(null);
  const dates = useMemo(() => viewDates(view, anchor), [view, anchor]);
  const calendar = useClinicCalendarQuery({ from: dates[0]!, to: dates.at(-1)! });
  const clinicians = useCliniciansQuery();
  const rooms = useRoomsQuery();
  const [reschedule, { isLoading: moving }] = useClinicRescheduleMutation();

  const people = clinicians.data ?? [];
  const first = people[0]?.id;
  const bookables =
    by === 'rooms' ? (rooms.data ?? []) : people.filter((c) => !only || c.id === only);
  const lanes = lanesFor(dates, bookables);
  const named = useMemo(
    () => new Map((slots ?? []).flatMap((s) => (s.clinicianId ? [[s.id, s.clinicianId]] : []))),
    [slots],
  );
  const nameOf = (id: string | undefined) => people.find((c) => c.id === id)?.name ?? '';
  const free: FreeTime[] =
    by === 'rooms'
      ? []
      : (calendar.data?.slots ?? [])
          .filter((s) => !s.isBooked)
          .map((s) => {
            const clinicianId = clinicianOfSlot(s, named, first) ?? '';
            return {
              slot: s,
              laneKey: `${s.date}|${clinicianId}`,
              clinicianId,
              clinicianName: nameOf(clinicianId),
            };
          });
  const roomList = rooms.data ?? [];
  const visits: Visit[] = (calendar.data?.appointments ?? []).map((a) => ({
    entry: a,
    laneKey: `${a.date}|${visitBookable(a, by, roomList, first) ?? ''}`,
  }));

  const confirmMove = async () => {
    if (!asking) return;
    const { visit, to } = asking;
    setAsking(null);
    setMoveFailure(null);
    // Onto another clinician's time: the move names them; within a column it keeps its clinician.
    const across = visit.entry.clinicianId && visit.entry.clinicianId !== to.clinicianId;
    try {
      await reschedule({
        id: visit.entry.id,
        timeSlotId: to.slot.id,
        appointmentTime: to.slot.startTime,
        ...(across ? { clinicianId: to.clinicianId } : {}),
      }).unwrap();
      dispatch(
        toastShown(
          'success',
          translate('clinic.calendar.movedWith', {
            date: formatDate(to.slot.date),
            time: to.slot.startTime,
            name: to.clinicianName,
          }),
        ),
      );
    } catch (failure) {
      setMoveFailure(serverErrorText(failure, translate('clinic.calendar.moveFailed')));
    }
  };

  const hours = gridHours(calendar.data);
  return (
    <section className="card cal-board" aria-label={t('clinic.calendar.byClinicianLabel')}>
      <ViewControls
        view={view}
        onView={setView}
        dates={dates}
        onStep={(days) => setAnchor(addCalendarDays(anchor, days))}
        onToday={() => setAnchor(todayIn(timeZone, new Date()))}
        by={by}
        onBy={setBy}
      >
        {by === 'clinicians' && (
          <SelectField
            label={t('clinic.calendar.clinician')}
            value={only}
            onChange={(e) => setOnly(e.target.value)}
          >
            <option value="">{t('clinic.calendar.allClinicians')}</option>
            {people.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
        )}
      </ViewControls>
      <p className="muted small cal-zone">
        {t('clinic.calendar.hintClinicians', { zone: calendar.data?.timeZone ?? timeZone })}
      </p>
      {(calendar.isError || clinicians.isError) && (
        <ErrorBlock>{t('clinic.calendar.loadFailed')}</ErrorBlock>
      )}
      {moveFailure && <ErrorBlock>{moveFailure}</ErrorBlock>}
      {calendar.isLoading || clinicians.isLoading ? (
        <Spinner label={t('clinic.calendar.loading')} />
      ) : (
        <ClinicianGrid
          lanes={lanes}
          free={free}
          visits={visits}
          start={hours.min}
          end={hours.max}
          canMove={by === 'clinicians'}
          crossClinician
          onBook={setBooking}
          onMove={(visit, to) => setAsking({ visit, to })}
          onOpen={setOpened}
          focusDate={anchor}
        />
      )}
      {asking && (
        <MoveConfirmDialog
          petName={asking.visit.entry.petName}
          date={asking.to.slot.date}
          time={asking.to.slot.startTime}
          withName={asking.to.clinicianName}
          busy={moving}
          onConfirm={() => void confirmMove()}
          onCancel={() => setAsking(null)}
        />
      )}
      {opened && <AppointmentPanel id={opened} onClose={() => setOpened(null)} />}
      {booking && (
        <PhoneBookingModal
          slot={booking.slot}
          time={booking.slot.startTime}
          services={services}
          clinician={{ id: booking.clinicianId, name: booking.clinicianName }}
          onClose={() => setBooking(null)}
          onAddSlot={() => {
            setAdding(booking.slot.date);
            setBooking(null);
          }}
        />
      )}
      {adding && (
        <SlotModal
          services={services}
          at={{ date: adding, startTime: '09:00', endTime: addMinutesWithinDay('09:00', 30) }}
          onClose={() => setAdding(null)}
        />
      )}
    </section>
  );
}
