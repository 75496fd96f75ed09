import {
  businessProfileInputSchema,
  DEFAULT_OPENING_HOURS,
  openingHoursLines,
  WEEK_DAYS,
  type BusinessProfile,
  type WorkingHours,
} from '@petvet/shared';
import { useT } from '../../../i18n';
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
import { BookingRulesFields, cutoffLabel } from '../profile/BookingRulesFields';
import { OfferedServices } from '../profile/OfferedServices';
import { useVersionedProfileSave } from '../profile/use-versioned-profile-save';
import { weekdayName } from '../profile/weekday';
import { AddressField } from './AddressField';
import { WorkingHoursEditor } from './WorkingHoursEditor';
import '../business.css';

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
  const t = useT();
  if (loading) return <Spinner label={t('business.profile.loading')} />;
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
  const t = useT();
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
    labels: {
      cancellationCutoffHours: cutoffLabel(),
      openingHours: t('business.profile.openingHours'),
    },
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
    <Form
      className="form card"
      label={t('business.profile.formLabel')}
      onSubmit={submit}
      error={error}
    >
      {form.googlePlaceId && (
        <p className="alert alert--info small" role="note">
          {t('business.profile.linkedNote')}
        </p>
      )}
      <TextField label={t('business.profile.businessName')} {...field('businessName')} />
      <AddressField
        value={form.address}
        onChange={(address) => setForm({ ...form, address })}
        onPick={pick}
      />
      <div className="form-row">
        <TextField
          label={t('business.profile.city')}
          autoComplete="address-level2"
          {...field('city')}
        />
        <TextField
          label={t('business.profile.postcode')}
          autoComplete="postal-code"
          {...field('postcode')}
        />
      </div>
      <div className="form-row">
        <TextField
          label={t('business.profile.phone')}
          type="tel"
          autoComplete="tel"
          {...field('phone')}
        />
        <TextField
          label={t('business.profile.email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <TextField
          label={t('business.profile.website')}
          type="url"
          autoComplete="url"
          {...field('website')}
        />
      </div>
      <TextAreaField label={t('business.profile.description')} rows={4} {...field('description')} />
      <BookingRulesFields currency={field('currency')} cutoff={field('cancellationCutoffHours')} />
      <WorkingHoursEditor
        value={form.workingHours}
        onChange={(workingHours) => setForm({ ...form, workingHours })}
      />
      <div className="grid grid--2">
        <fieldset className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="field__label">{t('business.profile.openingHours')}</legend>
          {lines.map((line, i) => (
            <TextField
              key={WEEK_DAYS[i] ?? i}
              label={
                WEEK_DAYS[i]
                  ? weekdayName(WEEK_DAYS[i])
                  : t('business.profile.line', { number: i + 1 })
              }
              name={`hours-${i}`}
              value={line}
              readOnly={Boolean(form.workingHours)}
              hint={
                i === 0 && form.workingHours ? t('business.profile.writtenFromHours') : undefined
              }
              onChange={(e) => setLine(i, e.target.value)}
            />
          ))}
        </fieldset>
        <OfferedServices currency={form.currency} />
      </div>
      <FormActions
        label={t('business.profile.save')}
        busy={isLoading}
        busyLabel={t('business.common.saving')}
      />
      {dialog({
        saved,
        tookTheirs: (current) => setForm(toForm(current, email)),
        failed: () => dispatch(toastShown('error', BUSINESS_TEXTS.profileFailed)),
      })}
    </Form>
  );
}
