import { useState } from 'react';

/**
 * One exact text to put on the website (an address, a file's content, a tag), shown as it must
 * be typed, with a copy button: a stray space or quote would make the check fail.
 */
export function CopyText({ label, text }: { label: string; text: string }) {
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
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          Copy
        </button>
      </div>
      <span role="status" className="small muted">
        {copied === 'yes' && 'Copied.'}
        {copied === 'no' && 'Copying was refused: select the text and copy it.'}
      </span>
    </div>
  );
}
