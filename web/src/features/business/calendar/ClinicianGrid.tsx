import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { CalendarEntry, CalendarSlot } from './calendar-model';
import { rowCount, rowsOf, ROW_MINUTES, type Lane } from './clinician-columns';
import { useT } from '../../../i18n';
import { dayLabel as dayName } from './MoveConfirmDialog';

/** A free slot placed in its clinician's lane. */
export interface FreeTime {
  slot: CalendarSlot;
  laneKey: string;
  clinicianId: string;
  clinicianName: string;
}
export interface Visit {
  entry: CalendarEntry;
  laneKey: string;
}

interface Props {
  lanes: Lane[];
  free: FreeTime[];
  visits: Visit[];
  /** The first and last time of the grid, HH:MM. */
  start: string;
  end: string;
  canMove: boolean;
  /**
   * Whether a visit may move to another clinician's free time (the clinic's move then names
   * that clinician); off, a visit moves only within its own clinician's column.
   */
  crossClinician?: boolean;
  onBook: (free: FreeTime) => void;
  onMove: (visit: Visit, to: FreeTime) => void;
  onOpen: (id: string) => void;
  /** The day to bring into view when the lanes are wider than the screen. */
  focusDate?: string;
}

const live = (v: Visit) => v.entry.status === 'pending' || v.entry.status === 'confirmed';
const place = (first: number, span: number): CSSProperties => ({
  gridRow: `${first + 1} / span ${span}`,
});

/**
 * Our own CSS grid, not FullCalendar's resource views (those are under a commercial licence):
 * time down the side, a column per clinician (or room) per day. Every visit and free time is a
 * button; a visit moves by drag and drop, or by its Move button and then a free time.
 */
export function ClinicianGrid({
  lanes,
  free,
  visits,
  start,
  end,
  canMove,
  crossClinician = false,
  onBook,
  onMove,
  onOpen,
  focusDate,
}: Props) {
  const t = useT();
  const [moving, setMoving] = useState<Visit | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const takes = (visit: Visit, to: FreeTime) =>
    crossClinician || !visit.entry.clinicianId || visit.entry.clinicianId === to.clinicianId;
  const rows = rowCount(start, end);
  const hours = Array.from({ length: rows / (60 / ROW_MINUTES) }, (_, i) => {
    const hour = Number(start.slice(0, 2)) + i;
    return `${String(hour).padStart(2, '0')}:00`;
  });
  const dates = [...new Set(lanes.map((l) => l.date))];
  const perDay = dates.length ? lanes.length / dates.length : 0;

  useEffect(() => {
    if (!moving) return;
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setMoving(null);
    window.addEventListener('keydown', escape);
    return () => window.removeEventListener('keydown', escape);
  }, [moving]);

  // A week of lanes is wider than a phone (or a team of many): open on the day asked for.
  useEffect(() => {
    const box = scroller.current;
    const day = box?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`);
    const hours = box?.querySelector<HTMLElement>('.ccal-hours');
    if (box && day) box.scrollLeft = day.offsetLeft - (hours?.offsetWidth ?? 0);
  }, [focusDate, lanes.length]);

  const drop = (to: FreeTime) => {
    if (!moving) return;
    onMove(moving, to);
    setMoving(null);
  };

  const style = {
    '--ccal-lanes': lanes.length,
    '--ccal-rows': rows,
  } as CSSProperties;
  return (
    <>
      <p role="status" className={moving ? 'ccal-moving' : 'visually-hidden'}>
        {moving ? t('clinic.grid.choose', { petName: moving.entry.petName }) : ''}
      </p>
      <div className="ccal-scroll" ref={scroller}>
        <div className={`ccal-grid${dates.length > 1 ? ' ccal-grid--week' : ''}`} style={style}>
          <div className="ccal-corner" aria-hidden="true" />
          {dates.map((date, d) => (
            <div
              key={date}
              data-date={date}
              className="ccal-day"
              style={{ gridColumn: `${d * perDay + 2} / span ${perDay}` }}
            >
              {dayName(date)}
            </div>
          ))}
          {lanes.map((lane, i) => (
            <div key={lane.key} className="ccal-lane-head" style={{ gridColumn: i + 2 }}>
              {lane.bookable.name}
            </div>
          ))}
          <div className="ccal-hours" aria-hidden="true">
            {hours.map((hour, i) => (
              <span key={hour} style={place(i * (60 / ROW_MINUTES), 60 / ROW_MINUTES)}>
                {hour}
              </span>
            ))}
          </div>
          {lanes.map((lane, i) => (
            <div
              key={lane.key}
              role="group"
              aria-label={t('clinic.grid.lane', {
                name: lane.bookable.name,
                day: dayName(lane.date),
              })}
              className={`ccal-lane${i % perDay === perDay - 1 ? ' ccal-lane--day-end' : ''}`}
              style={{ gridColumn: i + 2 }}
            >
              {free
                .filter((f) => f.laneKey === lane.key)
                .map((f) => {
                  const { first, span } = rowsOf(f.slot.startTime, f.slot.endTime, start);
                  const target = moving !== null && takes(moving, f);
                  return (
                    <button
                      key={f.slot.id}
                      type="button"
                      className={`ccal-free${target ? ' ccal-free--target' : ''}`}
                      style={place(first, span)}
                      disabled={moving !== null && !target}
                      aria-label={
                        target
                          ? t('clinic.grid.moveHereLabel', {
                              petName: moving.entry.petName,
                              time: f.slot.startTime,
                              name: f.clinicianName,
                            })
                          : t('clinic.grid.freeLabel', {
                              from: f.slot.startTime,
                              to: f.slot.endTime,
                              name: f.clinicianName,
                            })
                      }
                      onClick={() => (target ? drop(f) : onBook(f))}
                      onDragOver={(event) => target && event.preventDefault()}
                      onDrop={(event) => {
                        event.preventDefault();
                        if (target) drop(f);
                      }}
                    >
                      {target
                        ? t('clinic.grid.moveHere')
                        : t('clinic.grid.free', { time: f.slot.startTime })}
                    </button>
                  );
                })}
              {visits
                .filter((v) => v.laneKey === lane.key)
                .map((v) => {
                  const a = v.entry;
                  const { first, span } = rowsOf(a.time, a.endTime, start);
                  const movable = canMove && live(v);
                  return (
                    <div
                      key={a.id}
                      className={`ccal-visit ccal-visit--${a.status}${moving === v ? ' is-moving' : ''}`}
                      style={place(first, span)}
                      draggable={movable}
                      onDragStart={(event) => {
                        event.dataTransfer?.setData('text/plain', a.id);
                        setMoving(v);
                      }}
                      onDragEnd={() => setTimeout(() => setMoving(null), 0)}
                    >
                      <button
                        type="button"
                        className="ccal-visit__open"
                        aria-label={t('clinic.grid.visitLabel', {
                          petName: a.petName,
                          from: a.time,
                          to: a.endTime,
                          service: a.service,
                          owner: a.ownerName,
                        })}
                        onClick={() => onOpen(a.id)}
                      >
                        <strong>{a.time}</strong> {a.petName}
                        <span className="ccal-visit__detail">{a.service}</span>
                      </button>
                      {movable && (
                        <button
                          type="button"
                          className="ccal-visit__move"
                          aria-pressed={moving === v}
                          onClick={() => setMoving(moving === v ? null : v)}
                        >
                          {t('clinic.grid.move')}
                          <span className="visually-hidden"> {a.petName}</span>
                        </button>
                      )}
                    </div>
                  );
                })}
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
