import { useState } from 'react';
import { paths } from '@petvet/shared';
import { Spinner } from '../../../components/ui/Feedback';
import { usePublicPriceListQuery } from '../../../lib/api/price-lists';
import { priceListHtml } from './snippet';

/** The list as HTML the clinic can paste into its own website, with a copy button. */
export function HtmlSnippet({ vetId }: { vetId: string }) {
  const list = usePublicPriceListQuery(vetId);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  if (list.isLoading) return <Spinner label="Preparing the HTML…" />;
  if (!list.data) return <p className="muted">The HTML could not be prepared. Please refresh.</p>;
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
        HTML for your website
      </label>
      <textarea
        id="price-list-html"
        className="input price-list-html"
        readOnly
        rows={6}
        value={html}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="button-row">
        <button type="button" className="btn btn--secondary btn--sm" onClick={copy}>
          Copy HTML for your website
        </button>
        <span role="status" className="small muted">
          {copied === 'yes' && 'Copied. Paste it into a page of your website.'}
          {copied === 'no' && 'Copying was refused: select the text above and copy it.'}
        </span>
      </div>
    </div>
  );
}
