import type { GlobalPracticeDetail } from '@petvet/shared';
import { translate } from '../../i18n';
import { formatDate } from '../../lib/dates';

type CrawlFields = Pick<GlobalPracticeDetail, 'crawlStatus' | 'crawlError' | 'lastCrawled'>;

/** How the practice's prices were last gathered from its web site, in words for visitors. */
export function crawlStatusText({ crawlStatus, crawlError, lastCrawled }: CrawlFields): string {
  const date = lastCrawled ? formatDate(lastCrawled) : '';
  switch (crawlStatus) {
    case null:
      return translate('directory.crawl.none');
    case 'queued':
      return translate('directory.crawl.queued');
    case 'running':
      return translate('directory.crawl.running');
    case 'retrying':
      return translate('directory.crawl.retrying');
    case 'succeeded':
      return date
        ? translate('directory.crawl.succeededOn', { date })
        : translate('directory.crawl.succeeded');
    case 'partial':
      // The reason is the crawler's own plain sentence, e.g. "time budget of 60 s reached after 4 of 12 pages".
      if (crawlError)
        return date
          ? translate('directory.crawl.partialOnWhy', { date, reason: crawlError })
          : translate('directory.crawl.partialWhy', { reason: crawlError });
      return date
        ? translate('directory.crawl.partialOn', { date })
        : translate('directory.crawl.partial');
    case 'failed':
      return translate('directory.crawl.failed');
    default:
      return crawlStatus;
  }
}
