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
 * urgent of a pet's; nothing when the pet has no vaccination on record.
 */
export function VaccinationBadge({
  status,
  ofPet = false,
}: {
  status: VaccinationStatus | null | undefined;
  ofPet?: boolean;
}) {
  if (!status) return null;
  const text = VACCINATION_STATUS_TEXTS[status];
  return (
    <span
      className={`badge ${TONES[status]}`}
      title={ofPet ? `Vaccinations: ${text.toLowerCase()}` : undefined}
      data-vaccination-status={status}
    >
      {text}
    </span>
  );
}
