import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useT } from '../../../i18n';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { useServicesQuery } from '../api';
import type { Clinician } from '@petvet/shared';
import { useCliniciansQuery, useRemoveClinicianMutation } from './api';
import { ClinicianModal } from './ClinicianModal';
import { clinicianRoleLabel } from './labels';
import { useRefusal } from './refusal';

/** The people whose time is booked, with what they do and when they work. */
export function CliniciansSection({ canEdit }: { canEdit: boolean }) {
  const t = useT();
  const clinicians = useCliniciansQuery();
  const { data: services = [] } = useServicesQuery();
  const [remove, { isLoading: removing }] = useRemoveClinicianMutation();
  const [editing, setEditing] = useState<Clinician | 'new' | null>(null);
  const [asking, setAsking] = useState<Clinician | null>(null);
  const { refusal, attempt } = useRefusal();
  const serviceNames = (ids: string[] | null) =>
    ids === null
      ? t('business.team.clinicians.everyService')
      : ids
          .map(
            (id) =>
              services.find((s) => s.id === id)?.name ??
              t('business.team.clinicians.removedService'),
          )
          .join(', ') || t('business.team.clinicians.noServices');

  const confirmRemove = async () => {
    const clinician = asking!;
    setAsking(null);
    await attempt(
      () => remove({ id: clinician.id, version: clinician.version }).unwrap(),
      t('business.team.removed', { name: clinician.name }),
      t('business.team.removeFailed', { name: clinician.name }),
    );
  };

  return (
    <section className="card" aria-labelledby="team-clinicians">
      <div className="card__header">
        <h2 id="team-clinicians">{t('business.team.clinicians.title')}</h2>
        {canEdit && (
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => setEditing('new')}
          >
            {t('business.team.clinicians.add')}
          </button>
        )}
      </div>
      {refusal && <ErrorBlock>{refusal}</ErrorBlock>}
      {clinicians.isLoading && <Spinner label={t('business.team.clinicians.loading')} />}
      {clinicians.isError && <ErrorBlock>{t('business.team.clinicians.loadFailed')}</ErrorBlock>}
      <ul className="team__list">
        {(clinicians.data ?? []).map((c) => (
          <li key={c.id} className="team__row" aria-label={c.name}>
            <div>
              <h3 className="team__name">{c.name}</h3>
              <p className="muted small">
                {clinicianRoleLabel(c.role)} · {serviceNames(c.serviceIds)} ·{' '}
                {c.workingHours
                  ? t('business.team.clinicians.ownHours')
                  : t('business.team.clinicians.clinicHours')}
              </p>
            </div>
            {canEdit && (
              <div className="button-row">
                <button
                  type="button"
                  className="btn btn--secondary btn--sm"
                  aria-label={t('business.team.editName', { name: c.name })}
                  onClick={() => setEditing(c)}
                >
                  {t('business.common.edit')}
                </button>
                <button
                  type="button"
                  className="btn btn--danger-outline btn--sm"
                  aria-label={t('business.team.removeName', { name: c.name })}
                  disabled={removing}
                  onClick={() => setAsking(c)}
                >
                  {t('business.common.remove')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing && (
        <ClinicianModal
          clinician={editing === 'new' ? null : editing}
          services={services}
          onClose={() => setEditing(null)}
        />
      )}
      {asking && (
        <ConfirmDialog
          title={t('business.team.clinicians.removeTitle')}
          message={t('business.team.clinicians.removeMessage', { name: asking.name })}
          confirmLabel={t('business.common.remove')}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
