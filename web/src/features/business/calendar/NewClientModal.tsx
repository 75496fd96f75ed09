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

const LABELS = { petName: "Pet's name", species: 'Species', serviceType: 'Service' };

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
      labels: LABELS,
      // The schema's own sentences say what to enter; "X is required" would say less.
      readInvalid: (invalid) => ({
        fields: Object.fromEntries(
          invalid.issues.map((issue) => [String(issue.path[0]), issue.message]).reverse(),
        ),
      }),
      input: (v) => ({
        ...v,
        timeSlotId: slot.id,
        appointmentTime: time,
        ...(clinician ? { clinicianId: clinician.id } : {}),
      }),
      send: async (request) => {
        await book(request).unwrap();
        const emailed = request.email ? '; the owner is emailed a link to their account' : '';
        dispatch(
          toastShown(
            'success',
            `Booked ${formatDate(slot.date)} at ${time} for a new client${emailed}`,
          ),
        );
        onClose();
      },
      failureText: (failure) =>
        serverErrorText(failure, 'The booking could not be made. Please try again.'),
    },
  );

  return (
    <FormModal
      title={`New client, ${formatDate(slot.date)} at ${time}`}
      label="Book a new client"
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel="Create client and book"
      busy={isLoading}
      busyLabel="Booking…"
    >
      <p className="muted small">
        For a caller without a PetVet account.{' '}
        <button type="button" className="link-button" onClick={onBack}>
          Find an existing owner by email instead
        </button>
      </p>
      <div className="form-row">
        <TextField label="First name" required autoComplete="off" {...field('firstName')} />
        <TextField label="Last name" required autoComplete="off" {...field('lastName')} />
      </div>
      <div className="form-row">
        <TextField label="Phone" type="tel" required autoComplete="off" {...field('phone')} />
        <TextField
          label="Email (optional)"
          type="email"
          autoComplete="off"
          hint="We email a link to set a password and see the booking online."
          {...field('email')}
        />
      </div>
      <div className="form-row">
        <TextField label="Pet's name" required autoComplete="off" {...field('petName')} />
        <TextField
          label="Species"
          required
          autoComplete="off"
          hint="For example Dog, Cat or Rabbit."
          {...field('species')}
        />
      </div>
      <VisitFields services={services} service={field('serviceType')} notes={field('notes')} />
    </FormModal>
  );
}
