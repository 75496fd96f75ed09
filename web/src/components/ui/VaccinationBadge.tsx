import type { VaccinationStatus } from '@petvet/shared';

export const VACCINATION_STATUS_TEXTS: Record<VaccinationStatus, string> = {
  overdue: 'Overdue',
  due_soon: 'Due soon',
  up_to_date: 'Up to date',
};

const TONES: Record<VaccinationStatus, string> = {
  overdue: 'badge--danger',
  due_soon: 'badge--warning',
  up_to_date: 'badge--success',
};

/**
 * A vaccination's state as the API worked it out on today's date, or (with `ofPet`) the most
 * urgent of a pet's; nothing when the pet has no vaccination on record. Where no pet name stands
 * beside it to say what the state is of (a clinic's lists), `named` writes "Vaccinations: ...".
 */
export function VaccinationBadge({
  status,
  ofPet = false,
  named = false,
}: {
  status: VaccinationStatus | null | undefined;
  ofPet?: boolean;
  named?: boolean;
}) {
  if (!status) return null;
  const text = VACCINATION_STATUS_TEXTS[status];
  const whole = `Vaccinations: ${text.toLowerCase()}`;
  return (
    <span
      className={`badge ${TONES[status]}`}
      title={ofPet && !named ? whole : undefined}
      data-vaccination-status={status}
    >
      {named ? whole : text}
    </span>
  );
}
