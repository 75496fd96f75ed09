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

/** A vaccination's state (or a pet's most urgent one), as the API worked it out today. */
export function VaccinationStatusBadge({
  status,
  ofPet = false,
}: {
  status: VaccinationStatus | null;
  ofPet?: boolean;
}) {
  if (!status) return null;
  const text = VACCINATION_STATUS_TEXTS[status];
  return (
    <span className={`badge ${TONES[status]}`} data-vaccination-status={status}>
      {ofPet ? `Vaccinations: ${text.toLowerCase()}` : text}
    </span>
  );
}

/**
 * Allergies first and in red, then chronic conditions: the vet must not miss "Allergy:
 * penicillin" before prescribing. Nothing when there are none.
 */
export function ConditionChips({
  allergies,
  chronicConditions,
}: {
  allergies: string[];
  chronicConditions: string[];
}) {
  if (allergies.length === 0 && chronicConditions.length === 0) return null;
  return (
    <ul className="chips patient-chips" aria-label="Allergies and conditions">
      {allergies.map((item) => (
        <li key={`a-${item}`} className="chip patient-chip--allergy">
          Allergy: {item}
        </li>
      ))}
      {chronicConditions.map((item) => (
        <li key={`c-${item}`} className="chip patient-chip--condition">
          {item}
        </li>
      ))}
    </ul>
  );
}
