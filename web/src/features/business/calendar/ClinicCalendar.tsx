import { useMemo, useRef } from 'react';
import FullCalendar from '@fullcalendar/react';
import type {
  DatesSetArg,
  DayCellContentArg,
  EventContentArg,
  EventClickArg,
  EventDropArg,
  EventMountArg,
} from '@fullcalendar/core';
import timeGridPlugin from '@fullcalendar/timegrid';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import type { Calendar, CalendarMonth } from '@petvet/shared';
import { useLocale, useT } from '../../../i18n';
import { firstDayOfWeek } from '../../../lib/format-locale';
import { Spinner } from '../../../components/ui/Feedback';
import { useCalendarLocale } from './calendar-locale';
import { gridHours, toGridEvents, wallDate, wallTime } from './calendar-model';

export type GridView = 'timeGridDay' | 'timeGridWeek' | 'dayGridMonth';

export interface ClinicCalendarProps {
  calendar: Calendar | undefined;
  month: CalendarMonth | undefined;
  initialView: GridView;
  /** The dates shown (to is inclusive) and the view showing them. */
  onRange: (range: { from: string; to: string; view: GridView }) => void;
  onFreeTimeClick: (at: { date: string; time: string }) => void;
  /** revert puts the appointment back where it was (a refused or impossible move). */
  onMove: (move: { id: string; date: string; time: string; revert: () => void }) => void;
  /** Opens one appointment (a click, or Enter or Space on a focused one). */
  onOpen: (id: string) => void;
}

const DAY_MS = 86_400_000;

function monthCounts(month: CalendarMonth | undefined) {
  return new Map((month?.days ?? []).map((d) => [d.date, d]));
}

/** FullCalendar, loaded only with the clinic's calendar: day and week grids and a month of counts. */
export default function ClinicCalendar({
  calendar,
  month,
  initialView,
  onRange,
  onFreeTimeClick,
  onMove,
  onOpen,
}: ClinicCalendarProps) {
  const ref = useRef<FullCalendar>(null);
  const t = useT();
  const language = useLocale();
  const locale = useCalendarLocale(language);
  // A closed day says "Closed" in the language in use: a switch draws the events again.
  const events = useMemo(() => toGridEvents(calendar, t), [calendar, t]);
  const hours = useMemo(() => gridHours(calendar), [calendar]);
  const counts = useMemo(() => monthCounts(month), [month]);

  const datesSet = (arg: DatesSetArg) => {
    const view = arg.view.type as GridView;
    const last = new Date(arg.end.getTime() - DAY_MS);
    onRange({ from: wallDate(arg.start), to: wallDate(last), view });
  };

  const dateClick = (arg: DateClickArg) => {
    if (arg.view.type === 'dayGridMonth') {
      ref.current?.getApi().changeView('timeGridDay', arg.dateStr);
      return;
    }
    onFreeTimeClick({ date: wallDate(arg.date), time: wallTime(arg.date) });
  };

  const eventDrop = (arg: EventDropArg) => {
    const start = arg.event.start;
    if (!start) return arg.revert();
    onMove({ id: arg.event.id, date: wallDate(start), time: wallTime(start), revert: arg.revert });
  };

  const eventClick = (arg: EventClickArg) => {
    if (arg.event.display === 'background') return;
    arg.jsEvent.preventDefault();
    onOpen(arg.event.id);
  };

  // FullCalendar draws visits as plain boxes: each is made a button the keyboard can reach.
  const eventDidMount = (arg: EventMountArg) => {
    if (arg.event.display === 'background') return;
    const box = arg.el;
    box.tabIndex = 0;
    box.setAttribute('role', 'button');
    box.setAttribute('aria-label', t('clinic.calendar.openVisit', { title: arg.event.title }));
    box.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onOpen(arg.event.id);
    });
  };

  const dayCell = (arg: DayCellContentArg) => {
    if (arg.view.type !== 'dayGridMonth') return arg.dayNumberText;
    const day = counts.get(wallDate(arg.date));
    return (
      <div className="cal-month-cell">
        <span className="cal-month-cell__number">{arg.dayNumberText}</span>
        {day && (day.appointments > 0 || day.freeSlots > 0) && (
          <span className="cal-month-cell__counts">
            {day.appointments > 0 && (
              <span className="cal-count cal-count--visits">
                {t('clinic.calendar.monthVisits', { count: day.appointments })}
              </span>
            )}
            {day.freeSlots > 0 && (
              <span className="cal-count cal-count--free">
                {t('clinic.calendar.monthFree', { count: day.freeSlots })}
              </span>
            )}
          </span>
        )}
      </div>
    );
  };

  // A visit reads time and pet first (what the desk looks for), then service and owner.
  const eventContent = (arg: EventContentArg) => {
    const props = arg.event.extendedProps as { time?: string; petName?: string; detail?: string };
    const closed = (arg.event.extendedProps as { closed?: string }).closed;
    if (closed) return <span className="cal-closed__label">{closed}</span>;
    if (!props.petName) return null;
    return (
      <div className="cal-visit__body" title={arg.event.title}>
        <span className="cal-visit__head">
          <strong>{props.time}</strong> {props.petName}
        </span>
        <span className="cal-visit__detail">{props.detail}</span>
      </div>
    );
  };

  // The grid waits for its language's day and month names rather than flash English ones.
  if (!locale) return <Spinner label={t('clinic.calendar.loading')} />;
  return (
    <FullCalendar
      ref={ref}
      plugins={[timeGridPlugin, dayGridPlugin, interactionPlugin]}
      initialView={initialView}
      timeZone="UTC"
      firstDay={firstDayOfWeek()}
      locale={locale}
      height="auto"
      headerToolbar={{
        left: 'prev,next today',
        center: 'title',
        right: 'timeGridDay,timeGridWeek,dayGridMonth',
      }}
      // Words, not icon fonts: the icons are images without a text a screen reader could say.
      buttonIcons={false}
      buttonText={{
        prev: t('clinic.calendar.previous'),
        next: t('clinic.calendar.next'),
        today: t('clinic.calendar.today'),
        day: t('clinic.calendar.day'),
        week: t('clinic.calendar.week'),
        month: t('clinic.calendar.month'),
      }}
      views={{
        timeGridWeek: { dayHeaderFormat: { weekday: 'short', day: 'numeric' } },
        dayGridMonth: { dayHeaderFormat: { weekday: 'short' } },
      }}
      slotDuration="00:30:00"
      snapDuration="00:15:00"
      slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
      eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
      slotMinTime={hours.min}
      slotMaxTime={hours.max}
      allDaySlot={false}
      nowIndicator={false}
      events={events}
      editable
      eventDurationEditable={false}
      eventStartEditable
      dayMaxEvents
      dateClick={dateClick}
      eventDrop={eventDrop}
      eventClick={eventClick}
      eventDidMount={eventDidMount}
      datesSet={datesSet}
      dayCellContent={dayCell}
      eventContent={eventContent}
    />
  );
}
