import { paths } from '@petvet/shared';
import { Link } from '../../../lib/router';
import { Avatar } from '../../../components/ui/Avatar';
import type { PublicClinician } from '@petvet/shared';
import { useT, type MessageKey } from '../../../i18n';

/** A clinician's role as owners read it (lib/clinician-role.ts's words, in the active language). */
const ROLE_KEYS: Record<string, MessageKey> = {
  vet: 'clinics.team.vet',
  nurse: 'clinics.team.nurse',
  other: 'clinics.team.other',
};

/**
 * The clinic's clinicians, each with a link that opens the booking with them chosen. A clinic
 * of one clinician shows none: its one calendar is the clinic's own, as before teams.
 */
export function ClinicTeam({
  clinicId,
  clinicians,
  search,
}: {
  clinicId: string;
  clinicians: PublicClinician[];
  /** The search the visitor came from, kept on the booking's address. */
  search: string;
}) {
  const t = useT();
  if (clinicians.length < 2) return null;
  const bookWith = (id: string) => {
    const params = new URLSearchParams(search);
    params.set('clinician', id);
    return paths.bookAppointment(clinicId, params);
  };
  return (
    <section className="card" aria-labelledby="team-title">
      <h2 id="team-title">{t('clinics.team.title')}</h2>
      <ul className="team-list">
        {clinicians.map((person) => (
          <li key={person.id} className="team-member">
            <Avatar name={person.name} photoUrl={person.photoUrl} size={48} />
            <div className="team-member__text">
              <strong>{person.name}</strong>
              <span className="muted small">
                {t(ROLE_KEYS[person.role] ?? 'clinics.team.other')}
              </span>
            </div>
            <Link to={bookWith(person.id)} className="btn btn--secondary btn--sm">
              {t('clinics.team.bookWith', { name: person.name })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
