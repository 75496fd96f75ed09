import { useState, type ReactNode } from 'react';
import type { Pet } from '@petvet/shared';
import { Spinner } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { InlinePetForm } from './InlinePetForm';
import { LoginRequiredPanel, NoPetsPanel } from './BookingPanels';

export interface BookablePet {
  id: string;
  name: string;
  species: string;
  breed?: string | null;
  /** Shown beside the pet in the pet step, so nothing urgent is missed when booking. */
  allergies?: string[];
  chronicConditions?: string[];
  vaccinationStatus?: Pet['vaccinationStatus'];
}

/**
 * What must be true before an owner confirms: signed in (else the login-required panel, which
 * returns here), a pet owner, and at least one pet (else the no-pets panel with a short form).
 */
export function OwnerGate({
  signedIn,
  isOwner,
  pets,
  petsLoading,
  next,
  onPetAdded,
  children,
}: {
  signedIn: boolean;
  isOwner: boolean;
  pets: BookablePet[];
  petsLoading: boolean;
  /** This screen's address with the choices made so far, to come back to after signing in. */
  next: string;
  onPetAdded?: (pet: Pet) => void;
  children: (pets: BookablePet[]) => ReactNode;
}) {
  const t = useT();
  // The new pet is usable at once, before the pet list has been fetched again.
  const [added, setAdded] = useState<BookablePet[]>([]);
  if (!signedIn) return <LoginRequiredPanel next={next} />;
  if (!isOwner) return <div className="alert alert--info">{t('booking.gate.ownerOnly')}</div>;
  if (petsLoading && added.length === 0) return <Spinner label={t('booking.gate.loadingPets')} />;
  const all = [...pets, ...added.filter((a) => !pets.some((p) => p.id === a.id))];
  if (all.length === 0) {
    return (
      <NoPetsPanel>
        <InlinePetForm
          onAdded={(pet) => {
            setAdded([pet]);
            onPetAdded?.(pet);
          }}
        />
      </NoPetsPanel>
    );
  }
  return <>{children(all)}</>;
}
