import type { PublicClinician, PublicService, PublicTimeSlot } from '@petvet/shared';
import { SelectField } from '../../../components/ui/Field';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { clinicAmount } from '../../../lib/money';
import type { StripDay } from '../free-days';
import { ClinicianChoice } from './ClinicianChoice';
import { DateStrip } from './DateStrip';
import { OwnerGate } from './OwnerGate';
import { TimeChoices, type LoadFailure } from './TimeChoices';
import { WaitlistForm } from './WaitlistForm';

type Gate = Omit<Parameters<typeof OwnerGate>[0], 'children' | 'onPetAdded'>;

/** Step 1: service, day and time, open to everyone; a full day offers the waitlist. */
export function ChooseStep(props: {
  clinicId: string;
  timeZone?: string;
  services: PublicService[];
  service: string;
  onService: (service: string) => void;
  /** The clinicians to choose among: none when at most one performs the service. */
  clinicians: PublicClinician[];
  clinician: string;
  onClinician: (id: string) => void;
  /** Whom a time is with, when the times say (a team's any available). */
  who?: (slot: PublicTimeSlot) => string | undefined;
  days: StripDay[];
  date: string;
  dateValid: boolean;
  onDate: (date: string) => void;
  slots: PublicTimeSlot[];
  slotsLoading: boolean;
  /** The times could not be read: said as a failure with a retry, never as a full day. */
  failure: LoadFailure | null;
  chosen: string | null;
  onChoose: (slot: PublicTimeSlot) => void;
  notice: string | null;
  /** The waitlist form's gate when it is open, else null. */
  waitlist: Gate | null;
  onWaitlist: () => void;
  onContinue: () => void;
}) {
  const t = useT();
  const { date, dateValid, slots, waitlist } = props;
  // Why the chosen day has no free time, when the answer says.
  const dayReason = props.days.find((d) => d.date === date)?.reason;
  return (
    <section className="card stack" aria-labelledby="step1-title">
      <h2 id="step1-title">{t('booking.choose.title')}</h2>
      {props.notice && (
        <div className="alert alert--warning" role="alert">
          {props.notice}
        </div>
      )}
      <SelectField
        label={t('booking.choose.service')}
        name="service"
        value={props.service}
        onChange={(e) => props.onService(e.target.value)}
      >
        <option value="">{t('booking.choose.allServices')}</option>
        {props.services.map((s) => (
          <option key={s.id} value={s.name}>
            {t('booking.choose.serviceOption', {
              name: s.name,
              price: clinicAmount(s.price, s.currency),
              minutes: s.duration,
            })}
          </option>
        ))}
      </SelectField>
      {props.clinicians.length > 1 && (
        <ClinicianChoice
          clinicians={props.clinicians}
          chosen={props.clinician}
          onChoose={props.onClinician}
        />
      )}
      <DateStrip
        days={props.days}
        selected={dateValid ? date : ''}
        onChoose={props.onDate}
        counted={Boolean(props.service)}
      />
      {date && !dateValid ? (
        <p className="field__error" role="alert">
          {t('booking.choose.outOfWindow')}
        </p>
      ) : (
        <TimeChoices
          date={date}
          slots={slots}
          loading={props.slotsLoading}
          failure={props.failure}
          timeZone={props.timeZone}
          chosen={props.chosen}
          onChoose={props.onChoose}
          who={props.who}
          whenEmpty={
            // A closed day has no waitlist: no time will ever free up on it.
            dayReason === 'closed' ? (
              <p className="full-day">
                <strong>{t('booking.choose.closedDay')}</strong>
              </p>
            ) : (
              !waitlist && (
                <div className="stack full-day">
                  <p>
                    <strong>
                      {dayReason === 'beyond_horizon'
                        ? t('booking.choose.notOpenYet')
                        : t('booking.choose.fullDay')}
                    </strong>
                  </p>
                  <button type="button" className="btn btn--accent" onClick={props.onWaitlist}>
                    {t('booking.choose.joinWaitlist')}
                  </button>
                </div>
              )
            )
          }
        />
      )}
      {waitlist && dateValid && (
        <section className="waitlist-panel stack" aria-labelledby="waitlist-title">
          <h3 id="waitlist-title">{t('booking.choose.waitlistFor', { date: formatDate(date) })}</h3>
          <OwnerGate {...waitlist}>
            {(pets) => (
              <WaitlistForm
                key={date}
                clinicId={props.clinicId}
                date={date}
                service={props.service}
                pets={pets}
              />
            )}
          </OwnerGate>
        </section>
      )}
      {!waitlist && dateValid && slots.length > 0 && !props.failure && (
        <p className="small muted">
          {t('booking.choose.noneSuit')}{' '}
          <button type="button" className="link-button" onClick={props.onWaitlist}>
            {t('booking.choose.waitlistThisDay')}
          </button>
        </p>
      )}
      <div className="form-actions choose-step__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={!props.chosen}
          onClick={props.onContinue}
        >
          {t('booking.choose.continue')}
        </button>
      </div>
    </section>
  );
}
