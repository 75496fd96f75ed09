import { useT } from '../../../i18n';

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
  const t = useT();
  if (allergies.length === 0 && chronicConditions.length === 0) return null;
  return (
    <ul className="chips patient-chips" aria-label={t('clinic.chips.label')}>
      {allergies.map((item) => (
        <li key={`a-${item}`} className="chip patient-chip--allergy">
          {t('clinic.chips.allergy', { item })}
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
