import type { GlobalCategory } from '@petvet/shared';
import { SelectField, TextField } from '../../../components/ui/Field';
import { CURRENCY_CHOICES, type DirectoryFilters } from '../filters';
import { DIRECTORY_COUNTRY_OPTIONS, DIRECTORY_RADIUS_CHOICES } from '../settings';

interface FiltersPanelProps {
  filters: DirectoryFilters;
  categories: GlobalCategory[];
  onChange: (patch: Partial<DirectoryFilters>) => void;
  onReset: () => void;
}

export function FiltersPanel({ filters, categories, onChange, onReset }: FiltersPanelProps) {
  const toggleService = (name: string) =>
    onChange({
      services: filters.services.includes(name)
        ? filters.services.filter((s) => s !== name)
        : [...filters.services, name],
    });
  return (
    <section id="directory-filters" className="card stack" aria-label="Filters">
      <div className="form-row">
        <SelectField
          label="Radius"
          name="radius"
          value={String(filters.radius)}
          onChange={(e) => onChange({ radius: Number(e.target.value) })}
        >
          {DIRECTORY_RADIUS_CHOICES.map((r) => (
            <option key={r} value={r}>
              {r} km
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Country"
          name="country"
          value={filters.country}
          onChange={(e) => onChange({ country: e.target.value })}
        >
          <option value="">All countries</option>
          {DIRECTORY_COUNTRY_OPTIONS.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Verification"
          name="verified"
          value={filters.verified}
          onChange={(e) => onChange({ verified: e.target.value as DirectoryFilters['verified'] })}
        >
          <option value="">All practices</option>
          <option value="true">Verified only</option>
          <option value="false">Unverified only</option>
        </SelectField>
        <SelectField
          label="Currency"
          name="currency"
          value={filters.currency}
          onChange={(e) => onChange({ currency: e.target.value })}
        >
          <option value="">Each practice’s own</option>
          {CURRENCY_CHOICES.map((c) => (
            <option key={c} value={c}>
              Convert to {c}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Max price"
          name="maxPrice"
          type="number"
          min={0}
          inputMode="decimal"
          value={filters.maxPrice}
          hint={
            filters.services.length
              ? 'Each chosen service must have a price at most this'
              : 'The practice’s cheapest price'
          }
          onChange={(e) => onChange({ maxPrice: e.target.value })}
        />
      </div>
      {categories.length > 0 && (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="field__label">Services</legend>
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
          Reset Filters
        </button>
      </div>
    </section>
  );
}
