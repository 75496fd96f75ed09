import { useState, type FormEvent } from 'react';
import {
  businessProfileInputSchema,
  DEFAULT_OPENING_HOURS,
  type BusinessProfile,
} from '@petvet/shared';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../app/ui-slice';
import { TextAreaField, TextField } from '../../../components/ui/Field';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { Icon } from '../../../components/ui/Icon';
import { serverErrorText } from '../../../lib/errors';
import { useSaveProfileMutation } from '../api';
import { BUSINESS_TEXTS } from '../error-texts';
import { linkedMessage, type SamplePlace } from '../sample-places';
import { AddressField } from './AddressField';

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
  const [form, setForm] = useState(() => toForm(profile, email));
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveProfileMutation();
  const set = (key: keyof ProfileForm) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = businessProfileInputSchema.safeParse({
      ...form,
      city: form.city || undefined,
      postcode: form.postcode || undefined,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? BUSINESS_TEXTS.profileFailed);
      return;
    }
    try {
      await save(parsed.data).unwrap();
      dispatch(toastShown('success', BUSINESS_TEXTS.profileSaved));
    } catch (failure) {
      setError(serverErrorText(failure, BUSINESS_TEXTS.profileFailed));
      dispatch(toastShown('error', BUSINESS_TEXTS.profileFailed));
    }
  };

  return (
    <form className="form card" onSubmit={submit} noValidate aria-label="Clinic profile">
      {error && <ErrorBlock>{error}</ErrorBlock>}
      {form.googlePlaceId && (
        <p className="alert alert--info small" role="note">
          Linked to a business listing. Review the details below, then save.
        </p>
      )}
      <TextField
        label="Business name"
        name="businessName"
        value={form.businessName}
        onChange={set('businessName')}
      />
      <AddressField
        value={form.address}
        onChange={(address) => setForm({ ...form, address })}
        onPick={pick}
      />
      <div className="form-row">
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          value={form.city}
          onChange={set('city')}
        />
        <TextField
          label="Postcode"
          name="postcode"
          autoComplete="postal-code"
          value={form.postcode}
          onChange={set('postcode')}
        />
      </div>
      <div className="form-row">
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={form.phone}
          onChange={set('phone')}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
        />
        <TextField
          label="Website"
          name="website"
          type="url"
          autoComplete="url"
          value={form.website}
          onChange={set('website')}
        />
      </div>
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        value={form.description}
        onChange={set('description')}
      />
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
              <button
                type="button"
                className="icon-button icon-button--danger"
                aria-label={`Remove service ${line || i + 1}`}
                onClick={() =>
                  setForm({ ...form, services: form.services.filter((_, j) => j !== i) })
                }
              >
                <Icon name="trash" />
              </button>
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
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
