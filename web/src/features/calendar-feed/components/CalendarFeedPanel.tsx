import { useState } from 'react';
import { useT } from '../../../i18n';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { LoadError } from '../../../components/ui/LoadError';
import { serverErrorText } from '../../../lib/errors';
import {
  useCalendarFeedQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} from '../api';
import '../calendar-feed.css';

/**
 * The secret address a phone calendar subscribes to. Whoever has it sees the appointments, so it
 * can be revoked (the old address stops working) and made anew.
 */
export function CalendarFeedPanel() {
  const t = useT();
  const feed = useCalendarFeedQuery();
  const [create, creating] = useCreateCalendarFeedMutation();
  const [revoke, revoking] = useRevokeCalendarFeedMutation();
  const [copied, setCopied] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const url = feed.data?.url ?? null;

  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    setCopied(false);
    try {
      await action();
    } catch (error) {
      setFailure(serverErrorText(error, t('owner.feed.failed')));
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className="card stack calendar-feed" aria-labelledby="feed-title">
      <h2 id="feed-title">{t('owner.feed.title')}</h2>
      <p className="small muted">{t('owner.feed.intro')}</p>
      {failure && <ErrorBlock>{failure}</ErrorBlock>}
      {feed.isLoading ? (
        <Spinner label={t('owner.feed.loading')} />
      ) : feed.isError && !feed.data ? (
        // Unread is not "none": offering a new address here would revoke the one in use.
        <LoadError
          title={t('owner.feed.loadFailed')}
          errors={[feed.error]}
          onRetry={() => void feed.refetch()}
          retrying={feed.isFetching}
        />
      ) : url ? (
        <>
          <label className="field__label" htmlFor="feed-url">
            {t('owner.feed.address')}
          </label>
          <input
            id="feed-url"
            className="input"
            readOnly
            value={url}
            onFocus={(e) => e.target.select()}
          />
          <div className="button-row">
            <button type="button" className="btn btn--secondary btn--sm" onClick={copy}>
              {copied ? t('owner.feed.copied') : t('owner.feed.copy')}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={revoking.isLoading}
              onClick={() => run(() => revoke(feed.data?.version).unwrap())}
            >
              {t('owner.feed.revoke')}
            </button>
          </div>
          <p className="small muted" role="status">
            {copied ? t('owner.feed.onClipboard') : ''}
          </p>
        </>
      ) : (
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={creating.isLoading}
          onClick={() => run(() => create().unwrap())}
        >
          {t('owner.feed.create')}
        </button>
      )}
    </section>
  );
}
