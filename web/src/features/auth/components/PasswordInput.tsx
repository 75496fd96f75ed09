import { useState, type InputHTMLAttributes } from 'react';
import { FieldShell } from '../../../components/ui/Field';
import { activeLocale, useT } from '../../../i18n';

type Props = { label: string; error?: string | null } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type'
>;

/** Password field with a show/hide toggle that says what it will do. */
export function PasswordInput({ label, error, required, ...input }: Props) {
  const t = useT();
  // "Show password" reads the label in lower case; German nouns keep their capital.
  const field = activeLocale() === 'de' ? label : label.toLowerCase();
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
            aria-label={t(visible ? 'auth.password.hideField' : 'auth.password.showField', {
              field,
            })}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? t('auth.password.hide') : t('auth.password.show')}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
