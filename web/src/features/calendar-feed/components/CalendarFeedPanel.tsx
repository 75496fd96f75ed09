import { useState } from 'react';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { LoadError } from '../../../components/ui/LoadError';
import { serverErrorText } from '../../../lib/errors';
import {
  useCalendarFeedQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} from '../api';

export const FEED_FAILED_TEXT = 'Could not change your calendar address. Please try again.';

/**
 * The secret address a phone calendar subscribes to. Whoever has it sees the appointments, so it
 * can be revoked (the old address stops working) and made anew.
 */
export function CalendarFeedPanel() {
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
      setFailure(serverErrorText(error, FEED_FAILED_TEXT));
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
    <section className="card stack" aria-labelledby="feed-title">
      <h2 id="feed-title">Calendar feed</h2>
      <p className="small muted">
        Add this address to your phone or computer calendar (&quot;subscribe to calendar&quot;) and
        your upcoming appointments stay in sync. Keep it private: anyone with it can see them.
      </p>
      {failure && <ErrorBlock>{failure}</ErrorBlock>}
      {feed.isLoading ? (
        <Spinner label="Loading your calendar address…" />
      ) : feed.isError && !feed.data ? (
        // Unread is not "none": offering a new address here would revoke the one in use.
        <LoadError
          title="Your calendar address could not be loaded."
          errors={[feed.error]}
          onRetry={() => void feed.refetch()}
          retrying={feed.isFetching}
        />
      ) : url ? (
        <>
          <label className="field__label" htmlFor="feed-url">
            Your calendar address
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
              {copied ? 'Copied' : 'Copy address'}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={revoking.isLoading}
              onClick={() => run(() => revoke(feed.data?.version).unwrap())}
            >
              Revoke address
            </button>
          </div>
          <p className="small muted" role="status">
            {copied ? 'The address is on your clipboard.' : ''}
          </p>
        </>
      ) : (
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={creating.isLoading}
          onClick={() => run(() => create().unwrap())}
        >
          Get my calendar address
        </button>
      )}
    </section>
  );
}
