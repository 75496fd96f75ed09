import { useState } from 'react';
import { SelectField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { useJoinWaitlistMutation } from '../api';
import { waitlistExplainedText } from '../settings';
import type { BookablePet } from './OwnerGate';

/** Joins the clinic's waitlist for one day, for one pet and (when chosen) one service. */
export function WaitlistForm({
  clinicId,
  date,
  service,
  pets,
}: {
  clinicId: string;
  date: string;
  service?: string;
  pets: BookablePet[];
}) {
  const t = useT();
  const [petId, setPetId] = useState(pets.length === 1 ? pets[0]!.id : '');
  const [joined, setJoined] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [join, { isLoading }] = useJoinWaitlistMutation();

  if (joined) {
    return (
      <div className="alert alert--success" role="status">
        <p>
          <strong>{t('booking.waitlist.joined', { date: formatDate(date) })}</strong>
        </p>
        <p>{t('booking.waitlist.joinedNext')}</p>
      </div>
    );
  }

  const submit = async () => {
    setFailure(null);
    try {
      await join({ vetId: clinicId, date, petId, service: service || undefined }).unwrap();
      setJoined(true);
    } catch (error) {
      setFailure(serverErrorText(error, t('booking.waitlist.failed')));
    }
  };

  return (
    <div className="waitlist-form stack">
      <p className="small">{waitlistExplainedText()}</p>
      {failure && <ErrorBlock>{failure}</ErrorBlock>}
      <div className="waitlist-form__row">
        <SelectField
          label={t('booking.waitlist.pet')}
          name="waitlistPet"
          value={petId}
          onChange={(e) => setPetId(e.target.value)}
        >
          <option value="">{t('booking.waitlist.choosePet')}</option>
          {pets.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className="btn btn--accent"
          disabled={!petId || isLoading}
          onClick={submit}
        >
          {isLoading ? t('booking.waitlist.joining') : t('booking.waitlist.join')}
        </button>
      </div>
    </div>
  );
}
