import { useMemo, useState } from 'react';
import type { Pet } from '@petvet/shared';
import { useT } from '../../../i18n';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { LoadError } from '../../../components/ui/LoadError';
import { Tabs } from '../../../components/ui/Tabs';
import { usePageMeta } from '../../../lib/page-meta';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useDeletePetMutation, usePetsQuery } from '../../../lib/api/pets';
import { MedicalHistoryTab } from './MedicalHistoryTab';
import { DeletePetDialog } from './DeletePetDialog';
import { PetFormModal } from './PetFormModal';
import { PetOverview } from './PetOverview';
import { PetSidebar } from './PetSidebar';
import { PetConditions } from './PetConditions';
import { SharingSection } from './SharingSection';
import { VaccinationBadge } from '../../../components/ui/VaccinationBadge';
import { VaccinationsTab } from './VaccinationsTab';
import { petSummary } from '../pet-display';
import { PetAvatar } from './PetAvatar';
import { Icon } from '../../../components/ui/Icon';
import { PageHeader } from '../../../components/ui/PageHeader';
import '../pets.css';
import '../health-record.css';

type PetTab = 'overview' | 'medical' | 'vaccinations' | 'sharing';
const TABS = [
  { key: 'overview', labelKey: 'owner.myPets.tabOverview' },
  { key: 'medical', labelKey: 'owner.myPets.tabMedical' },
  { key: 'vaccinations', labelKey: 'owner.myPets.tabVaccinations' },
  { key: 'sharing', labelKey: 'owner.myPets.tabSharing' },
] as const;

export default function MyPetsPage() {
  const t = useT();
  const title = t('owner.myPets.metaTitle');
  const description = t('owner.myPets.metaDescription');
  usePageMeta(useMemo(() => ({ title, description }), [title, description]));
  const tabs = TABS.map((tab) => ({ key: tab.key, label: t(tab.labelKey) }));
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
      setError(
        t(isStaleVersion(failure) ? 'owner.myPets.changedBeforeDelete' : 'owner.deletePet.failed'),
      );
    } finally {
      setConfirming(null);
    }
  };

  return (
    <div className="container page">
      <PageHeader
        eyebrow={t('owner.myPets.eyebrow')}
        title={t('owner.myPets.title')}
        aside={
          <button type="button" className="btn btn--primary" onClick={() => setEditing(null)}>
            <Icon name="plus" /> {t('owner.myPets.addNew')}
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
            title={t('owner.myPets.fetchFailed')}
            errors={[petsRead.error]}
            onRetry={() => void petsRead.refetch()}
            retrying={petsRead.isFetching}
          />
        </div>
      )}
      {unread ? null : isLoading ? (
        <div className="loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('owner.myPets.loading')}
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
              <Tabs
                label={t('owner.myPets.records', { name: selected.name })}
                tabs={tabs}
                active={tab}
                onChange={setTab}
              >
                {tab === 'overview' && <PetOverview pet={selected} />}
                {tab === 'medical' && <MedicalHistoryTab pet={selected} />}
                {tab === 'vaccinations' && <VaccinationsTab pet={selected} />}
                {tab === 'sharing' && <SharingSection pet={selected} />}
              </Tabs>
            </section>
          ) : (
            pets.length > 0 && <p className="muted">{t('owner.myPets.selectPet')}</p>
          )}
        </div>
      )}
      {editing !== undefined && (
        <PetFormModal
          variant="my-pets"
          pet={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => saved && !editing && setSelectedId(saved.id)}
          failureText={() => t('owner.petForm.saveFailed')}
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
