import { useMemo, useState } from 'react';
import type { TimeSlot } from '@petvet/shared';
import { IconButton } from '../../../components/ui/IconButton';
import { formatDate, formatWeekday } from '../../../lib/dates';
import { useT } from '../../../i18n';

const DAYS_SHOWN = 7;

/** Slot cards grouped by day, soonest first; a week at a time so a month of slots stays readable. */
export function SlotList({
  slots,
  onDelete,
  onBook,
}: {
  slots: TimeSlot[];
  onDelete: (slot: TimeSlot) => void;
  /** Books a phone-in client on a free slot: the keyboard's way to what a click does on the grid. */
  onBook: (slot: TimeSlot) => void;
}) {
  const t = useT();
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
              {t('clinic.slots.daySummary', {
                count: daySlots.length,
                booked: daySlots.filter((s) => s.isBooked).length,
              })}
            </span>
          </div>
          <ul
            className="slot-chips"
            aria-label={t('clinic.slots.dayLabel', { date: formatDate(date) })}
          >
            {daySlots.map((slot) => (
              <li key={slot.id} className={`slot-chip${slot.isBooked ? ' is-booked' : ''}`}>
                <span>
                  <strong>
                    {slot.startTime}–{slot.endTime}
                  </strong>{' '}
                  <span className="muted small">
                    {t('clinic.panel.minutes', { service: slot.service, minutes: slot.duration })}
                  </span>
                </span>
                <span className={`badge ${slot.isBooked ? 'badge--warning' : 'badge--success'}`}>
                  {slot.isBooked ? t('clinic.slots.booked') : t('clinic.slots.available')}
                </span>
                {!slot.isBooked && (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('clinic.slots.bookLabel', {
                      time: slot.startTime,
                      date: formatDate(date),
                    })}
                    onClick={() => onBook(slot)}
                  >
                    {t('clinic.slots.book')}
                  </button>
                )}
                {!slot.isBooked && (
                  <IconButton
                    icon="trash"
                    label={t('clinic.slots.deleteLabel', {
                      time: slot.startTime,
                      date: formatDate(date),
                    })}
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
          {showAll ? t('clinic.slots.showWeek') : t('clinic.slots.showAll', { count: days.length })}
        </button>
      )}
    </div>
  );
}
