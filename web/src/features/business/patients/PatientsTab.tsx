import { paths, type PatientSummary } from '@petvet/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { TextField } from '../../../components/ui/Field';
import { formatDate } from '../../../lib/dates';
import { usePatientsQuery } from './api';
import { VaccinationBadge } from '../../../components/ui/VaccinationBadge';
import { ConditionChips } from './PatientBadges';
import { PATIENT_TEXTS } from './texts';
import './patients.css';

const matches = (patient: PatientSummary, words: string) =>
  `${patient.name} ${patient.ownerName}`.toLowerCase().includes(words.toLowerCase());

/** The pets whose owners share their health record with the clinic, found by pet or owner name. */
export function PatientsTab() {
  const patients = usePatientsQuery();
  const [query, setQuery] = useState('');
  if (patients.isLoading) return <Spinner label="Loading patients…" />;
  if (!patients.data) return <ErrorBlock>{PATIENT_TEXTS.listFailed}</ErrorBlock>;
  if (patients.data.length === 0)
    return (
      <EmptyState icon="paw" title="No patients yet">
        <p className="muted">{PATIENT_TEXTS.empty}</p>
      </EmptyState>
    );
  const shown = patients.data.filter((patient) => matches(patient, query.trim()));
  return (
    <div>
      <div className="patient-search">
        <TextField
          label="Search patients"
          type="search"
          placeholder="Pet or owner name"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="muted">{PATIENT_TEXTS.noMatch}</p>
      ) : (
        <ul className="patient-list" aria-label="Patients">
          {shown.map((patient) => (
            <PatientRow key={patient.petId} patient={patient} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PatientRow({ patient: p }: { patient: PatientSummary }) {
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
        {p.species}
        {p.breed ? ` (${p.breed})` : ''} · Owner: {p.ownerName}
      </p>
      <ConditionChips allergies={p.allergies} chronicConditions={p.chronicConditions} />
      <p className="small patient-row__visits">
        <span>Last visit: {p.lastVisit ? formatDate(p.lastVisit) : 'None yet'}</span>
        <span>Next visit: {p.nextVisit ? formatDate(p.nextVisit) : 'None booked'}</span>
      </p>
    </li>
  );
}
