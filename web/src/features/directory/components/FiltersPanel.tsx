import type { GlobalCategory } from '@petvet/shared';
import { SelectField, TextField } from '../../../components/ui/Field';
import { useT } from '../../../i18n';
import { CURRENCY_CHOICES, type DirectoryFilters } from '../filters';
import { DIRECTORY_COUNTRY_CODES, DIRECTORY_RADIUS_CHOICES } from '../settings';

interface FiltersPanelProps {
  filters: DirectoryFilters;
  categories: GlobalCategory[];
  onChange: (patch: Partial<DirectoryFilters>) => void;
  onReset: () => void;
}

export function FiltersPanel({ filters, categories, onChange, onReset }: FiltersPanelProps) {
  const t = useT();
  const toggleService = (name: string) =>
    onChange({
      services: filters.services.includes(name)
        ? filters.services.filter((s) => s !== name)
        : [...filters.services, name],
    });
  return (
    <section
      id="directory-filters"
      className="card stack"
      aria-label={t('directory.search.filters')}
    >
      <div className="form-row">
        <SelectField
          label={t('directory.filters.radius')}
          name="radius"
          value={String(filters.radius)}
          onChange={(e) => onChange({ radius: Number(e.target.value) })}
        >
          {DIRECTORY_RADIUS_CHOICES.map((r) => (
            <option key={r} value={r}>
              {t('directory.km', { distance: r })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('directory.filters.country')}
          name="country"
          value={filters.country}
          onChange={(e) => onChange({ country: e.target.value })}
        >
          <option value="">{t('directory.filters.allCountries')}</option>
          {DIRECTORY_COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`directory.country.${code}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('directory.filters.verification')}
          name="verified"
          value={filters.verified}
          onChange={(e) => onChange({ verified: e.target.value as DirectoryFilters['verified'] })}
        >
          <option value="">{t('directory.filters.allPractices')}</option>
          <option value="true">{t('directory.filters.verifiedOnly')}</option>
          <option value="false">{t('directory.filters.unverifiedOnly')}</option>
        </SelectField>
        <SelectField
          label={t('directory.filters.currency')}
          name="currency"
          value={filters.currency}
          onChange={(e) => onChange({ currency: e.target.value })}
        >
          <option value="">{t('directory.filters.ownCurrency')}</option>
          {CURRENCY_CHOICES.map((c) => (
            <option key={c} value={c}>
              {t('directory.filters.convertTo', { currency: c })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('directory.filters.maxPrice')}
          name="maxPrice"
          type="number"
          min={0}
          inputMode="decimal"
          value={filters.maxPrice}
          hint={
            filters.services.length
              ? t('directory.filters.maxPriceEach')
              : t('directory.filters.maxPriceCheapest')
          }
          onChange={(e) => onChange({ maxPrice: e.target.value })}
        />
      </div>
      {categories.length > 0 && (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="field__label">{t('directory.filters.services')}</legend>
          <div className="chips" style={{ marginTop: 6 }}>
            {categories.map((c) => (
              <button
                key={c.id}
                type="button"
                className={`chip chip--toggle${filters.services.includes(c.name) ? ' is-on' : ''}`}
                aria-pressed={filters.services.includes(c.name)}
                onClick={() => toggleService(c.name)}
              >
                {c.name}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <div>
        <button type="button" className="btn btn--secondary btn--sm" onClick={onReset}>
          {t('directory.filters.reset')}
        </button>
      </div>
    </section>
  );
}
