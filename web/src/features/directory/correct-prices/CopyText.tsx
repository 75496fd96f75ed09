import { useState } from 'react';
import { useT } from '../../../i18n';

/**
 * One exact text to put on the website (an address, a file's content, a tag), shown as it must
 * be typed, with a copy button: a stray space or quote would make the check fail.
 */
export function CopyText({
  label,
  copyLabel,
  text,
}: {
  label: string;
  /** The copy button's name for screen readers ("Copy file address"). */
  copyLabel: string;
  text: string;
}) {
  const t = useT();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div className="copy-text">
      <span className="field__label">{label}</span>
      <div className="copy-text__row">
        <code className="copy-text__value">{text}</code>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={copy}
          aria-label={copyLabel}
        >
          {t('directory.copy.button')}
        </button>
      </div>
      <span role="status" className="small muted">
        {copied === 'yes' && t('directory.copy.done')}
        {copied === 'no' && t('directory.copy.refused')}
      </span>
    </div>
  );
}
