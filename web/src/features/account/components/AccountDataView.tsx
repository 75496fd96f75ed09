import type { ReactNode } from 'react';
import type { AccountExport } from '@petvet/shared';
import { useT } from '../../../i18n';
import { at, day, ended, kindText, line, valueText } from '../data-view-texts';

/** One kind of data: a heading, then its entries or a plain "None". */
function Part({ title, items }: { title: string; items: ReactNode[] }) {
  const t = useT();
  return (
    <section className="your-data__part" aria-label={title}>
      <h3>
        {title} <span className="muted small">({items.length})</span>
      </h3>
      {items.length === 0 ? (
        <p className="muted small">{t('account.view.empty')}</p>
      ) : (
        <ul className="your-data__list">{items}</ul>
      )}
    </section>
  );
}

/** The export as a person reads it: a heading per kind, an entry per line, the same data as the file. */
export function AccountDataView({ data }: { data: AccountExport }) {
  const t = useT();
  const { profile, clinic } = data;
  const { email, emailVerifiedAt, secondFactorEnabledAt: factorSince } = profile;
  return (
    <div className="your-data__view" role="region" aria-label={t('account.view.region')}>
      <section className="your-data__part" aria-label={t('account.view.profile')}>
        <h3>{t('account.view.profile')}</h3>
        <dl className="your-data__profile">
          <dt>{t('account.view.name')}</dt>
          <dd>{`${profile.firstName} ${profile.lastName}`}</dd>
          <dt>{t('account.view.email')}</dt>
          <dd>
            {t(emailVerifiedAt ? 'account.view.confirmed' : 'account.view.unconfirmed', { email })}
          </dd>
          <dt>{t('account.view.phone')}</dt>
          <dd>{profile.phone ?? t('account.view.none')}</dd>
          <dt>{t('account.view.since')}</dt>
          <dd>{at(profile.createdAt)}</dd>
          <dt>{t('account.totp.title')}</dt>
          <dd>
            {factorSince
              ? t('account.view.onSince', { date: at(factorSince) })
              : t('account.totp.off')}
          </dd>
        </dl>
      </section>
      {clinic && (
        <section className="your-data__part" aria-label={t('account.view.clinic')}>
          <h3>{t('account.view.clinic')}</h3>
          <p>
            <strong>{clinic.businessName || t('account.view.unnamed')}</strong>
            <br />
            {line(clinic.address, clinic.city, clinic.postcode, clinic.country)}
            <br />
            {line(clinic.phone, clinic.email, clinic.website)}
          </p>
        </section>
      )}
      <Part
        title={t('account.view.pets')}
        items={data.pets.map((pet) => (
          <li key={pet.id}>
            <strong>{pet.name}</strong>{' '}
            {line(
              valueText('species', pet.species),
              pet.breed,
              pet.age !== null ? t('account.view.age', { count: pet.age }) : null,
            )}
            {pet.medicalNotes && <p className="small">{pet.medicalNotes}</p>}
            <ul
              className="your-data__sublist"
              aria-label={t('account.view.records', { pet: pet.name })}
            >
              {pet.medicalRecords.map((record) => (
                <li key={record.id}>
                  {t('account.view.record', {
                    details: line(
                      day(record.date),
                      record.title,
                      valueText('record', record.type),
                      record.vetClinic,
                    ),
                  })}
                </li>
              ))}
              {pet.vaccinations.map((shot) => (
                <li key={shot.id}>
                  {t('account.view.vaccination', {
                    details: line(
                      shot.vaccineName,
                      t('account.view.given', { date: day(shot.dateGiven) }),
                      shot.nextDueDate && t('account.view.due', { date: day(shot.nextDueDate) }),
                    ),
                  })}
                </li>
              ))}
            </ul>
          </li>
        ))}
      />
      <Part
        title={t('account.view.appointments')}
        items={data.appointments.map((a) => (
          <li key={a.id}>
            {line(
              t('account.view.at', { date: day(a.date), time: a.time }),
              a.clinicName,
              t('account.view.for', { service: a.service, pet: a.petName }),
              valueText('appointment', a.status),
            )}
          </li>
        ))}
      />
      <Part
        title={t('account.view.reviews')}
        items={data.reviews.map((r) => (
          <li key={r.id}>
            {t('account.view.review', {
              details: line(
                r.clinicName,
                t('account.view.rating', { rating: r.rating }),
                at(r.createdAt),
              ),
              comment: r.comment,
            })}
            {r.response && (
              <p className="small muted">{t('account.view.answered', { response: r.response })}</p>
            )}
          </li>
        ))}
      />
      <Part
        title={t('account.view.waitlist')}
        items={data.waitlist.map((w) => (
          <li key={w.id}>
            {line(day(w.date), w.clinicName, w.petName, w.service, valueText('waitlist', w.status))}
          </li>
        ))}
      />
      <Part
        title={t('account.view.holds')}
        items={data.holds.map((h) => (
          <li key={h.id}>
            {line(
              `${day(h.date)} ${h.startTime}–${h.endTime}`,
              h.clinicName,
              t('account.view.until', { date: at(h.expiresAt) }),
            )}
          </li>
        ))}
      />
      <Part
        title={t('account.view.access')}
        items={data.access.map((x) => (
          <li key={x.id}>
            {line(
              kindText(x.kind),
              t('account.view.made', { date: at(x.createdAt) }),
              x.endedAt && ended(x.endedAt),
            )}
          </li>
        ))}
      />
      <Part
        title={t('account.view.signIns')}
        items={data.sessions.map((s) => (
          <li key={s.id}>
            {line(
              s.deviceLabel,
              s.address,
              t('account.view.signedIn', { date: at(s.createdAt) }),
              s.endedAt ? ended(s.endedAt) : t('account.view.stillSignedIn'),
            )}
          </li>
        ))}
      />
      {data.memberships.length > 0 && (
        <Part
          title={t('account.view.teams')}
          items={data.memberships.map((m) => (
            <li key={m.id}>
              {line(
                m.clinicName,
                valueText('role', m.role),
                t('account.view.memberSince', { date: at(m.createdAt) }),
                m.removedAt && t('account.view.left', { date: at(m.removedAt) }),
              )}
            </li>
          ))}
        />
      )}
    </div>
  );
}
