import {
  businessProfileInputSchema,
  DEFAULT_OPENING_HOURS,
  openingHoursLines,
  type BusinessProfile,
  type WorkingHours,
} from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { TextAreaField, TextField } from '../../../components/ui/Field';
import { Spinner } from '../../../components/ui/Feedback';
import { Form, FormActions } from '../../../components/ui/Form';
import { serverErrorText } from '../../../lib/errors';
import { FALLBACK_CURRENCY } from '../../../lib/money';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { BUSINESS_TEXTS } from '../error-texts';
import { linkedMessage, type SamplePlace } from '../sample-places';
import { BookingRulesFields, CUTOFF_LABEL } from '../profile/BookingRulesFields';
import { OfferedServices } from '../profile/OfferedServices';
import { useVersionedProfileSave } from '../profile/use-versioned-profile-save';
import { AddressField } from './AddressField';
import { WorkingHoursEditor } from './WorkingHoursEditor';
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
  workingHours: WorkingHours | null;
  currency: string;
  cancellationCutoffHours: string;
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
    workingHours: profile?.workingHours ?? null,
    currency: profile?.currency ?? FALLBACK_CURRENCY,
    cancellationCutoffHours: String(profile?.cancellationCutoffHours ?? 24),
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
  const { send, isLoading, dialog } = useVersionedProfileSave(profile);
  const saved = () => dispatch(toastShown('success', BUSINESS_TEXTS.profileSaved));
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
      // A clinic that never set hours keeps its own lines until it does.
      workingHours: values.workingHours ?? undefined,
    }),
    labels: { cancellationCutoffHours: CUTOFF_LABEL, openingHours: 'Opening hours' },
    send: async (body) => {
      if (await send(body)) saved();
    },
    failureText: (failure) => {
      // A failed save is announced by the toast; the form keeps the server's own words.
      dispatch(toastShown('error', BUSINESS_TEXTS.profileFailed));
      return serverErrorText(failure, BUSINESS_TEXTS.profileFailed);
    },
  });
  const setLine = (index: number, value: string) =>
    setForm({ ...form, openingHours: form.openingHours.map((l, i) => (i === index ? value : l)) });
  // With working hours set, the seven lines owners read are written from them.
  const lines = form.workingHours ? openingHoursLines(form.workingHours) : form.openingHours;

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
      <BookingRulesFields currency={field('currency')} cutoff={field('cancellationCutoffHours')} />
      <WorkingHoursEditor
        value={form.workingHours}
        onChange={(workingHours) => setForm({ ...form, workingHours })}
      />
      <div className="grid grid--2">
        <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="field__label">Opening hours</legend>
          {lines.map((line, i) => (
            <TextField
              key={DAYS[i]}
              label={DAYS[i] ?? `Line ${i + 1}`}
              name={`hours-${i}`}
              value={line}
              readOnly={Boolean(form.workingHours)}
              hint={i === 0 && form.workingHours ? 'Written from the working hours.' : undefined}
              onChange={(e) => setLine(i, e.target.value)}
            />
          ))}
        </fieldset>
        <OfferedServices currency={form.currency} />
      </div>
      <FormActions label="Save Changes" busy={isLoading} busyLabel="Saving…" />
      {dialog({
        saved,
        tookTheirs: (current) => setForm(toForm(current, email)),
        failed: () => dispatch(toastShown('error', BUSINESS_TEXTS.profileFailed)),
      })}
    </Form>
  );
}
