import { useState, type FormEvent } from 'react';
import { translate, useT } from '../../../i18n';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { SelectField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { serverErrorText } from '../../../lib/errors';
import type { StaffInvitationInput } from '@petvet/shared';
import { useCliniciansQuery, useInviteStaffMutation } from './api';
import { staffRoleLabel } from './labels';

const INVITABLE = ['manager', 'vet', 'nurse', 'reception'] as const;
/** The sentence under an email address that will not do, in the active language. */
export const inviteEmailText = () => translate('business.team.invite.emailInvalid');

/** Asks someone by email to join the clinic with a role, optionally as one of its clinicians. */
export function InviteStaffModal({ onClose }: { onClose: () => void }) {
  const t = useT();
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
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setEmailError(inviteEmailText());
    setEmailError(null);
    try {
      await invite({ email: address, role, ...(clinicianId ? { clinicianId } : {}) }).unwrap();
      dispatch(toastShown('success', t('business.team.invite.sent', { email: address })));
      onClose();
    } catch (failure) {
      setError(serverErrorText(failure, t('business.team.invite.failed')));
    }
  };

  return (
    <FormModal
      title={t('business.team.staff.invite')}
      label={t('business.team.staff.invite')}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      error={error}
      submitLabel={t('business.team.invite.submit')}
      busy={inviting.isLoading}
      busyLabel={t('business.team.invite.sending')}
    >
      <TextField
        label={t('business.team.invite.email')}
        type="email"
        required
        value={email}
        error={emailError}
        onChange={(e) => setEmail(e.target.value)}
      />
      <SelectField
        label={t('business.team.clinician.role')}
        value={role}
        onChange={(e) => setRole(e.target.value as StaffInvitationInput['role'])}
      >
        {INVITABLE.map((r) => (
          <option key={r} value={r}>
            {staffRoleLabel(r)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('business.team.invite.clinician')}
        hint={t('business.team.invite.clinicianHint')}
        value={clinicianId}
        onChange={(e) => setClinicianId(e.target.value)}
      >
        <option value="">{t('business.team.invite.none')}</option>
        {clinicians.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
