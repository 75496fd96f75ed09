import { useMemo, useState } from 'react';
import type { OwnerAppointment, Pet } from '@petvet/shared';
import { useT } from '../../i18n';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tabs } from '../../components/ui/Tabs';
import { usePageMeta } from '../../lib/page-meta';
import { AppointmentsList } from './owner-dashboard/AppointmentsList';
import { PetsGrid } from './owner-dashboard/PetsGrid';

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return date.toISOString().slice(0, 10);
};

const sampleAppointment = (
  id: string,
  offset: number,
  status: OwnerAppointment['status'],
  clinic: string,
  service: string,
  pet: string,
): OwnerAppointment => ({
  id,
  vetId: 'sample-clinic',
  petId: null,
  serviceType: service,
  appointmentDate: day(offset),
  appointmentTime: '10:30',
  duration: 30,
  status,
  notes: '',
  businessName: clinic,
  address: '12 Parkway, London NW1 7AA',
  petName: pet,
  species: pet === 'Milo' ? 'Cat' : 'Dog',
  breed: null,
  timeSlotId: null,
  price: 48.5,
  createdAt: new Date().toISOString(),
  clinicianId: null,
  clinicianName: null,
  roomName: null,
  kind: 'appointment',
});

const SAMPLE_PETS: Pet[] = [
  {
    id: 'p1',
    name: 'Bella',
    species: 'Dog',
    breed: 'Labrador',
    age: 4,
    weight: 28.5,
    gender: 'Female',
    medicalNotes: null,
    allergies: ['Penicillin'],
    chronicConditions: ['Hip dysplasia'],
    microchipNumber: null,
    vaccinationStatus: 'due_soon',
  },
  {
    id: 'p2',
    name: 'Milo',
    species: 'Cat',
    breed: 'British Shorthair',
    age: 2,
    weight: 4.2,
    gender: 'Male',
    medicalNotes: null,
    allergies: [],
    chronicConditions: [],
    microchipNumber: null,
    vaccinationStatus: 'up_to_date',
  },
];

const UPCOMING = [
  sampleAppointment(
    'a1',
    3,
    'confirmed',
    'Camden Town Veterinary Surgery',
    'Annual Booster',
    'Bella',
  ),
  sampleAppointment('a2', 12, 'pending', 'Islington Animal Clinic', 'Dental Check', 'Milo'),
];
const HISTORY = [
  sampleAppointment(
    'a3',
    -20,
    'completed',
    'Camden Town Veterinary Surgery',
    'General Consultation',
    'Bella',
  ),
];

type SampleTab = 'overview' | 'history';
const TABS = [
  { key: 'overview', labelKey: 'owner.tabs.overview' },
  { key: 'history', labelKey: 'owner.tabs.history' },
] as const;

/** The dashboard with hard-coded sample data and no server calls: a preview of the layout. */
export default function DashboardTestRoute() {
  const t = useT();
  const title = t('owner.preview.metaTitle');
  const description = t('owner.preview.metaDescription');
  usePageMeta(useMemo(() => ({ title, description }), [title, description]));
  const tabs = TABS.map((tab) => ({ key: tab.key, label: t(tab.labelKey) }));
  const [tab, setTab] = useState<SampleTab>('overview');
  return (
    <div className="container page">
      <PageHeader eyebrow={t('owner.preview.eyebrow')} title={t('owner.preview.welcome')} />
      <p className="alert alert--info small" role="note">
        {t('owner.preview.note')}
      </p>
      <Tabs label={t('owner.preview.sections')} tabs={tabs} active={tab} onChange={setTab}>
        {tab === 'overview' ? (
          <div className="grid grid--2">
            <section className="card" aria-labelledby="sample-upcoming">
              <h2 id="sample-upcoming">{t('owner.overview.upcomingTitle')}</h2>
              <AppointmentsList kind="upcoming" appointments={UPCOMING} />
            </section>
            <section className="card" aria-labelledby="sample-pets">
              <h2 id="sample-pets">{t('owner.overview.petsTitle')}</h2>
              <PetsGrid pets={SAMPLE_PETS} />
            </section>
          </div>
        ) : (
          <AppointmentsList kind="history" appointments={HISTORY} reviewed={new Set(['a3'])} />
        )}
      </Tabs>
    </div>
  );
}
