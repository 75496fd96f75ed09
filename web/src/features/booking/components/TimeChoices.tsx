import type { ReactNode } from 'react';
import type { PublicTimeSlot } from '@petvet/shared';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { formatDate } from '../../../lib/dates';
import { zonedTimeLabel, zoneNote } from '../../../lib/zone-label';
import { slotKey } from '../booking-params';
import { ChoiceCard } from './BookingPanels';

export const NO_SLOTS_TEXT =
  "The business didn't add any new services and slots. Please try a different date or contact the clinic directly.";

export const RETRY_TEXT = 'Retry';
export const LAST_SEEN_TEXT = 'Last seen before the connection failed; they may have changed.';

/** A read that failed: what to say and how to ask again. */
export interface LoadFailure {
  text: string;
  retry: () => void;
}

/** The failure over what was last seen: never the empty day's text nor its waitlist. */
function FailedTimes({ failure, loading }: { failure: LoadFailure; loading: boolean }) {
  return (
    <div className="alert alert--error load-failed" role="alert">
      <p>{failure.text}</p>
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        onClick={failure.retry}
        disabled={loading}
      >
        {loading ? 'Retrying…' : RETRY_TEXT}
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
  // One service: say it once above compact times; several: each time names its own.
  const oneService = slots.length > 0 && new Set(slots.map((s) => s.service)).size === 1;
  return (
    <fieldset className="stack times-field">
      <legend className="field__label">
        Available time slots{date ? ` on ${formatDate(date)}` : ''}
      </legend>
      {failure && <FailedTimes failure={failure} loading={loading} />}
      {failure && slots.length > 0 && <p className="small muted">{LAST_SEEN_TEXT}</p>}
      {failure && slots.length === 0 ? null : !date || (loading && slots.length === 0) ? (
        <Spinner label="Loading available slots…" />
      ) : slots.length === 0 ? (
        <EmptyState icon="calendar">
          <p>{NO_SLOTS_TEXT}</p>
          {whenEmpty}
        </EmptyState>
      ) : (
        <>
          {zoneNote(timeZone) && (
            <p className="small zone-note">
              Times are {zoneNote(timeZone)}:{' '}
              {zonedTimeLabel({ zone: timeZone, date: slots[0]!.date, time: slots[0]!.startTime })}.
            </p>
          )}
          {oneService && (
            <p className="small muted times-caption">
              {slots[0]!.service} · {slots[0]!.duration} min
            </p>
          )}
          <div className="slots slots--times" role="radiogroup" aria-label="Available time slots">
            {slots.map((s) => {
              const key = slotKey(s);
              const person = who?.(s);
              const what = oneService ? `until ${s.endTime}` : `${s.service} · ${s.duration} min`;
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
                    !person ? what : oneService ? `with ${person}` : `${s.service} · with ${person}`
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
