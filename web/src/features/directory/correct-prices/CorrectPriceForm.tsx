import { useState, type FormEvent } from 'react';
import {
  CURRENCY_CODES,
  isKnownCurrency,
  type CurrencyCode,
  type PriceReviewItem,
} from '@petvet/shared';
import { SelectField, TextField } from '../../../components/ui/Field';
import { translate, useT } from '../../../i18n';

export interface PriceValues {
  priceMin: number;
  /** null: one price (or a "from" price). */
  priceMax: number | null;
  currency: CurrencyCode;
}

/** The figure fields of a price: from, up to (a range, optional), currency. */
export function PriceFields({
  values,
  onChange,
  error,
}: {
  values: { min: string; max: string; currency: string };
  onChange: (values: { min: string; max: string; currency: string }) => void;
  error?: string | null;
}) {
  const t = useT();
  return (
    <div className="price-fields">
      <TextField
        label={t('directory.priceForm.price')}
        name="priceMin"
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        required
        value={values.min}
        error={error}
        onChange={(e) => onChange({ ...values, min: e.target.value })}
      />
      <TextField
        label={t('directory.priceForm.upTo')}
        name="priceMax"
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        value={values.max}
        onChange={(e) => onChange({ ...values, max: e.target.value })}
      />
      <SelectField
        label={t('directory.priceForm.currency')}
        name="currency"
        value={values.currency}
        onChange={(e) => onChange({ ...values, currency: e.target.value })}
      >
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** The typed figures as a price, or the sentence that says what is wrong with them. */
export function readPrice(values: {
  min: string;
  max: string;
  currency: string;
}): PriceValues | string {
  const min = Number(values.min);
  if (values.min.trim() === '' || !Number.isFinite(min) || min < 0)
    return translate('directory.priceForm.enterPrice');
  const max = values.max.trim() === '' ? null : Number(values.max);
  if (max !== null && (!Number.isFinite(max) || max < min))
    return translate('directory.priceForm.rangeTop');
  if (!isKnownCurrency(values.currency)) return translate('directory.priceForm.chooseCurrency');
  return { priceMin: min, priceMax: max, currency: values.currency };
}

/** Correcting one price in place: the figures as the practice charges them. */
export function CorrectPriceForm({
  item,
  busy,
  onSave,
  onCancel,
}: {
  item: PriceReviewItem;
  busy: boolean;
  onSave: (values: PriceValues) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({
    min: String(item.priceMin),
    max: item.priceMax !== null && item.priceMax > item.priceMin ? String(item.priceMax) : '',
    currency: item.currency,
  });
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = readPrice(values);
    if (typeof price === 'string') return setError(price);
    setError(null);
    onSave(price);
  };
  return (
    <form
      className="stack review-item__form"
      onSubmit={submit}
      aria-label={t('directory.priceForm.correctLabel')}
    >
      <PriceFields values={values} onChange={setValues} error={error} />
      <div className="button-row">
        <button type="submit" className="btn btn--primary btn--sm" disabled={busy}>
          {t('directory.priceForm.save')}
        </button>
        <button type="button" className="btn btn--secondary btn--sm" onClick={onCancel}>
          {t('directory.priceForm.cancel')}
        </button>
      </div>
    </form>
  );
}
