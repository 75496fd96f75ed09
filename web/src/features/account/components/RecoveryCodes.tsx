import { useState } from 'react';

/**
 * The ten recovery codes, shown this once: the server keeps only their hashes. Copy and download
 * help put them somewhere safe before "Done" hides them for good.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `PetVet recovery codes (each works once)\n\n${codes.join('\n')}\n`;
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
        <strong>Your second factor is on.</strong> Save these recovery codes now: each signs you in
        once if you lose your phone, and they will not be shown again.
      </p>
      <ol className="second-factor__code-list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="second-factor__actions">
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy codes'}
        </button>
        <button type="button" className="btn btn--secondary btn--sm" onClick={download}>
          Download codes
        </button>
        <button type="button" className="btn btn--primary btn--sm" onClick={onDone}>
          I have saved them
        </button>
      </div>
    </div>
  );
}
