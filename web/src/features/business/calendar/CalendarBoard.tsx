import { lazy, Suspense, useState } from 'react';
import { addMinutesWithinDay, type Service } from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { translate, useT } from '../../../i18n';
import { SlotModal } from '../components/SlotModal';
import { useClinicRescheduleMutation } from '../../../lib/api/clinic-appointments';
import { useCalendarMonthQuery, useClinicCalendarQuery } from './api';
import { freeSlotAt, type CalendarSlot } from './calendar-model';
import type { GridView } from './ClinicCalendar';
import { AppointmentPanel } from './AppointmentPanel';
import { MoveConfirmDialog } from './MoveConfirmDialog';
import { PhoneBookingModal } from './PhoneBookingModal';
import './calendar.css';

// FullCalendar is sizeable: it loads only when a clinic opens its calendar.
const ClinicCalendar = lazy(() => import('./ClinicCalendar'));

const NARROW = '(max-width: 640px)';
const startView = (): GridView =>
  typeof window !== 'undefined' && window.matchMedia?.(NARROW).matches
    ? 'timeGridDay'
    : 'timeGridWeek';

type Move = { id: string; date: string; time: string; revert: () => void };

type Clicked =
  { kind: 'book'; slot: CalendarSlot; time: string } | { kind: 'add'; date: string; time: string };

/** The clinic's week: appointments to drag, free time to click, in the clinic's own clock. */
export function CalendarBoard({ services, timeZone }: { services: Service[]; timeZone: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [range, setRange] = useState<{ from: string; to: string; view: GridView } | null>(null);
  const [clicked, setClicked] = useState<Clicked | null>(null);
  const month = range?.view === 'dayGridMonth';
  const calendar = useClinicCalendarQuery(range ?? { from: '', to: '' }, { skip: !range || month });
  // A month grid starts in the week before the 1st: the month it shows is the one of its middle.
  const shownMonth = range ? middleMonth(range.from, range.to) : '';
  const counts = useCalendarMonthQuery(shownMonth, { skip: !month });
  const [reschedule, { isLoading: moving }] = useClinicRescheduleMutation();
  const [asking, setAsking] = useState<(Move & { slotId: string; petName: string }) | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const zone = calendar.data?.timeZone ?? timeZone;

  const onFreeTimeClick = ({ date, time }: { date: string; time: string }) => {
    const slot = freeSlotAt(calendar.data?.slots ?? [], date, time);
    setClicked(slot ? { kind: 'book', slot, time } : { kind: 'add', date, time });
  };

  // A drop only asks: nothing moves (and no owner is emailed) until the clinic says so.
  const onMove = (move: Move) => {
    const slot = freeSlotAt(calendar.data?.slots ?? [], move.date, move.time);
    if (!slot) {
      move.revert();
      dispatch(toastShown('error', translate('clinic.calendar.dropOnFree')));
      return;
    }
    const petName =
      calendar.data?.appointments.find((a) => a.id === move.id)?.petName ??
      translate('clinic.calendar.thisPet');
    setAsking({ ...move, slotId: slot.id, petName });
  };

  const cancelMove = () => {
    asking?.revert();
    setAsking(null);
  };

  const confirmMove = async () => {
    if (!asking) return;
    const move = asking;
    try {
      await reschedule({
        id: move.id,
        timeSlotId: move.slotId,
        appointmentTime: move.time,
      }).unwrap();
      setAsking(null);
      dispatch(
        toastShown(
          'success',
          translate('clinic.calendar.moved', { date: formatDate(move.date), time: move.time }),
        ),
      );
    } catch (failure) {
      setAsking(null);
      move.revert();
      dispatch(
        toastShown('error', serverErrorText(failure, translate('clinic.calendar.moveFailed'))),
      );
    }
  };

  return (
    <section className="card cal-board" aria-label={t('clinic.calendar.label')}>
      <p className="muted small cal-zone">{t('clinic.calendar.hint', { zone })}</p>
      {calendar.isError && <ErrorBlock>{t('clinic.calendar.loadFailed')}</ErrorBlock>}
      <div className="cal-scroll">
        <Suspense fallback={<Spinner label={t('clinic.calendar.loading')} />}>
          <ClinicCalendar
            calendar={month ? undefined : calendar.data}
            month={counts.data}
            initialView={startView()}
            onRange={setRange}
            onFreeTimeClick={onFreeTimeClick}
            onMove={onMove}
            onOpen={setOpened}
          />
        </Suspense>
      </div>
      {asking && (
        <MoveConfirmDialog
          petName={asking.petName}
          date={asking.date}
          time={asking.time}
          busy={moving}
          onConfirm={() => void confirmMove()}
          onCancel={cancelMove}
        />
      )}
      {opened && <AppointmentPanel id={opened} onClose={() => setOpened(null)} />}
      {clicked?.kind === 'book' && (
        <PhoneBookingModal
          slot={clicked.slot}
          time={clicked.time}
          services={services}
          onClose={() => setClicked(null)}
          onAddSlot={() => setClicked({ kind: 'add', date: clicked.slot.date, time: clicked.time })}
        />
      )}
      {clicked?.kind === 'add' && (
        <SlotModal
          services={services}
          at={{
            date: clicked.date,
            startTime: clicked.time,
            endTime: addMinutesWithinDay(clicked.time, 30),
          }}
          onClose={() => setClicked(null)}
        />
      )}
    </section>
  );
}

function middleMonth(from: string, to: string): string {
  const middle = (Date.parse(`${from}T00:00:00Z`) + Date.parse(`${to}T00:00:00Z`)) / 2;
  return new Date(middle).toISOString().slice(0, 7);
}
