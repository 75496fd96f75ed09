import { useMemo, useState } from 'react';
import { bookingWindowIn, type PublicService } from '@petvet/shared';
import { SelectField, TextAreaField } from '../../../components/ui/Field';
import { Spinner } from '../../../components/ui/Feedback';
import { translate, useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { clinicAmount } from '../../../lib/money';
import { useBookDropOffMutation, useDropOffDaysQuery } from '../drop-off-api';
import { pendingExplainedText } from '../settings';
import { notOfferedText, offeredFor, speciesName } from '../team';
import { useBookingChoice } from '../use-booking-choice';
import { DropOffDays } from './DropOffDays';
import { OwnerGate, type BookablePet } from './OwnerGate';

/** "Drop off 08:00-09:00, collect from 16:00" (the shared dropOffDayText) in the active language. */
const dropOffWhen = (admission: { start: string; end: string }, collection: string) =>
  translate('booking.dropOff.when', { start: admission.start, end: admission.end, collection });

/**
 * The booking screen for a service booked by the day: the owner picks a drop-off day with places
 * left (never a time), sees when to bring and collect the pet, and books with POST /drop-offs.
 */
export function DropOffBooking(props: {
  clinicId: string;
  service: PublicService;
  services: PublicService[];
  timeZone?: string;
  pets: BookablePet[];
  petsLoading: boolean;
  signedIn: boolean;
  isOwner: boolean;
}) {
  const t = useT();
  const { clinicId, service } = props;
  const { choice, change, hrefFor } = useBookingChoice();
  const { first, last } = useMemo(
    () => bookingWindowIn(props.timeZone ?? 'Europe/London', new Date()),
    [props.timeZone],
  );
  const days = useDropOffDaysQuery({ clinicId, serviceId: service.id, from: first, to: last });
  const [book, booking] = useBookDropOffMutation();
  const [petId, setPetId] = useState('');
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ pet: string; date: string; when: string } | null>(null);
  const list = days.data ?? [];
  const date = list.some((d) => d.date === choice.date) ? choice.date! : (list[0]?.date ?? '');
  const day = list.find((d) => d.date === date);
  const when = day ? dropOffWhen(day.admission, day.collectionTime) : '';

  const submit = async (pet: BookablePet | undefined) => {
    if (!pet || !day) return;
    setFailure(null);
    try {
      await book({ vetId: clinicId, petId: pet.id, serviceId: service.id, date, notes }).unwrap();
      setBooked({ pet: pet.name, date, when });
      setNotes('');
    } catch (error) {
      setFailure(serverErrorText(error, t('booking.dropOff.failed')));
    }
  };

  return (
    <section className="card stack" aria-labelledby="drop-off-title">
      <h2 id="drop-off-title">{t('booking.dropOff.title')}</h2>
      <SelectField
        label={t('booking.choose.service')}
        name="service"
        value={service.name}
        onChange={(e) => void change({ service: e.target.value || undefined })}
      >
        <option value="">{t('booking.choose.allServices')}</option>
        {props.services.map((s) => {
          const values = { name: s.name, price: clinicAmount(s.price, s.currency) };
          return (
            <option key={s.id} value={s.name}>
              {s.bookingMode === 'drop_off'
                ? t('booking.dropOff.serviceOption', values)
                : t('booking.choose.serviceOption', { ...values, minutes: s.duration })}
            </option>
          );
        })}
      </SelectField>
      <p className="muted">{t('booking.dropOff.intro')}</p>
      {booked && (
        <div className="alert alert--success" role="status">
          {richText(
            t('booking.dropOff.booked', {
              pet: booked.pet,
              date: formatDate(booked.date),
              when: booked.when,
              pending: pendingExplainedText(),
            }),
            { strong: (text) => <strong>{text}</strong> },
          )}
        </div>
      )}
      {days.isLoading ? (
        <Spinner label={t('booking.dropOff.loading')} />
      ) : days.isError ? (
        <div className="alert alert--error" role="alert">
          {t('booking.dropOff.daysFailed')}{' '}
          <button type="button" className="btn btn--link" onClick={() => void days.refetch()}>
            {t('booking.dropOff.tryAgain')}
          </button>
        </div>
      ) : list.length === 0 ? (
        <p className="full-day">
          <strong>{t('booking.dropOff.noDays')}</strong>
        </p>
      ) : (
        <DropOffDays
          days={list}
          selected={date}
          onChoose={(next) => void change({ ...choice, date: next })}
        />
      )}
      {day && (
        <>
          <p className="drop-off-when">
            <strong>{when}</strong>
          </p>
          <OwnerGate
            signedIn={props.signedIn}
            isOwner={props.isOwner}
            pets={props.pets}
            petsLoading={props.petsLoading}
            next={hrefFor({ ...choice, date })}
          >
            {(pets) => {
              const chosen =
                pets.find((p) => p.id === petId) ?? (pets.length === 1 ? pets[0] : undefined);
              const refused = chosen && !offeredFor(service, chosen.species);
              return (
                <div className="stack">
                  <SelectField
                    label={t('booking.dropOff.pet')}
                    name="pet"
                    value={chosen?.id ?? ''}
                    onChange={(e) => setPetId(e.target.value)}
                  >
                    <option value="">{t('booking.dropOff.selectPet')}</option>
                    {pets.map((p) => (
                      <option key={p.id} value={p.id}>
                        {t('booking.dropOff.petOption', {
                          name: p.name,
                          species: speciesName(p.species),
                        })}
                      </option>
                    ))}
                  </SelectField>
                  {refused && (
                    <p className="field__error" role="alert">
                      {notOfferedText(service.name, chosen.species)}
                    </p>
                  )}
                  <TextAreaField
                    label={t('booking.dropOff.notes')}
                    name="notes"
                    value={notes}
                    onChange={(e) => setNotes(e.target.value)}
                  />
                  {failure && (
                    <p className="field__error" role="alert">
                      {failure}
                    </p>
                  )}
                  <button
                    type="button"
                    className="btn btn--primary"
                    disabled={!chosen || refused || booking.isLoading}
                    onClick={() => void submit(chosen)}
                  >
                    {t('booking.dropOff.book')}
                  </button>
                </div>
              );
            }}
          </OwnerGate>
        </>
      )}
    </section>
  );
}
