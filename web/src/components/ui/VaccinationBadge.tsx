import type { VaccinationStatus } from '@petvet/shared';
import { useT, type MessageKey } from '../../i18n';

const STATUS_KEYS: Record<VaccinationStatus, MessageKey> = {
  overdue: 'common.ui.vaccination.overdue',
  due_soon: 'common.ui.vaccination.dueSoon',
  up_to_date: 'common.ui.vaccination.upToDate',
};
// "Vaccinations: due soon" whole: lower-casing a German status would break its nouns.
const NAMED_KEYS: Record<VaccinationStatus, MessageKey> = {
  overdue: 'common.ui.vaccination.namedOverdue',
  due_soon: 'common.ui.vaccination.namedDueSoon',
  up_to_date: 'common.ui.vaccination.namedUpToDate',
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
  const t = useT();
  if (!status) return null;
  const text = t(STATUS_KEYS[status]);
  const whole = t(NAMED_KEYS[status]);
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
