import type { ReactNode } from 'react';
import type { PublicTimeSlot } from '@petvet/shared';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { slotKey } from '../booking-params';
import { zoneTimesText } from '../zone-text';
import { ChoiceCard } from './BookingPanels';

/** A read that failed: what to say and how to ask again. */
export interface LoadFailure {
  text: string;
  retry: () => void;
}

/** The failure over what was last seen: never the empty day's text nor its waitlist. */
function FailedTimes({ failure, loading }: { failure: LoadFailure; loading: boolean }) {
  const t = useT();
  return (
    <div className="alert alert--error load-failed" role="alert">
      <p>{failure.text}</p>
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        onClick={failure.retry}
        disabled={loading}
      >
        {loading ? t('booking.times.retrying') : t('booking.times.retry')}
      </button>
    </div>
  );
}

/** The chosen day's start times as buttons (radios: one Tab stop, arrows move between times). */
export function TimeChoices({
  date,
  slots,
  loading,
  chosen,
  onChoose,
  name = 'slot',
  whenEmpty,
  failure = null,
  timeZone,
  who,
}: {
  date: string;
  slots: PublicTimeSlot[];
  loading: boolean;
  chosen: string | null;
  onChoose: (slot: PublicTimeSlot) => void;
  name?: string;
  /** Shown under the no-slots text: what the owner can do about a full day. */
  whenEmpty?: ReactNode;
  failure?: LoadFailure | null;
  /** The clinic's zone: named when the viewer's clock differs. */
  timeZone?: string;
  /** Whom each time is with ("with Dr Patel"), when the times say. */
  who?: (slot: PublicTimeSlot) => string | undefined;
}) {
  const t = useT();
  // One service: say it once above compact times; several: each time names its own.
  const oneService = slots.length > 0 && new Set(slots.map((s) => s.service)).size === 1;
  // The clinic's zone, named, when the viewer's clock differs from it.
  const first = slots[0];
  const zoneLine =
    first && zoneTimesText({ zone: timeZone, date: first.date, time: first.startTime });
  return (
    <fieldset className="stack times-field">
      <legend className="field__label">
        {date ? t('booking.times.legendOn', { date: formatDate(date) }) : t('booking.times.legend')}
      </legend>
      {failure && <FailedTimes failure={failure} loading={loading} />}
      {failure && slots.length > 0 && <p className="small muted">{t('booking.times.lastSeen')}</p>}
      {failure && slots.length === 0 ? null : !date || (loading && slots.length === 0) ? (
        <Spinner label={t('booking.times.loading')} />
      ) : slots.length === 0 ? (
        <EmptyState icon="calendar">
          <p>{t('booking.times.none')}</p>
          {whenEmpty}
        </EmptyState>
      ) : (
        <>
          {zoneLine && <p className="small zone-note">{zoneLine}</p>}
          {oneService && (
            <p className="small muted times-caption">
              {t('booking.times.minutes', {
                service: slots[0]!.service,
                minutes: slots[0]!.duration,
              })}
            </p>
          )}
          <div
            className="slots slots--times"
            role="radiogroup"
            aria-label={t('booking.times.legend')}
          >
            {slots.map((s) => {
              const key = slotKey(s);
              const person = who?.(s);
              const what = oneService
                ? t('booking.times.until', { time: s.endTime })
                : t('booking.times.minutes', { service: s.service, minutes: s.duration });
              return (
                <ChoiceCard
                  key={key}
                  id={`${name}-${key}`}
                  name={name}
                  value={key}
                  checked={chosen === key}
                  onChoose={() => onChoose(s)}
                  title={s.startTime}
                  detail={
                    !person
                      ? what
                      : oneService
                        ? t('booking.times.with', { name: person })
                        : t('booking.times.serviceWith', { service: s.service, name: person })
                  }
                />
              );
            })}
          </div>
        </>
      )}
    </fieldset>
  );
}
