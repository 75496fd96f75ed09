import { useState, type FormEvent } from 'react';
import { isStandardServiceId, PRICE_BANDS, type PriceBand } from '@petvet/shared';
import { SelectField } from '../../../components/ui/Field';
import { StandardServiceOptions } from '../../../components/ui/StandardServiceOptions';
import { serverErrorText } from '../../../lib/errors';
import { useAddPriceMutation } from './api';
import { PriceFields, readPrice } from './CorrectPriceForm';
import { bandLabel, CHANGE_FAILED_TEXT } from './texts';

export const ADDED_TEXT = 'Added: it shows on your directory page as entered by the practice.';

/** A price the crawl missed, in the standard layout: standard service, pet band, price, currency. */
export function AddPriceForm({ practiceId, currency }: { practiceId: string; currency: string }) {
  const [add, adding] = useAddPriceMutation();
  const [service, setService] = useState('');
  const [band, setBand] = useState<PriceBand>('any');
  const [values, setValues] = useState({ min: '', max: '', currency });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (!isStandardServiceId(service)) return setError('Choose the service.');
    const price = readPrice(values);
    if (typeof price === 'string') return setError(price);
    setError(null);
    try {
      await add({ practiceId, body: { standardService: service, band, ...price } }).unwrap();
      setValues({ min: '', max: '', currency: values.currency });
      setDone(true);
    } catch (failure) {
      setError(serverErrorText(failure, CHANGE_FAILED_TEXT));
    }
  };

  return (
    <section className="card stack" aria-labelledby="add-price-title">
      <h2 id="add-price-title">Add a missing price</h2>
      <p className="muted small">
        One price per service and pet, including VAT, as on the UK standard price list.
      </p>
      <form className="stack" onSubmit={submit} aria-label="Add a missing price">
        <div className="add-price__choice">
          <SelectField
            label="Service"
            name="standardService"
            required
            value={service}
            onChange={(e) => setService(e.target.value)}
          >
            <option value="">Choose a service…</option>
            <StandardServiceOptions />
          </SelectField>
          <SelectField
            label="Pet"
            name="band"
            value={band}
            onChange={(e) => setBand(e.target.value as PriceBand)}
          >
            {PRICE_BANDS.map((b) => (
              <option key={b} value={b}>
                {bandLabel(b)}
              </option>
            ))}
          </SelectField>
        </div>
        <PriceFields values={values} onChange={setValues} />
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        {done && (
          <p className="alert alert--success" role="status">
            {ADDED_TEXT}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn--primary" disabled={adding.isLoading}>
            Add the price
          </button>
        </div>
      </form>
    </section>
  );
}
