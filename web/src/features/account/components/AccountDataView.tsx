import type { ReactNode } from 'react';
import type { AccountExport } from '@petvet/shared';

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const at = (iso: string | null) => (iso ? whenFormat.format(new Date(iso)) : '');
/** A calendar day (YYYY-MM-DD) as written, whatever the reader's zone. */
const day = (date: string | null) => (date ? dayFormat.format(new Date(`${date}T00:00:00Z`)) : '');
const ACCESS_KINDS: Record<string, string> = {
  'calendar-feed': 'Calendar feed address',
  'password-reset-link': 'Password reset link',
  'verify-email-link': 'Email verification link',
  'change-email-link': 'Change of address link',
  'recovery-code': 'Second-factor recovery code',
  'account-claim': 'Account set-up link from a clinic',
};

/** One kind of data: a heading, then its entries or a plain "None". */
function Part({ title, items }: { title: string; items: ReactNode[] }) {
  return (
    <section className="your-data__part" aria-label={title}>
      <h3>
        {title} <span className="muted small">({items.length})</span>
      </h3>
      {items.length === 0 ? (
        <p className="muted small">None.</p>
      ) : (
        <ul className="your-data__list">{items}</ul>
      )}
    </section>
  );
}

const line = (...parts: Array<string | number | null | undefined>) =>
  parts.filter((part) => part !== null && part !== undefined && part !== '').join(' · ');

/** The export as a person reads it: a heading per kind, an entry per line, the same data as the file. */
export function AccountDataView({ data }: { data: AccountExport }) {
  const { profile } = data;
  return (
    <div className="your-data__view" role="region" aria-label="Your data in words">
      <section className="your-data__part" aria-label="Profile">
        <h3>Profile</h3>
        <dl className="your-data__profile">
          <dt>Name</dt>
          <dd>{`${profile.firstName} ${profile.lastName}`}</dd>
          <dt>Email</dt>
          <dd>{`${profile.email}${profile.emailVerifiedAt ? ' (confirmed)' : ' (not confirmed)'}`}</dd>
          <dt>Phone</dt>
          <dd>{profile.phone ?? 'None'}</dd>
          <dt>Account since</dt>
          <dd>{at(profile.createdAt)}</dd>
          <dt>Second factor</dt>
          <dd>
            {profile.secondFactorEnabledAt
              ? `On since ${at(profile.secondFactorEnabledAt)}`
              : 'Off'}
          </dd>
        </dl>
      </section>
      {data.clinic && (
        <section className="your-data__part" aria-label="Clinic">
          <h3>Clinic</h3>
          <p>
            <strong>{data.clinic.businessName || 'Unnamed clinic'}</strong>
            <br />
            {line(data.clinic.address, data.clinic.city, data.clinic.postcode, data.clinic.country)}
            <br />
            {line(data.clinic.phone, data.clinic.email, data.clinic.website)}
          </p>
        </section>
      )}
      <Part
        title="Pets"
        items={data.pets.map((pet) => (
          <li key={pet.id}>
            <strong>{pet.name}</strong>{' '}
            {line(
              pet.species,
              pet.breed,
              pet.age !== null ? `${pet.age} ${pet.age === 1 ? 'year' : 'years'}` : null,
            )}
            {pet.medicalNotes && <p className="small">{pet.medicalNotes}</p>}
            <ul className="your-data__sublist" aria-label={`${pet.name}'s records`}>
              {pet.medicalRecords.map((record) => (
                <li key={record.id}>
                  Medical record:{' '}
                  {line(day(record.date), record.title, record.type, record.vetClinic)}
                </li>
              ))}
              {pet.vaccinations.map((shot) => (
                <li key={shot.id}>
                  Vaccination:{' '}
                  {line(
                    shot.vaccineName,
                    `given ${day(shot.dateGiven)}`,
                    shot.nextDueDate && `due ${day(shot.nextDueDate)}`,
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      />
      <Part
        title="Appointments"
        items={data.appointments.map((a) => (
          <li key={a.id}>
            {line(
              `${day(a.date)} at ${a.time}`,
              a.clinicName,
              `${a.service} for ${a.petName}`,
              a.status,
            )}
          </li>
        ))}
      />
      <Part
        title="Reviews"
        items={data.reviews.map((r) => (
          <li key={r.id}>
            {line(r.clinicName, `${r.rating} of 5`, at(r.createdAt))}: “{r.comment}”
            {r.response && <p className="small muted">The clinic answered: {r.response}</p>}
          </li>
        ))}
      />
      <Part
        title="Waitlist"
        items={data.waitlist.map((w) => (
          <li key={w.id}>{line(day(w.date), w.clinicName, w.petName, w.service, w.status)}</li>
        ))}
      />
      <Part
        title="Times held for you"
        items={data.holds.map((h) => (
          <li key={h.id}>
            {line(
              `${day(h.date)} ${h.startTime}–${h.endTime}`,
              h.clinicName,
              `until ${at(h.expiresAt)}`,
            )}
          </li>
        ))}
      />
      <Part
        title="Feeds, links and codes"
        items={data.access.map((x) => (
          <li key={x.id}>
            {line(
              ACCESS_KINDS[x.kind] ?? x.kind,
              `made ${at(x.createdAt)}`,
              x.endedAt && `ended ${at(x.endedAt)}`,
            )}
          </li>
        ))}
      />
      <Part
        title="Sign-ins"
        items={data.sessions.map((s) => (
          <li key={s.id}>
            {line(
              s.deviceLabel,
              s.address,
              `signed in ${at(s.createdAt)}`,
              s.endedAt ? `ended ${at(s.endedAt)}` : 'still signed in',
            )}
          </li>
        ))}
      />
      {data.memberships.length > 0 && (
        <Part
          title="Clinic teams"
          items={data.memberships.map((m) => (
            <li key={m.id}>
              {line(
                m.clinicName,
                m.role,
                `since ${at(m.createdAt)}`,
                m.removedAt && `left ${at(m.removedAt)}`,
              )}
            </li>
          ))}
        />
      )}
    </div>
  );
}
