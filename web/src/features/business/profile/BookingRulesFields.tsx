import { CURRENCY_CODES, MAX_CANCELLATION_CUTOFF_HOURS } from '@petvet/shared';
import { SelectField, TextField } from '../../../components/ui/Field';
import { translate, useT } from '../../../i18n';
import { clinicCurrencySymbol } from '../../../lib/money';

type TextBinding = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
};

export const cutoffLabel = () => translate('business.profile.cutoff');

export const cutoffHint = (hours: string) =>
  translate('business.profile.cutoffHint', { hours: hours.trim() === '' ? 'N' : hours.trim() });

/** The clinic's currency (every price is in it) and how late owners may cancel or move a visit. */
export function BookingRulesFields({
  currency,
  cutoff,
}: {
  currency: TextBinding;
  cutoff: TextBinding;
}) {
  const t = useT();
  return (
    <div className="form-row">
      <SelectField
        label={t('business.profile.currency')}
        hint={t('business.profile.currencyHint')}
        {...currency}
      >
        {CURRENCY_CODES.map((code) => {
          const symbol = clinicCurrencySymbol(code);
          return (
            <option key={code} value={code}>
              {symbol === code ? code : `${code} (${symbol})`}
            </option>
          );
        })}
      </SelectField>
      <TextField
        label={cutoffLabel()}
        type="number"
        min={0}
        max={MAX_CANCELLATION_CUTOFF_HOURS}
        step={1}
        inputMode="numeric"
        hint={cutoffHint(cutoff.value)}
        {...cutoff}
      />
    </div>
  );
}
