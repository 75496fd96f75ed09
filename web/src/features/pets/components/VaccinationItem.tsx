import type { ReactNode } from 'react';
import type { Vaccination } from '@petvet/shared';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { WrittenByLine } from '../record/EntryActions';
import { VaccinationBadge } from '../../../components/ui/VaccinationBadge';

/** One vaccination with its state on today's date as the API worked it out. */
export function VaccinationItem({
  vaccination: v,
  actions,
}: {
  vaccination: Vaccination;
  actions: ReactNode;
}) {
  const t = useT();
  return (
    <li className={`record${v.writtenBy ? ' record--clinic' : ''}`}>
      <div className="record__head">
        <h4 className="record__title">{v.vaccineName}</h4>
        {/* A dose without a next due date needs nothing more: no badge. */}
        {v.nextDueDate && <VaccinationBadge status={v.status} />}
        {actions}
      </div>
      <WrittenByLine by={v.writtenBy} />
      <dl className="record__grid">
        <div>
          <dt>{t('owner.vaccinations.givenOn')}</dt>
          <dd>{formatDate(v.dateGiven)}</dd>
        </div>
        {v.nextDueDate && (
          <div>
            <dt>{t('owner.vaccinations.nextDue')}</dt>
            <dd>{formatDate(v.nextDueDate)}</dd>
          </div>
        )}
        {(v.vetName || v.vetClinic) && (
          <div>
            <dt>{t('owner.vaccinations.administeredBy')}</dt>
            <dd>{[v.vetName, v.vetClinic].filter(Boolean).join(', ')}</dd>
          </div>
        )}
        {v.batchNumber && (
          <div>
            <dt>{t('owner.vaccinations.batch')}</dt>
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
}
