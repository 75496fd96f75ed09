import { paths, type PatientSummary } from '@petvet/shared';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { EmptyState, ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { TextField } from '../../../components/ui/Field';
import { formatDate } from '../../../lib/dates';
import { usePatientsQuery } from './api';
import { VaccinationBadge } from '../../../components/ui/VaccinationBadge';
import { ConditionChips } from './PatientBadges';
import { PATIENT_TEXTS, speciesName } from './texts';
import { useT } from '../../../i18n';
import './patients.css';

const matches = (patient: PatientSummary, words: string) =>
  `${patient.name} ${patient.ownerName}`.toLowerCase().includes(words.toLowerCase());

/** The pets whose owners share their health record with the clinic, found by pet or owner name. */
export function PatientsTab() {
  const t = useT();
  const patients = usePatientsQuery();
  const [query, setQuery] = useState('');
  if (patients.isLoading) return <Spinner label={t('clinic.patients.loading')} />;
  if (!patients.data) return <ErrorBlock>{PATIENT_TEXTS.listFailed}</ErrorBlock>;
  if (patients.data.length === 0)
    return (
      <EmptyState icon="paw" title={t('clinic.patients.emptyTitle')}>
        <p className="muted">{PATIENT_TEXTS.empty}</p>
      </EmptyState>
    );
  const shown = patients.data.filter((patient) => matches(patient, query.trim()));
  return (
    <div>
      <div className="patient-search">
        <TextField
          label={t('clinic.patients.search')}
          type="search"
          placeholder={t('clinic.patients.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="muted">{PATIENT_TEXTS.noMatch}</p>
      ) : (
        <ul className="patient-list" aria-label={t('clinic.patients.list')}>
          {shown.map((patient) => (
            <PatientRow key={patient.petId} patient={patient} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PatientRow({ patient: p }: { patient: PatientSummary }) {
  const t = useT();
  return (
    <li className="card patient-row" aria-label={p.name}>
      <div className="record__head">
        <h3 className="record__title">
          {/* The link covers the whole card (see patients.css): the row opens the patient. */}
          <Link to={paths.clinicPatient(p.petId)} className="patient-row__link">
            {p.name}
          </Link>
        </h3>
        <VaccinationBadge status={p.vaccinationStatus} ofPet named />
      </div>
      <p className="muted small">
        {speciesName(p.species)}
        {p.breed ? ` (${p.breed})` : ''}
        {t('clinic.patients.owner', { name: p.ownerName })}
      </p>
      <ConditionChips allergies={p.allergies} chronicConditions={p.chronicConditions} />
      <p className="small patient-row__visits">
        <span>
          {p.lastVisit
            ? t('clinic.patients.lastVisit', { date: formatDate(p.lastVisit) })
            : t('clinic.patients.noLastVisit')}
        </span>
        <span>
          {p.nextVisit
            ? t('clinic.patients.nextVisit', { date: formatDate(p.nextVisit) })
            : t('clinic.patients.noNextVisit')}
        </span>
      </p>
    </li>
  );
}
