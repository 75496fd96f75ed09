import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { invitationAcceptSchema, paths } from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { loggedIn } from '../../../store/session-slice';
import { TextField } from '../../../components/ui/Field';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { serverErrorText } from '../../../lib/errors';
import { fieldErrors } from '../../../lib/form-errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAcceptInvitationMutation } from '../invitation-api';
import { AuthCard } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import '../auth.css';

/**
 * The link of a staff invitation: the invited person names themselves and chooses a password,
 * and is signed in for the clinic. The server says when the link has expired or was used.
 */
export default function JoinPage() {
  const t = useT();
  const title = t('auth.join.title');
  const description = t('auth.join.description');
  usePageMeta(useMemo(() => ({ title, description }), [title, description]));
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const { error, field, submit } = useSchemaForm(
    { firstName: '', lastName: '', password: '', confirm: '' },
    {
      schema: invitationAcceptSchema
        .extend({ confirm: invitationAcceptSchema.shape.password })
        .refine((v) => v.password === v.confirm, {
          path: ['confirm'],
          message: t('auth.join.passwordsDiffer'),
        }),
      input: (v) => ({ ...v, token: params.get('token') ?? '' }),
      readInvalid: (invalid, values) => ({
        fields: fieldErrors(invalid, values, { confirm: t('auth.confirmPassword') }),
        message: invalid.issues.some((i) => i.path[0] === 'token') ? t('auth.join.invalid') : null,
      }),
      send: async ({ token, firstName, lastName, password }) => {
        const result = await accept({ token, firstName, lastName, password }).unwrap();
        dispatch(loggedIn({ token: result.token, user: result.user }));
        navigate(paths.clinicDashboard(), { replace: true });
      },
      failureText: (failure) => serverErrorText(failure, t('auth.join.failed')),
    },
  );

  return (
    <AuthCard
      title={t('auth.join.heading')}
      intro={t('auth.join.intro')}
      label={t('auth.join.submit')}
      onSubmit={submit}
      error={error}
      submitLabel={t('auth.join.submit')}
      busy={isLoading}
      busyLabel={t('auth.join.busy')}
      footer={richText(t('auth.join.already'), {
        link: (text) => <Link to={paths.login()}>{text}</Link>,
      })}
    >
      <TextField
        label={t('auth.firstName')}
        autoComplete="given-name"
        required
        {...field('firstName')}
      />
      <TextField
        label={t('auth.lastName')}
        autoComplete="family-name"
        required
        {...field('lastName')}
      />
      <NewPasswordFields password={field('password')} confirm={field('confirm')} />
    </AuthCard>
  );
}
