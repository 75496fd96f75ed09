import { useMemo, useState } from 'react';
import type { Pet } from '@petvet/shared';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { LoadError } from '../../../components/ui/LoadError';
import { Tabs } from '../../../components/ui/Tabs';
import { usePageMeta } from '../../../lib/page-meta';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useDeletePetMutation, usePetsQuery } from '../../../lib/api/pets';
import { MedicalHistoryTab } from './MedicalHistoryTab';
import { DELETE_PET_FAILED_TEXT, DeletePetDialog } from './DeletePetDialog';
import { PetFormModal, SAVE_PET_FAILED_TEXT } from './PetFormModal';
import { PetOverview } from './PetOverview';
import { PetSidebar } from './PetSidebar';
import { PetConditions } from './PetConditions';
import { SharingSection } from './SharingSection';
import { VaccinationBadge } from '../../../components/ui/VaccinationBadge';
import { VaccinationsTab } from './VaccinationsTab';

export const PET_CHANGED_BEFORE_DELETE_TEXT =
  'This pet was changed after you opened the page, so it was not deleted. Check it, then delete it again if you still want to.';
import { petSummary } from '../pet-display';
import { PetAvatar } from './PetAvatar';
import { Icon } from '../../../components/ui/Icon';
import { PageHeader } from '../../../components/ui/PageHeader';
import '../pets.css';
import '../health-record.css';

export const FETCH_PETS_FAILED_TEXT = 'Failed to fetch pets';
export const LOADING_PETS_TEXT = 'Loading your pets...';

type PetTab = 'overview' | 'medical' | 'vaccinations' | 'sharing';
const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'medical', label: 'Medical History' },
  { key: 'vaccinations', label: 'Vaccinations' },
  { key: 'sharing', label: 'Sharing' },
] as const;

export default function MyPetsPage() {
  usePageMeta(
    useMemo(
      () => ({
        title: 'My Pets',
        description: 'Your pets’ profiles, medical history and vaccinations.',
      }),
      [],
    ),
  );
  const petsRead = usePetsQuery();
  const { data: pets = [], isLoading, isError } = petsRead;
  // Failed before any answer: the page says so, never "No pets added yet".
  const unread = isError && !petsRead.data;
  const [deletePet, { isLoading: deleting }] = useDeletePetMutation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tab, setTab] = useState<PetTab>('overview');
  const [editing, setEditing] = useState<Pet | null | undefined>(undefined);
  const [confirming, setConfirming] = useState<Pet | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The first pet is selected on load; when the selected pet goes, another remaining one (or none).
  const selected = pets.find((p) => p.id === selectedId) ?? pets[0] ?? null;

  const confirmDelete = async () => {
    if (!confirming) return;
    const target = confirming;
    setError(null);
    try {
      await deletePet({ id: target.id, variant: 'my-pets', version: target.version }).unwrap();
      if (selected?.id === target.id)
        setSelectedId(pets.find((p) => p.id !== target.id)?.id ?? null);
    } catch (failure) {
      // Changed since the list was read: the list reloads, and the owner decides again.
      setError(isStaleVersion(failure) ? PET_CHANGED_BEFORE_DELETE_TEXT : DELETE_PET_FAILED_TEXT);
    } finally {
      setConfirming(null);
    }
  };

  return (
    <div className="container page">
      <PageHeader
        eyebrow="Pet records"
        title="My Pets"
        aside={
          <button type="button" className="btn btn--primary" onClick={() => setEditing(null)}>
            <Icon name="plus" /> Add New Pet
          </button>
        }
      />
      {error && (
        <div className="page-alert">
          <ErrorBlock>{error}</ErrorBlock>
        </div>
      )}
      {isError && (
        <div className="page-alert">
          <LoadError
            title={FETCH_PETS_FAILED_TEXT}
            errors={[petsRead.error]}
            onRetry={() => void petsRead.refetch()}
            retrying={petsRead.isFetching}
          />
        </div>
      )}
      {unread ? null : isLoading ? (
        <div className="loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {LOADING_PETS_TEXT}
        </div>
      ) : (
        <div className="pets-layout">
          <PetSidebar
            pets={pets}
            selectedId={selected?.id ?? null}
            onSelect={(pet) => {
              setSelectedId(pet.id);
              setTab('overview');
            }}
            onEdit={(pet) => setEditing(pet)}
            onDelete={(pet) => setConfirming(pet)}
          />
          {selected ? (
            <section className="card" aria-labelledby="selected-pet-name">
              <div className="pet-card" style={{ marginBottom: 8 }}>
                <PetAvatar species={selected.species} size="lg" />
                <div className="pet-card__body">
                  <h2 id="selected-pet-name" style={{ margin: 0 }}>
                    {selected.name}
                  </h2>
                  <p className="pet-card__meta">
                    {petSummary(selected)}{' '}
                    <VaccinationBadge status={selected.vaccinationStatus} ofPet />
                  </p>
                  <PetConditions pet={selected} />
                </div>
              </div>
              <Tabs label={`${selected.name}'s records`} tabs={TABS} active={tab} onChange={setTab}>
                {tab === 'overview' && <PetOverview pet={selected} />}
                {tab === 'medical' && <MedicalHistoryTab pet={selected} />}
                {tab === 'vaccinations' && <VaccinationsTab pet={selected} />}
                {tab === 'sharing' && <SharingSection pet={selected} />}
              </Tabs>
            </section>
          ) : (
            pets.length > 0 && <p className="muted">Select a pet to see its records.</p>
          )}
        </div>
      )}
      {editing !== undefined && (
        <PetFormModal
          variant="my-pets"
          pet={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => saved && !editing && setSelectedId(saved.id)}
          failureText={() => SAVE_PET_FAILED_TEXT}
        />
      )}
      {confirming && (
        <DeletePetDialog
          busy={deleting}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
