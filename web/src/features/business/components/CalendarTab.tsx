import { useMemo, useState } from 'react';
import { NO_SERVICE_FOR_SLOTS_TEXT, type TimeSlot } from '@petvet/shared';
import { useT, type MessageKey } from '../../../i18n';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { Icon } from '../../../components/ui/Icon';
import { serverErrorText } from '../../../lib/errors';
import { useDeleteTimeSlotMutation, useServicesQuery, useTimeSlotsQuery } from '../api';
import { calendarApi, useGenerateSlotsMutation } from '../calendar/api';
import { CalendarBoard } from '../calendar/CalendarBoard';
import { ClinicianBoard } from '../calendar/ClinicianBoard';
import { generatedText } from '../calendar/calendar-model';
import { PhoneBookingModal } from '../calendar/PhoneBookingModal';
import { SlotList } from '../calendar/SlotList';
import { BUSINESS_TEXTS } from '../error-texts';
import { ClosuresPanel } from './ClosuresPanel';
import { SlotModal } from './SlotModal';
import '../business.css';

const bySchedule = (a: TimeSlot, b: TimeSlot) =>
  a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime);

type Shown = 'calendar' | 'clinicians' | 'list';
const SHOWN_LABELS: Record<Shown, MessageKey> = {
  calendar: 'business.slots.shown.calendar',
  clinicians: 'business.slots.shown.clinicians',
  list: 'business.slots.shown.list',
};

export function CalendarTab({ timeZone = 'Europe/London' }: { timeZone?: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const slots = useTimeSlotsQuery();
  const { data: services = [] } = useServicesQuery();
  const [generateSlots, { isLoading: generating }] = useGenerateSlotsMutation();
  const [deleteSlot, { isLoading: deleting }] = useDeleteTimeSlotMutation();
  const [shown, setShown] = useState<Shown>('calendar');
  const [adding, setAdding] = useState(false);
  const [confirmBulk, setConfirmBulk] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TimeSlot | null>(null);
  const [booking, setBooking] = useState<TimeSlot | null>(null);
  const sorted = useMemo(() => [...(slots.data ?? [])].sort(bySchedule), [slots.data]);
  const booked = sorted.filter((s) => s.isBooked).length;

  const generate = async () => {
    setConfirmBulk(false);
    setGenerated(null);
    if (services.length === 0) {
      dispatch(toastShown('error', NO_SERVICE_FOR_SLOTS_TEXT));
      return;
    }
    try {
      const result = await generateSlots({ days: 30 }).unwrap();
      setGenerated(generatedText(result));
      dispatch(toastShown('success', BUSINESS_TEXTS.slotsCreated));
    } catch (failure) {
      dispatch(toastShown('error', serverErrorText(failure, BUSINESS_TEXTS.slotsFailed)));
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await deleteSlot({ id: removing.id, version: removing.version }).unwrap();
      dispatch(toastShown('success', BUSINESS_TEXTS.slotDeleted));
    } catch (failure) {
      // Changed since listed (412): the server's sentence says so; the list reloads.
      dispatch(toastShown('error', serverErrorText(failure, BUSINESS_TEXTS.slotDeleteFailed)));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className="stack">
      <div className="card__header">
        <h2>{t('business.slots.title')}</h2>
        <div className="button-row">
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => setAdding(true)}
          >
            <Icon name="plus" /> {t('business.slots.add')}
          </button>
          <button
            type="button"
            className="btn btn--accent btn--sm"
            disabled={generating}
            onClick={() => setConfirmBulk(true)}
          >
            {generating ? t('business.slots.generating') : t('business.slots.generate')}
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => {
              void slots.refetch();
              dispatch(calendarApi.util.invalidateTags(['Calendar', 'Closure']));
            }}
          >
            {t('business.slots.refresh')}
          </button>
        </div>
      </div>
      <p role="status" className={generated ? 'cal-generated' : 'visually-hidden'}>
        {generated}
      </p>
      <div className="stat-cards">
        {(
          [
            ['business.slots.available', sorted.length - booked],
            ['business.slots.booked', booked],
            ['business.slots.total', sorted.length],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="card stat">
            <div>
              <div className="stat__value">{value}</div>
              <div className="stat__label">{t(label)}</div>
            </div>
          </div>
        ))}
      </div>
      <div className="cal-switch" role="group" aria-label={t('business.slots.showAs')}>
        {(['calendar', 'clinicians', 'list'] as const).map((key) => (
          <button
            key={key}
            type="button"
            className={`btn btn--sm ${shown === key ? 'btn--primary' : 'btn--secondary'}`}
            aria-pressed={shown === key}
            onClick={() => setShown(key)}
          >
            {t(SHOWN_LABELS[key])}
          </button>
        ))}
      </div>
      {slots.isSuccess && sorted.length === 0 && (
        <EmptyState icon="calendar" title={t('business.slots.empty')}>
          <p>{t('business.slots.emptyText')}</p>
        </EmptyState>
      )}
      {shown === 'calendar' ? (
        <CalendarBoard services={services} timeZone={timeZone} />
      ) : shown === 'clinicians' ? (
        <ClinicianBoard services={services} timeZone={timeZone} slots={slots.data} />
      ) : slots.isLoading ? (
        <Spinner label={t('business.slots.loading')} />
      ) : (
        <SlotList slots={sorted} onDelete={setRemoving} onBook={setBooking} />
      )}
      <ClosuresPanel />
      {adding && <SlotModal services={services} onClose={() => setAdding(false)} />}
      {booking && (
        <PhoneBookingModal
          slot={booking}
          time={booking.startTime}
          services={services}
          onClose={() => setBooking(null)}
          onAddSlot={() => {
            setBooking(null);
            setAdding(true);
          }}
        />
      )}
      {confirmBulk && (
        <ConfirmDialog
          title={t('business.slots.generateTitle')}
          message={BUSINESS_TEXTS.confirmBulk}
          confirmLabel={t('business.slots.continue')}
          onConfirm={generate}
          onCancel={() => setConfirmBulk(false)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('business.slots.deleteTitle')}
          message={BUSINESS_TEXTS.confirmSlotDelete}
          busy={deleting}
          onConfirm={remove}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
