import { useMemo } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { claimAccountRequestSchema, paths } from '@petvet/shared';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { serverErrorText } from '../../../lib/errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useClaimAccountMutation } from '../api';
import { AuthCard, useSignedIn } from './AuthCard';
import { PasswordInput } from './PasswordInput';
import '../auth.css';

/**
 * The emailed link of an account a clinic made at its desk: the owner chooses a first password
 * and is signed in. The token comes from the link; the server says when it is used or expired.
 */
export default function ClaimAccountPage() {
  const t = useT();
  const title = t('auth.claim.title');
  const description = t('auth.claim.description');
  usePageMeta(useMemo(() => ({ title, description }), [title, description]));
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const [claim, { isLoading }] = useClaimAccountMutation();
  const { error, field, submit } = useSchemaForm(
    { password: '' },
    {
      schema: claimAccountRequestSchema,
      input: (v) => ({ ...v, token: params.get('token') ?? '' }),
      readInvalid: (invalid) => ({
        fields: Object.fromEntries(invalid.issues.map((i) => [String(i.path[0]), i.message])),
        message: invalid.issues.find((i) => i.path[0] === 'token')?.message ?? null,
      }),
      send: async (body) => signedIn(await claim(body).unwrap()),
      failureText: (failure) => serverErrorText(failure, t('auth.passwordNotSet')),
    },
  );

  return (
    <AuthCard
      title={title}
      intro={t('auth.claim.intro')}
      label={title}
      onSubmit={submit}
      error={error}
      submitLabel={t('auth.claim.submit')}
      busy={isLoading}
      busyLabel={t('auth.saving')}
      footer={richText(t('auth.claim.already'), {
        link: (text) => <Link to={paths.login()}>{text}</Link>,
      })}
    >
      <PasswordInput
        label={t('auth.newPassword')}
        autoComplete="new-password"
        required
        {...field('password')}
      />
    </AuthCard>
  );
}
