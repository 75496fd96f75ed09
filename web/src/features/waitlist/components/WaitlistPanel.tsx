import { paths } from '@petvet/shared';
import { Link } from '../../../lib/router';
import type { WaitlistEntry } from '@petvet/shared';
import { useT } from '../../../i18n';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { formatDate } from '../../../lib/dates';
import { formatLocale } from '../../../lib/format-locale';
import { serverErrorText } from '../../../lib/errors';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useLeaveWaitlistMutation } from '../api';
import '../waitlist.css';

/** "10:45" in the owner's own clock: the moment the hold ends. */
function clockTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toLocaleTimeString(formatLocale(), { hour: '2-digit', minute: '2-digit' });
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
  title,
}: {
  entries: WaitlistEntry[];
  now?: Date;
  title?: string;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [leave, { isLoading, originalArgs }] = useLeaveWaitlistMutation();
  const live = (e: WaitlistEntry) => Boolean(e.offer && new Date(e.offer.expiresAt) > now);
  const sorted = [...entries].sort((a, b) => Number(live(b)) - Number(live(a)));

  // Only the entry as this list shows it is left; changed meanwhile, the server says so (412).
  const leaveEntry = async (entry: WaitlistEntry) => {
    try {
      await leave({ id: entry.id, version: entry.version }).unwrap();
    } catch (failure) {
      const fallback = t('owner.waitlist.leaveFailed');
      const text = isStaleVersion(failure) ? serverErrorText(failure, fallback) : fallback;
      dispatch(toastShown('error', text));
    }
  };

  return (
    <section className="card stack" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title">{title ?? t('owner.waitlist.title')}</h2>
      {sorted.length === 0 ? (
        <p className="muted">{t('owner.waitlist.empty')}</p>
      ) : (
        <ul className="list waitlist" aria-label={t('owner.waitlist.entries')}>
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
                    {t('owner.waitlist.offer', {
                      time: entry.offer.startTime,
                      until: clockTime(entry.offer.expiresAt),
                    })}
                  </p>
                ) : (
                  <p className="small">{t('owner.waitlist.waiting')}</p>
                )}
              </div>
              <div className="button-row">
                {entry.offer && live(entry) && (
                  <Link to={bookItPath(entry)} className="btn btn--primary btn--sm">
                    {t('owner.waitlist.bookIt')}
                  </Link>
                )}
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  disabled={isLoading && originalArgs?.id === entry.id}
                  onClick={() => leaveEntry(entry)}
                >
                  {t('owner.waitlist.leave')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
