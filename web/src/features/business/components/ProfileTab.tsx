import {
  businessProfileInputSchema,
  DEFAULT_OPENING_HOURS,
  type BusinessProfile,
} from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { TextAreaField, TextField } from '../../../components/ui/Field';
import { Spinner } from '../../../components/ui/Feedback';
import { Form, FormActions } from '../../../components/ui/Form';
import { Icon } from '../../../components/ui/Icon';
import { IconButton } from '../../../components/ui/IconButton';
import { serverErrorText } from '../../../lib/errors';
import { firstIssueText, useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveProfileMutation } from '../api';
import { BUSINESS_TEXTS } from '../error-texts';
import { linkedMessage, type SamplePlace } from '../sample-places';
import { AddressField } from './AddressField';
import '../business.css';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

type ProfileForm = {
  businessName: string;
  address: string;
  city: string;
  postcode: string;
  phone: string;
  email: string;
  website: string;
  description: string;
  services: string[];
  openingHours: string[];
  googlePlaceId: string | null;
};

/** A missing profile (404) starts from empty defaults with the account's email. */
function toForm(profile: BusinessProfile | undefined, email: string): ProfileForm {
  return {
    businessName: profile?.businessName ?? '',
    address: profile?.address ?? '',
    city: profile?.city ?? '',
    postcode: profile?.postcode ?? '',
    phone: profile?.phone ?? '',
    email: profile?.email || email,
    website: profile?.website ?? '',
    description: profile?.description ?? '',
    services: profile?.services ?? [],
    openingHours:
      profile?.openingHours?.length === 7 ? profile.openingHours : [...DEFAULT_OPENING_HOURS],
    googlePlaceId: profile?.googlePlaceId ?? null,
  };
}

interface ProfileTabProps {
  profile: BusinessProfile | undefined;
  loading: boolean;
  missing: boolean;
  email: string;
}

export function ProfileTab({ profile, loading, missing, email }: ProfileTabProps) {
  if (loading) return <Spinner label="Loading your profile…" />;
  return (
    <ProfileEditor
      key={profile?.id ?? (missing ? 'new' : 'none')}
      profile={profile}
      email={email}
    />
  );
}

function ProfileEditor({
  profile,
  email,
}: {
  profile: BusinessProfile | undefined;
  email: string;
}) {
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useSaveProfileMutation();
  const {
    values: form,
    setValues: setForm,
    error,
    field,
    submit,
  } = useSchemaForm(() => toForm(profile, email), {
    schema: businessProfileInputSchema,
    input: (values) => ({
      ...values,
      city: values.city || undefined,
      postcode: values.postcode || undefined,
    }),
    readInvalid: (invalid) => ({
      message: firstIssueText(invalid, BUSINESS_TEXTS.profileFailed),
    }),
    send: async (body) => {
      await save(body).unwrap();
      dispatch(toastShown('success', BUSINESS_TEXTS.profileSaved));
    },
    failureText: (failure) => {
      // A failed save is announced by the toast; the form keeps the server's own words.
      dispatch(toastShown('error', BUSINESS_TEXTS.profileFailed));
      return serverErrorText(failure, BUSINESS_TEXTS.profileFailed);
    },
  });
  const setLine = (key: 'services' | 'openingHours', index: number, value: string) =>
    setForm({ ...form, [key]: form[key].map((line, i) => (i === index ? value : line)) });

  const pick = (place: SamplePlace) => {
    setForm({
      ...form,
      businessName: place.name,
      address: place.address,
      phone: place.phone || form.phone,
      website: place.website || form.website,
      description: place.description || form.description,
      services: place.services.length ? place.services : form.services,
      openingHours: place.openingHours.length === 7 ? place.openingHours : form.openingHours,
      googlePlaceId: place.placeId,
    });
    dispatch(toastShown('info', linkedMessage(place)));
  };

  return (
    <Form className="form card" label="Clinic profile" onSubmit={submit} error={error}>
      {form.googlePlaceId && (
        <p className="alert alert--info small" role="note">
          Linked to a business listing. Review the details below, then save.
        </p>
      )}
      <TextField label="Business name" {...field('businessName')} />
      <AddressField
        value={form.address}
        onChange={(address) => setForm({ ...form, address })}
        onPick={pick}
      />
      <div className="form-row">
        <TextField label="City" autoComplete="address-level2" {...field('city')} />
        <TextField label="Postcode" autoComplete="postal-code" {...field('postcode')} />
      </div>
      <div className="form-row">
        <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Website" type="url" autoComplete="url" {...field('website')} />
      </div>
      <TextAreaField label="Description" rows={4} {...field('description')} />
      <div className="grid grid--2">
        <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="field__label">Services offered</legend>
          {form.services.map((line, i) => (
            <div key={i} className="line-editor">
              <label className="visually-hidden" htmlFor={`service-line-${i}`}>
                Service {i + 1}
              </label>
              <input
                id={`service-line-${i}`}
                className="input"
                value={line}
                onChange={(e) => setLine('services', i, e.target.value)}
              />
              <IconButton
                icon="trash"
                label={`Remove service ${line || i + 1}`}
                onClick={() =>
                  setForm({ ...form, services: form.services.filter((_, j) => j !== i) })
                }
                danger
              />
            </div>
          ))}
          <div>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => setForm({ ...form, services: [...form.services, ''] })}
            >
              <Icon name="plus" /> Add service
            </button>
          </div>
        </fieldset>
        <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="field__label">Opening hours</legend>
          {form.openingHours.map((line, i) => (
            <TextField
              key={DAYS[i]}
              label={DAYS[i] ?? `Line ${i + 1}`}
              name={`hours-${i}`}
              value={line}
              onChange={(e) => setLine('openingHours', i, e.target.value)}
            />
          ))}
        </fieldset>
      </div>
      <FormActions label="Save Changes" busy={isLoading} busyLabel="Saving…" />
    </Form>
  );
}
