import { useState, type FormEvent } from 'react';
import { isStandardServiceId, PRICE_BANDS, type PriceBand } from '@petvet/shared';
import { SelectField } from '../../../components/ui/Field';
import { useT } from '../../../i18n';
import { serverErrorText } from '../../../lib/errors';
import { useAddPriceMutation } from './api';
import { PriceFields, readPrice } from './CorrectPriceForm';
import { ServiceOptions } from '../components/ServiceOptions';
import { bandName } from '../../../lib/standard-words';

/** A price the crawl missed, in the standard layout: standard service, pet band, price, currency. */
export function AddPriceForm({ practiceId, currency }: { practiceId: string; currency: string }) {
  const t = useT();
  const [add, adding] = useAddPriceMutation();
  const [service, setService] = useState('');
  const [band, setBand] = useState<PriceBand>('any');
  const [values, setValues] = useState({ min: '', max: '', currency });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (!isStandardServiceId(service)) return setError(t('directory.add.serviceMissing'));
    const price = readPrice(values);
    if (typeof price === 'string') return setError(price);
    setError(null);
    try {
      await add({ practiceId, body: { standardService: service, band, ...price } }).unwrap();
      setValues({ min: '', max: '', currency: values.currency });
      setDone(true);
    } catch (failure) {
      setError(serverErrorText(failure, t('directory.review.changeFailed')));
    }
  };

  return (
    <section className="card stack" aria-labelledby="add-price-title">
      <h2 id="add-price-title">{t('directory.add.title')}</h2>
      <p className="muted small">{t('directory.add.intro')}</p>
      <form className="stack" onSubmit={submit} aria-label={t('directory.add.title')}>
        <div className="add-price__choice">
          <SelectField
            label={t('directory.add.service')}
            name="standardService"
            required
            value={service}
            onChange={(e) => setService(e.target.value)}
          >
            <option value="">{t('directory.add.chooseService')}</option>
            <ServiceOptions />
          </SelectField>
          <SelectField
            label={t('directory.add.pet')}
            name="band"
            value={band}
            onChange={(e) => setBand(e.target.value as PriceBand)}
          >
            {PRICE_BANDS.map((b) => (
              <option key={b} value={b}>
                {bandName(b)}
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
            {t('directory.add.added')}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn--primary" disabled={adding.isLoading}>
            {t('directory.add.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
