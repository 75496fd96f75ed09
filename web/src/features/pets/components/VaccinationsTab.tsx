import { useState } from 'react';
import type { Pet } from '@petvet/shared';
import { Spinner } from '../../../components/ui/Feedback';
import { formatDate } from '../../../lib/dates';
import { useVaccinationsQuery } from '../../../lib/api/pets';
import { vaccinationDueState } from '../pet-display';
import { VaccinationModal } from './VaccinationModal';

export const NO_VACCINATIONS_TEXT = 'No vaccination records yet.';

export function VaccinationsTab({ pet, now }: { pet: Pet; now?: Date }) {
  const { data: vaccinations = [], isLoading } = useVaccinationsQuery(pet.id);
  const [adding, setAdding] = useState(false);
  return (
    <div className="stack">
      <div className="card__header">
        <h3>Vaccinations</h3>
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setAdding(true)}>
          Add Vaccination
        </button>
      </div>
      {isLoading ? (
        <Spinner label="Loading vaccinations…" />
      ) : vaccinations.length === 0 ? (
        <p className="muted">{NO_VACCINATIONS_TEXT}</p>
      ) : (
        <ul className="list">
          {vaccinations.map((v) => {
            const due = vaccinationDueState(v.nextDueDate, now);
            return (
              <li key={v.id} className="record">
                <div className="record__head">
                  <h4 className="record__title">{v.vaccineName}</h4>
                  {due === 'overdue' && <span className="badge badge--danger">Overdue</span>}
                  {due === 'due-soon' && <span className="badge badge--warning">Due soon</span>}
                </div>
                <dl className="record__grid">
                  <div>
                    <dt>Date given:</dt>
                    <dd>{formatDate(v.dateGiven)}</dd>
                  </div>
                  {v.nextDueDate && (
                    <div>
                      <dt>Next due:</dt>
                      <dd>{formatDate(v.nextDueDate)}</dd>
                    </div>
                  )}
                  {(v.vetName || v.vetClinic) && (
                    <div>
                      <dt>Administered by:</dt>
                      <dd>{[v.vetName, v.vetClinic].filter(Boolean).join(', ')}</dd>
                    </div>
                  )}
                  {v.batchNumber && (
                    <div>
                      <dt>Batch number:</dt>
                      <dd>{v.batchNumber}</dd>
                    </div>
                  )}
                </dl>
                {v.notes && (
                  <p className="small" style={{ marginTop: 8 }}>
                    {v.notes}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {adding && (
        <VaccinationModal petId={pet.id} petName={pet.name} onClose={() => setAdding(false)} />
      )}
    </div>
  );
}
