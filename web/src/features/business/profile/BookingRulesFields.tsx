import { CURRENCY_CODES, MAX_CANCELLATION_CUTOFF_HOURS } from '@petvet/shared';
import { SelectField, TextField } from '../../../components/ui/Field';
import { clinicCurrencySymbol } from '../../../lib/money';

type TextBinding = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
};

export const CUTOFF_LABEL = 'Cancellation cut-off (hours)';

export const cutoffHint = (hours: string) =>
  `Owners can cancel or move a visit up to ${hours.trim() === '' ? 'N' : hours.trim()} hours before it starts`;

/** The clinic's currency (every price is in it) and how late owners may cancel or move a visit. */
export function BookingRulesFields({
  currency,
  cutoff,
}: {
  currency: TextBinding;
  cutoff: TextBinding;
}) {
  return (
    <div className="form-row">
      <SelectField label="Currency" hint="Every price of the clinic is in it." {...currency}>
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
        label={CUTOFF_LABEL}
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
