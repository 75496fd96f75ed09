import { Avatar } from '../../../components/ui/Avatar';
import { Icon } from '../../../components/ui/Icon';
import type { PublicClinician } from '@petvet/shared';
import { useT, type MessageKey } from '../../../i18n';

/** A clinician's role as owners read it (lib/clinician-role.ts's words, in the active language). */
const ROLE_KEYS: Record<string, MessageKey> = {
  vet: 'booking.clinician.vet',
  nurse: 'booking.clinician.nurse',
  other: 'booking.clinician.other',
};

/**
 * Any available (the first free clinician) or one clinician by name. Radios: one Tab stop,
 * arrows move between people, as the days and times do.
 */
export function ClinicianChoice({
  clinicians,
  chosen,
  onChoose,
}: {
  clinicians: PublicClinician[];
  /** '' for any available. */
  chosen: string;
  onChoose: (id: string) => void;
}) {
  const t = useT();
  const people = [
    {
      id: '',
      name: t('booking.clinician.any'),
      detail: t('booking.clinician.anyDetail'),
      photoUrl: null,
    },
    ...clinicians.map((c) => ({
      ...c,
      detail: t(ROLE_KEYS[c.role] ?? 'booking.clinician.other'),
    })),
  ];
  return (
    <fieldset className="clinician-field">
      <legend className="field__label" id="clinician-choice-label">
        {t('booking.clinician.label')}
      </legend>
      <div className="clinician-choices" role="radiogroup" aria-labelledby="clinician-choice-label">
        {people.map((person) => (
          <div className="clinician-choice" key={person.id || 'any'}>
            <input
              type="radio"
              id={`clinician-${person.id || 'any'}`}
              name="clinician"
              value={person.id}
              checked={chosen === person.id}
              onChange={() => onChoose(person.id)}
            />
            <label htmlFor={`clinician-${person.id || 'any'}`}>
              {person.id ? (
                <Avatar name={person.name} photoUrl={person.photoUrl} size={32} />
              ) : (
                <span className="avatar avatar--initials avatar--any" aria-hidden="true">
                  <Icon name="clock" size={16} />
                </span>
              )}
              <span className="clinician-choice__text">
                <strong>{person.name}</strong>
                <span>{person.detail}</span>
              </span>
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
