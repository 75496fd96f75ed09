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
import { useT } from '../../../i18n';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { SelectField, TextField } from '../../../components/ui/Field';
import { FormModal } from '../../../components/ui/FormModal';
import { serverErrorText } from '../../../lib/errors';
import { isStaleVersion } from '../../../lib/versioned-write';
import { WorkingHoursEditor } from '../components/WorkingHoursEditor';
import { useAddClinicianMutation, useSaveClinicianMutation } from './api';
import { clinicianRoleLabel, WEEKDAY_HOURS } from './labels';

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
  const t = useT();
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
      dispatch(
        toastShown(
          'success',
          t(clinician ? 'business.team.saved' : 'business.team.added', { name: trimmed }),
        ),
      );
      onClose();
    } catch (failure) {
      setError(
        isStaleVersion(failure)
          ? STALE_VERSION_TEXT
          : serverErrorText(failure, t('business.team.clinician.saveFailed')),
      );
    }
  };

  return (
    <FormModal
      title={
        clinician
          ? t('business.team.editName', { name: clinician.name })
          : t('business.team.clinicians.add')
      }
      label={clinician ? t('business.team.clinician.editLabel') : t('business.team.clinicians.add')}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      error={error}
      submitLabel={
        clinician ? t('business.team.clinician.save') : t('business.team.clinicians.add')
      }
      busy={adding.isLoading || saving.isLoading}
      size="lg"
    >
      <TextField
        label={t('business.team.clinician.name')}
        required
        value={name}
        error={nameError}
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        label={t('business.team.clinician.role')}
        value={role}
        onChange={(e) => setRole(e.target.value as ClinicianRole)}
      >
        {CLINICIAN_ROLES.map((r) => (
          <option key={r} value={r}>
            {clinicianRoleLabel(r)}
          </option>
        ))}
      </SelectField>
      <fieldset className="team__fieldset">
        <legend>{t('business.team.clinician.services')}</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={serviceIds === null}
            onChange={(e) => setServiceIds(e.target.checked ? null : [])}
          />{' '}
          {t('business.team.clinicians.everyService')}
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
        <legend>{t('business.hours.title')}</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={!ownHours}
            onChange={(e) => {
              setOwnHours(!e.target.checked);
              if (!hours) setHours(WEEKDAY_HOURS);
            }}
          />{' '}
          {t('business.team.clinician.sameAsClinic')}
        </label>
        {ownHours && <WorkingHoursEditor value={hours} onChange={setHours} />}
      </fieldset>
    </FormModal>
  );
}
