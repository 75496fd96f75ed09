import { useState } from 'react';
import { paths } from '@petvet/shared';
import { Spinner } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { usePublicPriceListQuery } from '../../../lib/api/price-lists';
import { priceListHtml } from './snippet';

/** The list as HTML the clinic can paste into its own website, with a copy button. */
export function HtmlSnippet({ vetId }: { vetId: string }) {
  const t = useT();
  const list = usePublicPriceListQuery(vetId);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  if (list.isLoading) return <Spinner label={t('business.prices.preparing')} />;
  if (!list.data) return <p className="muted">{t('business.prices.htmlFailed')}</p>;
  const html = priceListHtml(list.data, `${window.location.origin}${paths.clinicPrices(vetId)}`);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(html);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div className="stack">
      <label className="field__label" htmlFor="price-list-html">
        {t('business.prices.htmlLabel')}
      </label>
      <textarea
        id="price-list-html"
        className="input price-list-html"
        readOnly
        rows={6}
        value={html}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="button-row price-list-copy">
        <button type="button" className="btn btn--secondary btn--sm" onClick={copy}>
          {t('business.prices.copy')}
        </button>
        <span role="status" className="small muted">
          {copied === 'yes' && t('business.prices.copied')}
          {copied === 'no' && t('business.prices.copyRefused')}
        </span>
      </div>
    </div>
  );
}
