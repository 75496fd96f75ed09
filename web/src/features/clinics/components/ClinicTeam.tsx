import { paths } from '@petvet/shared';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/Avatar';
import { roleWord } from '../../../lib/clinician-role';
import type { PublicClinician } from '@petvet/shared';
import { useT } from '../../../i18n';

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
              <span className="muted small">{roleWord(person.role)}</span>
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
