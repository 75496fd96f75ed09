import { useState, type FormEvent } from 'react';
import {
  CLINICIAN_ROLES,
  clinicianInputSchema,
  STALE_VERSION_TEXT,
  type Clinician,
  type ClinicianRole,
  type Service,
  type WorkingHours,
} from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { SelectField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { serverErrorText } from '../../../lib/errors';
import { isStaleVersion } from '../../../lib/versioned-write';
import { WorkingHoursEditor } from '../components/WorkingHoursEditor';
import { useAddClinicianMutation, useSaveClinicianMutation } from './api';
import { CLINICIAN_ROLE_LABELS, WEEKDAY_HOURS } from './labels';

/** Add a clinician, or edit one (when given): name, role, the services they perform, their hours. */
export function ClinicianModal({
  clinician,
  services,
  onClose,
}: {
  clinician: Clinician | null;
  services: Service[];
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const [add, adding] = useAddClinicianMutation();
  const [save, saving] = useSaveClinicianMutation();
  const [name, setName] = useState(clinician?.name ?? '');
  const [role, setRole] = useState<ClinicianRole>(clinician?.role ?? 'vet');
  const [serviceIds, setServiceIds] = useState<string[] | null>(clinician?.serviceIds ?? null);
  const [hours, setHours] = useState<WorkingHours | null>(clinician?.workingHours ?? null);
  const [ownHours, setOwnHours] = useState(Boolean(clinician?.workingHours));
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const toggleService = (id: string) =>
    setServiceIds((current) =>
      (current ?? []).includes(id)
        ? (current ?? []).filter((s) => s !== id)
        : [...(current ?? []), id],
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = clinicianInputSchema.shape.name.safeParse(name);
    if (!checked.success) return setNameError(checked.error.issues[0]!.message);
    setNameError(null);
    const trimmed = checked.data;
    // "Same as the clinic" is null: the clinician follows later changes of the clinic's hours.
    const body = { name: trimmed, role, serviceIds, workingHours: ownHours ? hours : null };
    try {
      if (clinician) await save({ id: clinician.id, body, version: clinician.version }).unwrap();
      else await add(body).unwrap();
      dispatch(toastShown('success', clinician ? `${trimmed} was saved` : `${trimmed} was added`));
      onClose();
    } catch (failure) {
      setError(
        isStaleVersion(failure)
          ? STALE_VERSION_TEXT
          : serverErrorText(failure, 'The clinician could not be saved.'),
      );
    }
  };

  return (
    <FormModal
      title={clinician ? `Edit ${clinician.name}` : 'Add clinician'}
      label={clinician ? 'Edit clinician' : 'Add clinician'}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      error={error}
      submitLabel={clinician ? 'Save clinician' : 'Add clinician'}
      busy={adding.isLoading || saving.isLoading}
      size="lg"
    >
      <TextField
        label="Name"
        required
        value={name}
        error={nameError}
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        label="Role"
        value={role}
        onChange={(e) => setRole(e.target.value as ClinicianRole)}
      >
        {CLINICIAN_ROLES.map((r) => (
          <option key={r} value={r}>
            {CLINICIAN_ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <fieldset className="team__fieldset">
        <legend>Services they perform</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={serviceIds === null}
            onChange={(e) => setServiceIds(e.target.checked ? null : [])}
          />{' '}
          Every service
        </label>
        {serviceIds !== null &&
          services.map((s) => (
            <label key={s.id} className="checkbox">
              <input
                type="checkbox"
                checked={serviceIds.includes(s.id)}
                onChange={() => toggleService(s.id)}
              />{' '}
              {s.name}
            </label>
          ))}
      </fieldset>
      <fieldset className="team__fieldset">
        <legend>Working hours</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={!ownHours}
            onChange={(e) => {
              setOwnHours(!e.target.checked);
              if (!hours) setHours(WEEKDAY_HOURS);
            }}
          />{' '}
          Same as the clinic
        </label>
        {ownHours && <WorkingHoursEditor value={hours} onChange={setHours} />}
      </fieldset>
    </FormModal>
  );
}
