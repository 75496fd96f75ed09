import { useState } from 'react';
import { SelectField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { useJoinWaitlistMutation } from '../api';
import { WAITLIST_EXPLAINED_TEXT } from '../settings';
import type { BookablePet } from './OwnerGate';

export const JOIN_WAITLIST_FAILED_TEXT = 'Could not join the waitlist. Please try again.';

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
  const [petId, setPetId] = useState(pets.length === 1 ? pets[0]!.id : '');
  const [joined, setJoined] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [join, { isLoading }] = useJoinWaitlistMutation();

  if (joined) {
    return (
      <div className="alert alert--success" role="status">
        <p>
          <strong>You are on the waitlist for {formatDate(date)}.</strong>
        </p>
        <p>We email you when a time frees up. Your waitlist is in your dashboard.</p>
      </div>
    );
  }

  const submit = async () => {
    setFailure(null);
    try {
      await join({ vetId: clinicId, date, petId, service: service || undefined }).unwrap();
      setJoined(true);
    } catch (error) {
      setFailure(serverErrorText(error, JOIN_WAITLIST_FAILED_TEXT));
    }
  };

  return (
    <div className="waitlist-form stack">
      <p className="small">{WAITLIST_EXPLAINED_TEXT}</p>
      {failure && <ErrorBlock>{failure}</ErrorBlock>}
      <div className="waitlist-form__row">
        <SelectField
          label="Pet"
          name="waitlistPet"
          value={petId}
          onChange={(e) => setPetId(e.target.value)}
        >
          <option value="">Choose a pet</option>
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
          {isLoading ? 'Joining…' : 'Join the waitlist'}
        </button>
      </div>
    </div>
  );
}
