import { useState } from 'react';
import { isStaleVersion } from '../../../lib/versioned-write';
import { deleteEntryFailedText, entryChangedText } from './texts';

type Remove = (args: { petId: string; id: string; version?: string }) => {
  unwrap: () => Promise<unknown>;
};

/**
 * What a tab of a pet's entries keeps while the owner adds, edits or deletes one: the entry being
 * edited (undefined: closed; null: adding), the one awaiting the delete confirmation, and the
 * error to show. A delete applies only to the version shown.
 */
export function useEntryEditing<E extends { id: string; version: string }>(
  petId: string,
  remove: Remove,
) {
  const [editing, setEditing] = useState<E | null | undefined>(undefined);
  const [confirming, setConfirming] = useState<E | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!confirming) return;
    const { id, version } = confirming;
    setError(null);
    try {
      await remove({ petId, id, version }).unwrap();
    } catch (failure) {
      setError(isStaleVersion(failure) ? entryChangedText() : deleteEntryFailedText());
    } finally {
      setConfirming(null);
    }
  };
  return { editing, setEditing, confirming, setConfirming, error, setError, confirmDelete };
}
