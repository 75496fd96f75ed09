import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { SelectField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { serverErrorText } from '../../../lib/errors';
import { STAFF_ROLE_LABELS, type StaffInvitationInput } from '@petvet/shared';
import { useCliniciansQuery, useInviteStaffMutation } from './api';

const INVITABLE = ['manager', 'vet', 'nurse', 'reception'] as const;
export const INVITE_EMAIL_TEXT = 'Enter a valid email address';

/** Asks someone by email to join the clinic with a role, optionally as one of its clinicians. */
export function InviteStaffModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { data: clinicians = [] } = useCliniciansQuery();
  const [invite, inviting] = useInviteStaffMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffInvitationInput['role']>('reception');
  const [clinicianId, setClinicianId] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const address = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setEmailError(INVITE_EMAIL_TEXT);
    setEmailError(null);
    try {
      await invite({ email: address, role, ...(clinicianId ? { clinicianId } : {}) }).unwrap();
      dispatch(toastShown('success', `An invitation was emailed to ${address}`));
      onClose();
    } catch (failure) {
      setError(serverErrorText(failure, 'The invitation could not be sent.'));
    }
  };

  return (
    <FormModal
      title="Invite staff"
      label="Invite staff"
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      error={error}
      submitLabel="Send invitation"
      busy={inviting.isLoading}
      busyLabel="Sending…"
    >
      <TextField
        label="Email"
        type="email"
        required
        value={email}
        error={emailError}
        onChange={(e) => setEmail(e.target.value)}
      />
      <SelectField
        label="Role"
        value={role}
        onChange={(e) => setRole(e.target.value as StaffInvitationInput['role'])}
      >
        {INVITABLE.map((r) => (
          <option key={r} value={r}>
            {STAFF_ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Clinician"
        hint="The clinician whose calendar this person works from, if any."
        value={clinicianId}
        onChange={(e) => setClinicianId(e.target.value)}
      >
        <option value="">None</option>
        {clinicians.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
