import { useMemo } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { registerFormSchema, type UserType } from '@petvet/shared';
import { TextField } from '../../../components/ui/Field';
import { useT, type MessageKey } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { serverErrorText } from '../../../lib/errors';
import { fieldErrors } from '../../../lib/form-errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRegisterMutation } from '../api';
import { authPath } from '../next-path';
import { AuthCard, useNextPath, useSignedIn } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import '../auth.css';

const presetType = (value: string | null): UserType =>
  value === 'vet_business' ? 'vet_business' : 'pet_owner';

// The two kinds of account, each with its title and line under it.
const ACCOUNT_TYPES: ReadonlyArray<readonly [UserType, MessageKey, MessageKey]> = [
  ['pet_owner', 'auth.register.owner', 'auth.register.ownerText'],
  ['vet_business', 'auth.register.business', 'auth.register.businessText'],
];

export default function RegisterPage() {
  const t = useT();
  const title = t('auth.register.title');
  const description = t('auth.register.description');
  usePageMeta(useMemo(() => ({ title, description }), [title, description]));
  const [params] = useSearchParams();
  const next = useNextPath();
  const signedIn = useSignedIn();
  const [register, { isLoading }] = useRegisterMutation();
  const { values, error, change, field, submit } = useSchemaForm(
    {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      userType: presetType(params.get('type')) as UserType,
    },
    {
      schema: registerFormSchema,
      readInvalid: (invalid, typed) => {
        const fields = fieldErrors(invalid, typed);
        // A rule the typed password breaks (not a blank field) reads as one message at the top
        // too, match before length; told by the issue, not its words, so in every language.
        const first = invalid.issues.find((issue) => issue.path[0] === 'password');
        const broken = first && (first.code === 'custom' || typed.password.trim() !== '');
        const message = fields.confirmPassword ?? (broken ? fields.password : null) ?? null;
        return { fields, message };
      },
      send: async ({ confirmPassword: _unsent, ...body }) =>
        signedIn(await register(body).unwrap()),
      failureText: (failure) => serverErrorText(failure, t('auth.register.failed')),
    },
  );

  return (
    <AuthCard
      title={t('auth.register.heading')}
      intro={t('auth.register.intro')}
      wide
      label={title}
      onSubmit={submit}
      error={error}
      submitLabel={t('auth.register.submit')}
      busy={isLoading}
      busyLabel={t('auth.register.busy')}
      footer={richText(t('auth.register.haveAccount'), {
        link: (text) => <Link to={authPath('login', next)}>{text}</Link>,
      })}
    >
      <fieldset className="account-types">
        <legend>{t('auth.register.accountType')}</legend>
        {ACCOUNT_TYPES.map(([value, name, text]) => (
          <label key={value} className="account-type">
            <input
              type="radio"
              name="userType"
              value={value}
              checked={values.userType === value}
              onChange={change('userType')}
            />
            <span>
              <span className="account-type__title">{t(name)}</span>
              <span className="account-type__text">{t(text)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="form-row">
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
      </div>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <TextField
        label={t('auth.phoneOptional')}
        type="tel"
        autoComplete="tel"
        {...field('phone')}
      />
      <div className="form-row">
        <NewPasswordFields password={field('password')} confirm={field('confirmPassword')} />
      </div>
    </AuthCard>
  );
}
