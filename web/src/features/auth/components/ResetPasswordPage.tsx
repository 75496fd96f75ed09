import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { LINK_INVALID_TEXT, paths, resetPasswordFormSchema } from '@petvet/shared';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { serverErrorText } from '../../../lib/errors';
import { fieldErrors } from '../../../lib/form-errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useConfirmPasswordResetMutation } from '../password-reset-api';
import { AuthCard } from './AuthCard';
import { PasswordInput } from './PasswordInput';
import '../auth.css';

/** What the sign-in page shows above its form after a reset (router state). */
export interface SignInNotice {
  notice: string;
}

/**
 * The emailed link's page: a new password, typed twice, with the registration's rules. Setting it
 * signs every device out and nobody in, so the page then sends to sign-in with a notice.
 */
export default function ResetPasswordPage() {
  const t = useT();
  const title = t('auth.reset.title');
  const description = t('auth.reset.description');
  usePageMeta(useMemo(() => ({ title, description }), [title, description]));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const { error, field, submit } = useSchemaForm(
    { newPassword: '', confirmPassword: '' },
    {
      schema: resetPasswordFormSchema,
      readInvalid: (invalid, typed) => {
        const fields = fieldErrors(invalid, typed);
        return { fields, message: fields.confirmPassword ?? fields.newPassword ?? null };
      },
      send: async ({ newPassword }) => {
        // A link without its token cannot set anything: nothing is sent (the English text marks it).
        if (!token) throw new Error(LINK_INVALID_TEXT);
        const { message } = await confirmReset({ token, password: newPassword }).unwrap();
        const state: SignInNotice = { notice: message };
        navigate(paths.login(), { replace: true, state });
      },
      failureText: (failure) =>
        failure instanceof Error && failure.message === LINK_INVALID_TEXT
          ? t('auth.linkInvalid')
          : serverErrorText(failure, t('auth.passwordNotSet')),
    },
  );

  return (
    <AuthCard
      title={title}
      intro={t('auth.reset.intro')}
      label={title}
      onSubmit={submit}
      error={error}
      submitLabel={t('auth.reset.submit')}
      busy={isLoading}
      busyLabel={t('auth.saving')}
      footer={richText(t('auth.reset.notWorking'), {
        link: (text) => <Link to={paths.forgotPassword()}>{text}</Link>,
      })}
    >
      <PasswordInput
        label={t('auth.newPassword')}
        autoComplete="new-password"
        required
        {...field('newPassword')}
      />
      <PasswordInput
        label={t('auth.confirmNewPassword')}
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
    </AuthCard>
  );
}
