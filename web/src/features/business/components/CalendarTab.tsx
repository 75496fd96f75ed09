import { useMemo, useState } from 'react';
import { clinicDateTimeAt, generateBulkSlots, type TimeSlot } from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { Icon } from '../../../components/ui/Icon';
import { IconButton } from '../../../components/ui/IconButton';
import { formatDate, formatWeekday } from '../../../lib/dates';
import {
  useCreateTimeSlotsMutation,
  useDeleteTimeSlotMutation,
  useServicesQuery,
  useTimeSlotsQuery,
} from '../api';
import { BUSINESS_TEXTS } from '../error-texts';
import { SlotModal } from './SlotModal';
import '../business.css';

const DAYS_SHOWN = 7;

/** Slots grouped by day, soonest first; a week at a time so a month of slots stays readable. */
function SlotDays({ slots, onDelete }: { slots: TimeSlot[]; onDelete: (slot: TimeSlot) => void }) {
  const [showAll, setShowAll] = useState(false);
  const days = useMemo(() => {
    const map = new Map<string, TimeSlot[]>();
    for (const slot of slots) map.set(slot.date, [...(map.get(slot.date) ?? []), slot]);
    return [...map.entries()];
  }, [slots]);
  const shown = showAll ? days : days.slice(0, DAYS_SHOWN);
  return (
    <div className="stack">
      {shown.map(([date, daySlots]) => (
        <section key={date} className="card" aria-label={formatDate(date)}>
          <div className="record__head">
            <h3 className="record__title">
              {formatWeekday(date)} {formatDate(date)}
            </h3>
            <span className="muted small">
              {daySlots.length} slots · {daySlots.filter((s) => s.isBooked).length} booked
            </span>
          </div>
          <ul className="slot-chips" aria-label={`Time slots on ${formatDate(date)}`}>
            {daySlots.map((slot) => (
              <li key={slot.id} className={`slot-chip${slot.isBooked ? ' is-booked' : ''}`}>
                <span>
                  <strong>
                    {slot.startTime}–{slot.endTime}
                  </strong>{' '}
                  <span className="muted small">
                    {slot.service} · {slot.duration} min
                  </span>
                </span>
                <span className={`badge ${slot.isBooked ? 'badge--warning' : 'badge--success'}`}>
                  {slot.isBooked ? 'Booked' : 'Available'}
                </span>
                {!slot.isBooked && (
                  <IconButton
                    icon="trash"
                    label={`Delete the ${slot.startTime} slot on ${formatDate(date)}`}
                    onClick={() => onDelete(slot)}
                    size={16}
                    danger
                  />
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {days.length > DAYS_SHOWN && (
        <button type="button" className="btn btn--secondary" onClick={() => setShowAll((v) => !v)}>
          {showAll ? 'Show the next 7 days only' : `Show all ${days.length} days`}
        </button>
      )}
    </div>
  );
}

const bySchedule = (a: TimeSlot, b: TimeSlot) =>
  a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime);

export function CalendarTab({ timeZone = 'Europe/London' }: { timeZone?: string }) {
  const dispatch = useAppDispatch();
  const slots = useTimeSlotsQuery();
  const { data: services = [] } = useServicesQuery();
  const [createMany, { isLoading: generating }] = useCreateTimeSlotsMutation();
  const [deleteSlot, { isLoading: deleting }] = useDeleteTimeSlotMutation();
  const [adding, setAdding] = useState(false);
  const [confirmBulk, setConfirmBulk] = useState(false);
  const [removing, setRemoving] = useState<TimeSlot | null>(null);
  const sorted = useMemo(() => [...(slots.data ?? [])].sort(bySchedule), [slots.data]);
  const booked = sorted.filter((s) => s.isBooked).length;

  const generate = async () => {
    setConfirmBulk(false);
    const now = clinicDateTimeAt(timeZone, new Date());
    const plan = generateBulkSlots({
      today: now.date,
      currentTime: now.time,
      services: services.map((s) => ({ id: s.id, name: s.name, duration: s.duration })),
    });
    if (!plan.ok) {
      dispatch(toastShown('error', plan.error));
      return;
    }
    try {
      const result = await createMany({ slots: plan.slots }).unwrap();
      dispatch(
        toastShown(
          'success',
          result.skipped > 0
            ? `${BUSINESS_TEXTS.slotsCreated} (${result.created} new, ${result.skipped} already existed)`
            : BUSINESS_TEXTS.slotsCreated,
        ),
      );
    } catch {
      dispatch(toastShown('error', BUSINESS_TEXTS.slotsFailed));
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await deleteSlot(removing.id).unwrap();
      dispatch(toastShown('success', BUSINESS_TEXTS.slotDeleted));
    } catch {
      dispatch(toastShown('error', BUSINESS_TEXTS.slotDeleteFailed));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className="stack">
      <div className="card__header">
        <h2>Time Slots</h2>
        <div className="button-row">
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => setAdding(true)}
          >
            <Icon name="plus" /> Add Time Slot
          </button>
          <button
            type="button"
            className="btn btn--accent btn--sm"
            disabled={generating}
            onClick={() => setConfirmBulk(true)}
          >
            {generating ? 'Generating…' : 'Generate 30 Days'}
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => void slots.refetch()}
          >
            Refresh
          </button>
        </div>
      </div>
      <div className="stat-cards">
        {[
          ['Available', sorted.length - booked],
          ['Booked', booked],
          ['Total', sorted.length],
        ].map(([label, value]) => (
          <div key={label} className="card stat">
            <div>
              <div className="stat__value">{value}</div>
              <div className="stat__label">{label} slots</div>
            </div>
          </div>
        ))}
      </div>
      {slots.isLoading ? (
        <Spinner label="Loading time slots…" />
      ) : sorted.length === 0 ? (
        <EmptyState icon="calendar" title="No time slots yet">
          <p>Add a slot, or generate 30 days of slots from your consultation service.</p>
        </EmptyState>
      ) : (
        <SlotDays slots={sorted} onDelete={setRemoving} />
      )}
      {adding && <SlotModal services={services} onClose={() => setAdding(false)} />}
      {confirmBulk && (
        <ConfirmDialog
          title="Generate time slots"
          message={BUSINESS_TEXTS.confirmBulk}
          confirmLabel="Continue"
          onConfirm={generate}
          onCancel={() => setConfirmBulk(false)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title="Delete time slot"
          message={BUSINESS_TEXTS.confirmSlotDelete}
          busy={deleting}
          onConfirm={remove}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
