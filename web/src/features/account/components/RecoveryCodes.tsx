import { useState } from 'react';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';

/**
 * The ten recovery codes, shown this once: the server keeps only their hashes. Copy and download
 * help put them somewhere safe before "Done" hides them for good.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const text = `${t('account.codes.file')}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'petvet-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className="second-factor__codes">
      <p role="status">
        {richText(t('account.codes.saved'), { strong: (part) => <strong>{part}</strong> })}
      </p>
      <ol className="second-factor__code-list" aria-label={t('account.codes.list')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="second-factor__actions">
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => void copy()}>
          {copied ? t('account.codes.copied') : t('account.codes.copy')}
        </button>
        <button type="button" className="btn btn--secondary btn--sm" onClick={download}>
          {t('account.codes.download')}
        </button>
        <button type="button" className="btn btn--primary btn--sm" onClick={onDone}>
          {t('account.codes.done')}
        </button>
      </div>
    </div>
  );
}
