import { useState, type ReactNode } from 'react';
import {
  priceBandLabel,
  standardService,
  type ClinicPriceListService,
  type PriceListMappingInput,
} from '@petvet/shared';
import { ConflictDialog } from '../../../components/ui/ConflictDialog';
import { translate } from '../../../i18n';
import { serverErrorText } from '../../../lib/errors';
import { conflictRows, isStaleVersion } from '../../../lib/versioned-write';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { useLazyBusinessPriceListQuery, useSaveMappingMutation } from './api';

/** The choice of a service outside the standard list, in the active language. */
export const notOnListLabel = () => translate('business.prices.row.notOnList');

const labels = () => ({
  standardService: translate('business.prices.row.standard'),
  band: translate('business.prices.pet'),
  inclusions: translate('business.prices.row.includes'),
});

/** A mapping as the row shows it, so the comparison reads names, not ids. */
const shown = (mapping: PriceListMappingInput) => ({
  standardService: mapping.standardService
    ? standardService(mapping.standardService).name
    : notOnListLabel(),
  band: priceBandLabel(mapping.band ?? 'any'),
  inclusions: (mapping.inclusions ?? []).join(', '),
});

/**
 * Saves one service's mapping over the version the list showed. When someone saved it in between
 * (412), `dialog` shows their mapping beside the user's and lets the user keep theirs (saved over
 * the new version) or take the saved one (`onTakeTheirs`).
 */
export function useMappingSave(
  service: ClinicPriceListService,
  onTakeTheirs: (saved: ClinicPriceListService) => void,
): { submit: (body: PriceListMappingInput) => Promise<void>; busy: boolean; dialog: ReactNode } {
  const dispatch = useAppDispatch();
  const [save, saving] = useSaveMappingMutation();
  const [loadList] = useLazyBusinessPriceListQuery();
  const [conflict, setConflict] = useState<{
    mine: PriceListMappingInput;
    saved: ClinicPriceListService;
  } | null>(null);
  const failed = translate('business.prices.row.failed', { name: service.name });

  const send = async (body: PriceListMappingInput, version: string | undefined) => {
    try {
      await save({ id: service.id, body, version }).unwrap();
      dispatch(
        toastShown('success', translate('business.prices.row.savedToast', { name: service.name })),
      );
    } catch (failure) {
      if (!isStaleVersion(failure)) {
        dispatch(toastShown('error', failed));
        return;
      }
      const list = await loadList()
        .unwrap()
        .catch(() => null);
      const saved = list?.services.find((s) => s.id === service.id);
      if (saved) setConflict({ mine: body, saved });
      else dispatch(toastShown('error', serverErrorText(failure, failed)));
    }
  };

  const dialog = conflict && (
    <ConflictDialog
      subject={service.name}
      rows={conflictRows(shown(conflict.saved), shown(conflict.mine), labels())}
      busy={saving.isLoading}
      onKeepMine={() => {
        setConflict(null);
        void send(conflict.mine, conflict.saved.version);
      }}
      onTakeTheirs={() => {
        setConflict(null);
        onTakeTheirs(conflict.saved);
      }}
    />
  );
  return { submit: (body) => send(body, service.version), busy: saving.isLoading, dialog };
}
