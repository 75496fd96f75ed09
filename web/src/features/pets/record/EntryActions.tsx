import type { WrittenBy } from '@petvet/shared';
import { useT } from '../../../i18n';
import { IconButton } from '../../../components/ui/IconButton';
import { useSetEntryHiddenMutation, type RecordEntryKind } from '../../../lib/api/health-record';
import { isStaleVersion } from '../../../lib/versioned-write';
import { entryChangedText, hideFailedText, writtenByText } from './texts';

interface Entry {
  id: string;
  version: string;
  hidden: boolean;
  writtenBy: WrittenBy | null;
}

interface EntryActionsProps {
  petId: string;
  kind: RecordEntryKind;
  entry: Entry;
  /** Names the entry in the buttons' labels, e.g. "Annual checkup". */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  onError: (text: string) => void;
}

/**
 * The owner's own entries can be edited and deleted; what a clinic wrote is marked with the
 * clinic and the staff member and can only be hidden (and shown again), never altered.
 */
export function EntryActions({
  petId,
  kind,
  entry,
  name,
  onEdit,
  onDelete,
  onError,
}: EntryActionsProps) {
  const t = useT();
  const [setHidden, { isLoading }] = useSetEntryHiddenMutation();
  if (!entry.writtenBy) {
    return (
      <span className="record__actions">
        {onEdit && (
          <IconButton icon="edit" label={t('owner.record.edit', { name })} onClick={onEdit} />
        )}
        {onDelete && (
          <IconButton
            icon="trash"
            label={t('owner.record.delete', { name })}
            onClick={onDelete}
            danger
          />
        )}
      </span>
    );
  }
  const toggle = async () => {
    try {
      await setHidden({
        petId,
        kind,
        id: entry.id,
        hidden: !entry.hidden,
        version: entry.version,
      }).unwrap();
    } catch (failure) {
      onError(isStaleVersion(failure) ? entryChangedText() : hideFailedText());
    }
  };
  return (
    <span className="record__actions">
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        aria-label={t(entry.hidden ? 'owner.record.showAgainNamed' : 'owner.record.hideNamed', {
          name,
        })}
        disabled={isLoading}
        onClick={() => void toggle()}
      >
        {t(entry.hidden ? 'owner.record.showAgain' : 'owner.record.hide')}
      </button>
    </span>
  );
}

/** The clinic's mark under an entry it wrote; nothing on the owner's own. */
export function WrittenByLine({ by }: { by: WrittenBy | null }) {
  if (!by) return null;
  return <p className="record__written-by small">{writtenByText(by)}</p>;
}
