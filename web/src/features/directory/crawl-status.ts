import type { GlobalPracticeDetail } from '@petvet/shared';
import { formatDate } from '../../lib/dates';

type CrawlFields = Pick<GlobalPracticeDetail, 'crawlStatus' | 'crawlError' | 'lastCrawled'>;

/** How the practice's prices were last gathered from its web site, in words for visitors. */
export function crawlStatusText({ crawlStatus, crawlError, lastCrawled }: CrawlFields): string {
  const on = lastCrawled ? ` on ${formatDate(lastCrawled)}` : '';
  switch (crawlStatus) {
    case null:
      return 'Not gathered yet';
    case 'queued':
      return 'Waiting to be read from the practice’s web site';
    case 'running':
      return 'Being read from the practice’s web site now';
    case 'retrying':
      return 'The web site could not be read just now; it will be tried again';
    case 'succeeded':
      return `Read in full${on}`;
    case 'partial':
      // The reason is the crawler's own plain sentence, e.g. "time budget of 60 s reached after 4 of 12 pages".
      return `Partly read${on}${crawlError ? ` (${crawlError})` : ''}; prices found earlier are kept`;
    case 'failed':
      return 'The web site could not be read';
    default:
      return crawlStatus;
  }
}
