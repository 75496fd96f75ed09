import { useState } from 'react';
import { usePetSharingQuery } from '../../lib/api/health-record';

/**
 * Whether the booking shares the chosen pet's record with the clinic: ticked by default, unless
 * the owner set this clinic to not shared before (then it stays off until ticked). The owner's
 * own tick or untick, per pet, wins over both.
 */
export function useShareRecord(petId: string, clinicId: string) {
  const sharing = usePetSharingQuery(petId, { skip: !petId });
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const before = sharing.data?.find((row) => row.clinicId === clinicId);
  const byDefault = before ? before.shared : true;
  const checked = chosen[petId] ?? byDefault;
  const setChecked = (value: boolean) => setChosen((all) => ({ ...all, [petId]: value }));
  return { checked, setChecked };
}
