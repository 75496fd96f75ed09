import { paths, type PatientDetail } from '@petvet/shared';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { PageHeader } from '../../../components/ui/PageHeader';
import { serverErrorText } from '../../../lib/errors';
import { useBusinessProfileQuery } from '../api';
import { AddToRecordDialog } from './AddToRecordDialog';
import type { VisitToWrite } from './AddToRecordForm';
import { usePatientQuery } from './api';
import { CorrectEntryDialog, type Correcting } from './CorrectEntryDialog';
import { VaccinationBadge } from '../../../components/ui/VaccinationBadge';
import { ConditionChips } from './PatientBadges';
import { MedicalHistoryList, VaccinationTable, WeightList } from './PatientEntries';
import { PatientVisits } from './PatientVisits';
import { PATIENT_TEXTS } from './texts';
import { useStaffSelf } from './use-staff-role';
import './patients.css';

const BACK = paths.clinicDashboard('tab=patients');

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `patient-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="card patient-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * One patient as the clinic sees it: the pet, its owner's contact, what it must not be given,
 * then its whole record and its visits here. An owner who has not shared (or revoked) gets the
 * API's refusal in its own words, with the way back.
 */
export function PatientPage({ petId }: { petId: string }) {
  const patient = usePatientQuery(petId);
  if (patient.isLoading) return <Spinner label="Loading the patient…" />;
  if (!patient.data)
    return (
      <div className="stack">
        <h1>Patient</h1>
        <ErrorBlock>{serverErrorText(patient.error, PATIENT_TEXTS.loadFailed)}</ErrorBlock>
        <p>
          <Link to={BACK}>Back to patients</Link>
        </p>
      </div>
    );
  return <PatientRecord petId={petId} detail={patient.data} />;
}

function PatientRecord({ petId, detail }: { petId: string; detail: PatientDetail }) {
  const self = useStaffSelf();
  const profile = useBusinessProfileQuery();
  const [correcting, setCorrecting] = useState<Correcting | null>(null);
  const [writing, setWriting] = useState<VisitToWrite | null>(null);
  const { pet, owner } = detail;
  const clinicId = self.clinicId ?? profile.data?.id ?? null;
  const mayWrite = self.may('write_records');
  const mayCorrect = (entry: { writtenBy: { clinicId: string } | null }) =>
    mayWrite && clinicId !== null && entry.writtenBy?.clinicId === clinicId;
  const lists = { petName: pet.name, mayCorrect, onCorrect: setCorrecting };
  const facts = [
    pet.species + (pet.breed ? ` (${pet.breed})` : ''),
    pet.age === null ? null : `${pet.age} year${pet.age === 1 ? '' : 's'} old`,
    pet.gender,
    pet.weight === null ? null : `${pet.weight} kg`,
  ].filter(Boolean);

  return (
    <div className="stack patient-page">
      <p>
        <Link to={BACK}>← Patients</Link>
      </p>
      <PageHeader
        eyebrow="Patient"
        title={pet.name}
        aside={<VaccinationBadge status={pet.vaccinationStatus} ofPet named />}
      >
        <p className="muted">{facts.join(' · ')}</p>
      </PageHeader>
      <div className="patient-top">
        <Section title="Allergies and conditions">
          {pet.allergies.length + pet.chronicConditions.length === 0 ? (
            <p className="muted">None recorded.</p>
          ) : (
            <ConditionChips allergies={pet.allergies} chronicConditions={pet.chronicConditions} />
          )}
          {pet.medicalNotes && <p className="small">Notes: {pet.medicalNotes}</p>}
        </Section>
        <Section title="Owner">
          <dl className="patient-owner">
            <dt>Name</dt>
            <dd>{owner.name}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${owner.email}`}>{owner.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>{owner.phone ? <a href={`tel:${owner.phone}`}>{owner.phone}</a> : 'Not given'}</dd>
          </dl>
        </Section>
      </div>
      <Section title="Vaccinations">
        <VaccinationTable entries={detail.vaccinations} {...lists} />
      </Section>
      <Section title="Medical history">
        <MedicalHistoryList entries={detail.medicalHistory} {...lists} />
      </Section>
      <Section title="Weight">
        <WeightList entries={detail.weights} {...lists} />
      </Section>
      <Section title="Visits at this clinic">
        <PatientVisits
          visits={detail.visits}
          mayWrite={mayWrite}
          onWrite={(visit) =>
            setWriting({
              petId,
              petName: pet.name,
              appointmentId: visit.appointmentId,
              date: visit.date,
            })
          }
        />
      </Section>
      {correcting && (
        <CorrectEntryDialog
          petId={petId}
          correcting={correcting}
          onClose={() => setCorrecting(null)}
        />
      )}
      {writing && <AddToRecordDialog visit={writing} onClose={() => setWriting(null)} />}
    </div>
  );
}
