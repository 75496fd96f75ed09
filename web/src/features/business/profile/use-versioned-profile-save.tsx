import { useRef, useState } from 'react';
import type { BusinessProfile, BusinessProfileInput } from '@petvet/shared';
import { ConflictDialog } from '../../../components/ui/ConflictDialog';
import { translate } from '../../../i18n';
import { conflictRows, isStaleVersion } from '../../../lib/versioned-write';
import { useLazyBusinessProfileQuery, useSaveProfileMutation } from '../api';

type ProfileBody = Partial<BusinessProfileInput>;

/** The fields a conflict compares, as the profile form labels them (in the active language). */
const fieldLabels = () => ({
  businessName: translate('business.profile.businessName'),
  address: translate('business.profile.address'),
  city: translate('business.profile.city'),
  postcode: translate('business.profile.postcode'),
  phone: translate('business.profile.phone'),
  email: translate('business.profile.email'),
  website: translate('business.profile.website'),
  description: translate('business.profile.description'),
  currency: translate('business.profile.currency'),
  cancellationCutoffHours: translate('business.profile.cutoff'),
});

/**
 * Saves the whole profile against the version the form opened. The version is kept here, not
 * taken from the latest read: a read refreshed while the manager types must not make an old edit
 * look current. A save refused as stale opens the comparison with the profile saved meanwhile.
 */
export function useVersionedProfileSave(profile: BusinessProfile | undefined) {
  const [save, { isLoading }] = useSaveProfileMutation();
  const [loadProfile] = useLazyBusinessProfileQuery();
  const version = useRef(profile?.version);
  const [conflict, setConflict] = useState<{ mine: ProfileBody; saved: BusinessProfile } | null>(
    null,
  );

  /** True when saved; false when a conflict is now shown instead. */
  const send = async (body: ProfileBody, at = version.current): Promise<boolean> => {
    try {
      version.current = (await save({ body, version: at }).unwrap()).version;
      return true;
    } catch (failure) {
      if (!isStaleVersion(failure)) throw failure;
      setConflict({ mine: body, saved: await loadProfile().unwrap() });
      return false;
    }
  };

  /** The comparison, when a save met a newer profile; `onChoice` says what the form should do. */
  const dialog = (onChoice: {
    saved: () => void;
    tookTheirs: (saved: BusinessProfile) => void;
    failed: (failure: unknown) => void;
  }) =>
    conflict && (
      <ConflictDialog
        subject={translate('business.profile.conflictSubject')}
        rows={conflictRows(conflict.saved, conflict.mine, fieldLabels())}
        busy={isLoading}
        onKeepMine={() => {
          setConflict(null);
          send(conflict.mine, conflict.saved.version).then(
            (saved) => saved && onChoice.saved(),
            onChoice.failed,
          );
        }}
        onTakeTheirs={() => {
          setConflict(null);
          version.current = conflict.saved.version;
          onChoice.tookTheirs(conflict.saved);
        }}
      />
    );

  return { send, isLoading, dialog };
}
