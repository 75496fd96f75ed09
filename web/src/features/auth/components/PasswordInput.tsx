import { useState, type InputHTMLAttributes } from 'react';
import { FieldShell } from '../../../components/ui/Field';

type Props = { label: string; error?: string | null } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type'
>;

/** Password field with a show/hide toggle that says what it will do. */
export function PasswordInput({ label, error, required, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} error={error} required={required}>
      {(control) => (
        <div className="password-field">
          <input {...control} type={visible ? 'text' : 'password'} {...input} />
          <button
            type="button"
            className="password-field__toggle"
            aria-pressed={visible}
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
