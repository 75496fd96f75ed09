import { newClientBookingRequestSchema, type Service } from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useNewClientBookingMutation } from './api';
import type { CalendarSlot } from './calendar-model';
import { VisitFields } from './VisitFields';
import { activeLocale, translate, useT, type MessageKey } from '../../../i18n';

// Read when a check fails, so the labels follow the language in use.
const labels = () => ({
  firstName: translate('clinic.newClient.firstName'),
  lastName: translate('clinic.newClient.lastName'),
  phone: translate('clinic.newClient.phone'),
  email: translate('clinic.panel.email'),
  petName: translate('clinic.newClient.petName'),
  species: translate('clinic.newClient.species'),
  serviceType: translate('clinic.visit.service'),
});

// The schema's sentences, field by field, in the language in use.
const SAY: Record<string, MessageKey> = {
  firstName: 'clinic.newClient.say.firstName',
  lastName: 'clinic.newClient.say.lastName',
  phone: 'clinic.newClient.say.phone',
  email: 'clinic.newClient.say.email',
  petName: 'clinic.newClient.say.petName',
  species: 'clinic.newClient.say.species',
  serviceType: 'clinic.newClient.say.serviceType',
};
const sentences = (invalid: { issues: { path: PropertyKey[]; message: string }[] }) =>
  Object.fromEntries(
    invalid.issues
      .map((issue) => {
        const field = String(issue.path[0]);
        const key = activeLocale() === 'en' ? undefined : SAY[field];
        return [field, key ? translate(key) : issue.message];
      })
      .reverse(),
  );

/**
 * A caller with no account: the desk takes their name, phone (email if they have one) and their
 * pet, and books. The owner account is made without a password; with an email, the owner is sent
 * a link to set one.
 */
export function NewClientModal({
  slot,
  time,
  services,
  clinician,
  email = '',
  onClose,
  onBack,
}: {
  slot: CalendarSlot;
  time: string;
  services: Service[];
  /** The clinician whose column was clicked, booked by name. */
  clinician?: { id: string; name: string } | undefined;
  /** The email the desk just looked up and found no client for. */
  email?: string | undefined;
  onClose: () => void;
  /** Back to finding an existing owner by email. */
  onBack: () => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [book, { isLoading }] = useNewClientBookingMutation();
  const { error, field, submit } = useSchemaForm(
    {
      firstName: '',
      lastName: '',
      phone: '',
      email,
      petName: '',
      species: '',
      serviceType: services[0]?.name ?? '',
      notes: '',
    },
    {
      schema: newClientBookingRequestSchema,
      labels: labels(),
      // The schema's own sentences say what to enter; "X is required" would say less.
      readInvalid: (invalid) => ({ fields: sentences(invalid) }),
      input: (v) => ({
        ...v,
        timeSlotId: slot.id,
        appointmentTime: time,
        ...(clinician ? { clinicianId: clinician.id } : {}),
      }),
      send: async (request) => {
        await book(request).unwrap();
        const said = { date: formatDate(slot.date), time };
        dispatch(
          toastShown(
            'success',
            request.email
              ? translate('clinic.newClient.bookedEmailed', said)
              : translate('clinic.newClient.booked', said),
          ),
        );
        onClose();
      },
      failureText: (failure) => serverErrorText(failure, translate('clinic.phone.failed')),
    },
  );

  return (
    <FormModal
      title={t('clinic.newClient.title', { date: formatDate(slot.date), time })}
      label={t('clinic.newClient.label')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel={t('clinic.newClient.submit')}
      busy={isLoading}
      busyLabel={t('clinic.phone.booking')}
    >
      <p className="muted small">
        {t('clinic.newClient.intro')}{' '}
        <button type="button" className="link-button" onClick={onBack}>
          {t('clinic.newClient.findExisting')}
        </button>
      </p>
      <div className="form-row">
        <TextField
          label={t('clinic.newClient.firstName')}
          required
          autoComplete="off"
          {...field('firstName')}
        />
        <TextField
          label={t('clinic.newClient.lastName')}
          required
          autoComplete="off"
          {...field('lastName')}
        />
      </div>
      <div className="form-row">
        <TextField
          label={t('clinic.newClient.phone')}
          type="tel"
          required
          autoComplete="off"
          {...field('phone')}
        />
        <TextField
          label={t('clinic.newClient.email')}
          type="email"
          autoComplete="off"
          hint={t('clinic.newClient.emailHint')}
          {...field('email')}
        />
      </div>
      <div className="form-row">
        <TextField
          label={t('clinic.newClient.petName')}
          required
          autoComplete="off"
          {...field('petName')}
        />
        <TextField
          label={t('clinic.newClient.species')}
          required
          autoComplete="off"
          hint={t('clinic.newClient.speciesHint')}
          {...field('species')}
        />
      </div>
      <VisitFields services={services} service={field('serviceType')} notes={field('notes')} />
    </FormModal>
  );
}
