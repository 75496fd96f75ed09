import { paths } from '@petvet/shared';
import { Link } from 'react-router';
import type { WaitlistEntry } from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useLeaveWaitlistMutation } from '../api';
import '../waitlist.css';

export const LEAVE_FAILED_TEXT = 'Could not leave the waitlist. Please try again.';

/** "10:45" in the owner's own clock: the moment the hold ends. */
function clockTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

function bookItPath(entry: WaitlistEntry): string {
  const offer = entry.offer!;
  const params = new URLSearchParams({ date: offer.date, time: offer.startTime, step: '2' });
  if (entry.service) params.set('service', entry.service);
  return paths.book(entry.vetId, params);
}

/** The owner's waitlist entries; an entry with a live offer comes first with Book it. */
export function WaitlistPanel({
  entries,
  now = new Date(),
  title = 'Your waitlist',
}: {
  entries: WaitlistEntry[];
  now?: Date;
  title?: string;
}) {
  const dispatch = useAppDispatch();
  const [leave, { isLoading, originalArgs }] = useLeaveWaitlistMutation();
  const live = (e: WaitlistEntry) => Boolean(e.offer && new Date(e.offer.expiresAt) > now);
  const sorted = [...entries].sort((a, b) => Number(live(b)) - Number(live(a)));

  // Only the entry as this list shows it is left; changed meanwhile, the server says so (412).
  const leaveEntry = async (entry: WaitlistEntry) => {
    try {
      await leave({ id: entry.id, version: entry.version }).unwrap();
    } catch (failure) {
      const text = isStaleVersion(failure)
        ? serverErrorText(failure, LEAVE_FAILED_TEXT)
        : LEAVE_FAILED_TEXT;
      dispatch(toastShown('error', text));
    }
  };

  return (
    <section className="card stack" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title">{title}</h2>
      {sorted.length === 0 ? (
        <p className="muted">
          You are not waiting for any day. When a day you want is full, choose &quot;Join the
          waitlist&quot; on the booking screen.
        </p>
      ) : (
        <ul className="list waitlist" aria-label="Waitlist entries">
          {sorted.map((entry) => (
            <li key={entry.id} className={`waitlist__entry${live(entry) ? ' has-offer' : ''}`}>
              <div>
                <p className="waitlist__title">{entry.businessName}</p>
                <p className="small muted">
                  {formatDate(entry.date)} · {entry.petName}
                  {entry.service ? ` · ${entry.service}` : ''}
                </p>
                {entry.offer && live(entry) ? (
                  <p className="waitlist__offer">
                    {entry.offer.startTime} is free. Held for you until{' '}
                    {clockTime(entry.offer.expiresAt)}
                  </p>
                ) : (
                  <p className="small">Waiting for a time to free up</p>
                )}
              </div>
              <div className="button-row">
                {entry.offer && live(entry) && (
                  <Link to={bookItPath(entry)} className="btn btn--primary btn--sm">
                    Book it
                  </Link>
                )}
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  disabled={isLoading && originalArgs?.id === entry.id}
                  onClick={() => leaveEntry(entry)}
                >
                  Leave the waitlist
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
