import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { useServicesQuery } from '../api';
import type { Clinician } from '@petvet/shared';
import { useCliniciansQuery, useRemoveClinicianMutation } from './api';
import { ClinicianModal } from './ClinicianModal';
import { CLINICIAN_ROLE_LABELS } from './labels';
import { useRefusal } from './refusal';

/** The people whose time is booked, with what they do and when they work. */
export function CliniciansSection({ canEdit }: { canEdit: boolean }) {
  const clinicians = useCliniciansQuery();
  const { data: services = [] } = useServicesQuery();
  const [remove, { isLoading: removing }] = useRemoveClinicianMutation();
  const [editing, setEditing] = useState<Clinician | 'new' | null>(null);
  const [asking, setAsking] = useState<Clinician | null>(null);
  const { refusal, attempt } = useRefusal();
  const serviceNames = (ids: string[] | null) =>
    ids === null
      ? 'Every service'
      : ids
          .map((id) => services.find((s) => s.id === id)?.name ?? 'A removed service')
          .join(', ') || 'No services yet';

  const confirmRemove = async () => {
    const clinician = asking!;
    setAsking(null);
    await attempt(
      () => remove({ id: clinician.id, version: clinician.version }).unwrap(),
      `${clinician.name} was removed`,
      `${clinician.name} could not be removed.`,
    );
  };

  return (
    <section className="card" aria-labelledby="team-clinicians">
      <div className="card__header">
        <h2 id="team-clinicians">Clinicians</h2>
        {canEdit && (
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => setEditing('new')}
          >
            Add clinician
          </button>
        )}
      </div>
      {refusal && <ErrorBlock>{refusal}</ErrorBlock>}
      {clinicians.isLoading && <Spinner label="Loading clinicians…" />}
      {clinicians.isError && <ErrorBlock>The clinicians could not be loaded.</ErrorBlock>}
      <ul className="team__list">
        {(clinicians.data ?? []).map((c) => (
          <li key={c.id} className="team__row" aria-label={c.name}>
            <div>
              <h3 className="team__name">{c.name}</h3>
              <p className="muted small">
                {CLINICIAN_ROLE_LABELS[c.role]} · {serviceNames(c.serviceIds)} ·{' '}
                {c.workingHours ? 'Own working hours' : "The clinic's hours"}
              </p>
            </div>
            {canEdit && (
              <div className="button-row">
                <button
                  type="button"
                  className="btn btn--secondary btn--sm"
                  aria-label={`Edit ${c.name}`}
                  onClick={() => setEditing(c)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn--danger-outline btn--sm"
                  aria-label={`Remove ${c.name}`}
                  disabled={removing}
                  onClick={() => setAsking(c)}
                >
                  Remove
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
          title="Remove clinician"
          message={`Remove ${asking.name}? They can no longer be booked; their past visits keep their name.`}
          confirmLabel="Remove"
          onConfirm={() => void confirmRemove()}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
