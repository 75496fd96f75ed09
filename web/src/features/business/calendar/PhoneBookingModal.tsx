import { useState } from 'react';
import { phoneBookingRequestSchema, type OwnerLookup, type Service } from '@petvet/shared';
import { translate, useT } from '../../../i18n';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { SelectField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { formatDate } from '../../../lib/dates';
import { httpStatusOf, serverErrorText } from '../../../lib/errors';
import { fieldErrors } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useLazyOwnerLookupQuery, usePhoneBookingMutation } from './api';
import type { CalendarSlot } from './calendar-model';
import { NewClientModal } from './NewClientModal';
import { speciesName } from '../patients/texts';
import { VisitFields } from './VisitFields';

interface PhoneBookingModalProps {
  slot: CalendarSlot;
  time: string;
  services: Service[];
  onClose: () => void;
  /** Add a different slot instead (the clinic clicked here to add time, not to book). */
  onAddSlot: () => void;
  /** The clinician whose column was clicked: booked by name, not left to "any available". */
  clinician?: { id: string; name: string };
}

/** A client who rang: find their account by email, pick the pet and service, book the free time. */
export function PhoneBookingModal({
  slot,
  time,
  services,
  onClose,
  onAddSlot,
  clinician,
}: PhoneBookingModalProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [lookup, found] = useLazyOwnerLookupQuery();
  const [book, { isLoading }] = usePhoneBookingMutation();
  const [owner, setOwner] = useState<OwnerLookup | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  // Not a client of this clinic (the lookup will not say more): booked as a new client instead.
  const [notFound, setNotFound] = useState(false);
  // A caller without an account is booked as a new client in the same place.
  const [newClient, setNewClient] = useState(false);
  const { values, error, field, submit } = useSchemaForm(
    { ownerEmail: '', petId: '', serviceType: services[0]?.name ?? '', notes: '' },
    {
      schema: phoneBookingRequestSchema,
      // The pet's field says what to do, as a sentence, whatever check failed.
      readInvalid: (invalid, v) => {
        const fields = fieldErrors(invalid, v);
        return {
          fields: fields.petId ? { ...fields, petId: translate('clinic.phone.choosePet') } : fields,
        };
      },
      input: (v) => ({
        ...v,
        timeSlotId: slot.id,
        appointmentTime: time,
        ...(clinician ? { clinicianId: clinician.id } : {}),
      }),
      send: async (request) => {
        await book(request).unwrap();
        dispatch(
          toastShown(
            'success',
            translate('clinic.phone.booked', { date: formatDate(slot.date), time }),
          ),
        );
        onClose();
      },
      failureText: (failure) => serverErrorText(failure, translate('clinic.phone.failed')),
    },
  );

  if (newClient) {
    return (
      <NewClientModal
        slot={slot}
        time={time}
        services={services}
        clinician={clinician}
        email={notFound ? values.ownerEmail.trim() : undefined}
        onClose={onClose}
        onBack={() => setNewClient(false)}
      />
    );
  }

  const findOwner = async () => {
    setLookupError(null);
    setNotFound(false);
    setOwner(null);
    try {
      setOwner(await lookup(values.ownerEmail.trim()).unwrap());
    } catch (failure) {
      const missing = httpStatusOf(failure) === 404;
      setNotFound(missing);
      setLookupError(
        serverErrorText(
          failure,
          missing ? t('clinic.phone.ownerNotFound') : t('clinic.phone.lookupFailed'),
        ),
      );
    }
  };

  return (
    <FormModal
      title={
        clinician
          ? t('clinic.phone.titleWith', { date: formatDate(slot.date), time, name: clinician.name })
          : t('clinic.phone.title', { date: formatDate(slot.date), time })
      }
      label={t('clinic.phone.label')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      submitLabel={t('clinic.phone.submit')}
      busy={isLoading}
      busyLabel={t('clinic.phone.booking')}
    >
      <p className="muted small">
        {t('clinic.phone.freeSlot', { from: slot.startTime, to: slot.endTime })}{' '}
        <button type="button" className="link-button" onClick={onAddSlot}>
          {t('clinic.phone.addSlot')}
        </button>
      </p>
      <p className="muted small">
        {t('clinic.phone.noAccount')}{' '}
        <button type="button" className="link-button" onClick={() => setNewClient(true)}>
          {t('clinic.phone.bookNewClient')}
        </button>
      </p>
      <div className="form-row cal-lookup">
        <TextField
          label={t('clinic.phone.ownerEmail')}
          type="email"
          required
          {...field('ownerEmail')}
          error={lookupError ?? field('ownerEmail').error}
        />
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => void findOwner()}
          disabled={found.isFetching || values.ownerEmail.trim() === ''}
        >
          {found.isFetching ? t('clinic.phone.finding') : t('clinic.phone.findOwner')}
        </button>
      </div>
      {notFound && (
        <p>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => setNewClient(true)}
          >
            {t('clinic.phone.bookThemNew')}
          </button>
        </p>
      )}
      {owner && (
        <>
          <p role="status">
            <strong>{owner.ownerName}</strong>
            {owner.pets.length === 0 ? t('clinic.phone.noPets') : ''}
          </p>
          <SelectField label={t('clinic.phone.pet')} required {...field('petId')}>
            <option value="">{t('clinic.phone.choosePetOption')}</option>
            {owner.pets.map((pet) => (
              <option key={pet.id} value={pet.id}>
                {pet.name} ({speciesName(pet.species)})
              </option>
            ))}
          </SelectField>
          <VisitFields services={services} service={field('serviceType')} notes={field('notes')} />
        </>
      )}
    </FormModal>
  );
}
