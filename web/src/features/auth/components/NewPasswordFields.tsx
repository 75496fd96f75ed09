import type { ComponentProps } from 'react';
import { useT } from '../../../i18n';
import { PasswordInput } from './PasswordInput';

/** What a form gives one field: its name, value, error and change handler (`field(key)`). */
type Binding = Pick<ComponentProps<typeof PasswordInput>, 'name' | 'value' | 'error' | 'onChange'>;

interface NewPasswordFieldsProps {
  password: Binding;
  confirm: Binding;
}

/**
 * A first password, typed twice so a slip of the finger does not lock its owner out: both
 * required, both offered to the browser's password manager as a new password. The page lays
 * them out (one under the other, or side by side in a wide card).
 */
export function NewPasswordFields({ password, confirm }: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <PasswordInput
        label={t('auth.password')}
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        required
        {...confirm}
      />
    </>
  );
}
