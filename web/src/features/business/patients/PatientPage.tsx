import { paths, type PatientDetail } from '@petvet/shared';
import { useState, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
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
import { genderName, PATIENT_TEXTS, speciesName, weightNumber } from './texts';
import { translate, useT } from '../../../i18n';
import { useStaffSelf } from './use-staff-role';
import './patients.css';

const BACK = paths.clinicDashboard('tab=patients');

// The id is fixed, not made from the title: a title in German must not change the page's anchors.
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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
  const t = useT();
  const patient = usePatientQuery(petId);
  if (patient.isLoading) return <Spinner label={t('clinic.patient.loading')} />;
  if (!patient.data)
    return (
      <div className="stack">
        <h1>{t('clinic.patient.title')}</h1>
        <ErrorBlock>{serverErrorText(patient.error, PATIENT_TEXTS.loadFailed)}</ErrorBlock>
        <p>
          <Link to={BACK}>{t('clinic.patient.back')}</Link>
        </p>
      </div>
    );
  return <PatientRecord petId={petId} detail={patient.data} />;
}

function PatientRecord({ petId, detail }: { petId: string; detail: PatientDetail }) {
  const t = useT();
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
    speciesName(pet.species) + (pet.breed ? ` (${pet.breed})` : ''),
    pet.age === null ? null : translate('clinic.patient.years', { age: pet.age }),
    pet.gender && genderName(pet.gender),
    pet.weight === null ? null : t('clinic.patient.kg', { weight: weightNumber(pet.weight) }),
  ].filter(Boolean);

  return (
    <div className="stack patient-page">
      <p>
        <Link to={BACK}>{t('clinic.patient.backShort')}</Link>
      </p>
      <PageHeader
        eyebrow={t('clinic.patient.title')}
        title={pet.name}
        aside={<VaccinationBadge status={pet.vaccinationStatus} ofPet named />}
      >
        <p className="muted">{facts.join(' · ')}</p>
      </PageHeader>
      <div className="patient-top">
        <Section id="patient-allergies-and-conditions" title={t('clinic.patient.conditions')}>
          {pet.allergies.length + pet.chronicConditions.length === 0 ? (
            <p className="muted">{t('clinic.patient.noneRecorded')}</p>
          ) : (
            <ConditionChips allergies={pet.allergies} chronicConditions={pet.chronicConditions} />
          )}
          {pet.medicalNotes && (
            <p className="small">{t('clinic.patient.notes', { notes: pet.medicalNotes })}</p>
          )}
        </Section>
        <Section id="patient-owner" title={t('clinic.patient.owner')}>
          <dl className="patient-owner">
            <dt>{t('clinic.patient.name')}</dt>
            <dd>{owner.name}</dd>
            <dt>{t('clinic.patient.email')}</dt>
            <dd>
              <a href={`mailto:${owner.email}`}>{owner.email}</a>
            </dd>
            <dt>{t('clinic.patient.phone')}</dt>
            <dd>
              {owner.phone ? (
                <a href={`tel:${owner.phone}`}>{owner.phone}</a>
              ) : (
                t('clinic.patient.notGiven')
              )}
            </dd>
          </dl>
        </Section>
      </div>
      <Section id="patient-vaccinations" title={t('clinic.patient.vaccinations')}>
        <VaccinationTable entries={detail.vaccinations} {...lists} />
      </Section>
      <Section id="patient-medical-history" title={t('clinic.patient.history')}>
        <MedicalHistoryList entries={detail.medicalHistory} {...lists} />
      </Section>
      <Section id="patient-weight" title={t('clinic.patient.weight')}>
        <WeightList entries={detail.weights} {...lists} />
      </Section>
      <Section id="patient-visits-at-this-clinic" title={t('clinic.patient.visits')}>
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
