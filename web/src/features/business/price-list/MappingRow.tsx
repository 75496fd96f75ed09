import { useId, useState } from 'react';
import {
  PRICE_BANDS,
  STANDARD_INCLUSIONS,
  standardService,
  standardServicesByGroup,
  type ClinicPriceListService,
  type PriceBand,
  type StandardInclusion,
  type StandardServiceId,
} from '@petvet/shared';
import { useT } from '../../../i18n';
import { bandName, groupName, inclusionName, serviceName } from '../../../lib/standard-words';
import { clinicPrice } from '../../../lib/money';
import { notOnListLabel, useMappingSave } from './use-mapping-save';

export { notOnListLabel };
const GROUPS = standardServicesByGroup();

interface Draft {
  standardService: StandardServiceId | null;
  band: PriceBand;
  inclusions: StandardInclusion[];
}

const draftOf = (service: ClinicPriceListService): Draft =>
  service.mapped
    ? {
        standardService: service.standardService,
        band: service.band,
        inclusions: service.inclusions,
      }
    : { ...service.suggestion, inclusions: [] };

/** One of the clinic's services: its standard service and band (suggested until saved), and inclusions. */
export function MappingRow({
  service,
  currency,
}: {
  service: ClinicPriceListService;
  currency: string;
}) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(() => draftOf(service));
  const {
    submit: save,
    busy,
    dialog,
  } = useMappingSave(service, (saved) => setDraft(draftOf({ ...saved, mapped: true })));
  const saved = draftOf(service);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const surgical =
    draft.standardService !== null && standardService(draft.standardService).inclusions;
  const id = useId();

  const submit = () => save({ ...draft, inclusions: surgical ? draft.inclusions : [] });
  const toggle = (item: StandardInclusion) =>
    setDraft((d) => ({
      ...d,
      inclusions: d.inclusions.includes(item)
        ? d.inclusions.filter((i) => i !== item)
        : [...d.inclusions, item],
    }));

  return (
    <li className="mapping-row" aria-labelledby={`${id}-name`}>
      <div className="mapping-row__service">
        <strong id={`${id}-name`}>{service.name}</strong>
        <span className="muted small">
          {t('business.prices.row.details', {
            price: clinicPrice(service.price, currency),
            duration: service.duration,
            category: service.categoryName,
          })}
        </span>
        {!service.mapped && (
          <span className="badge badge--warning">{t('business.prices.row.suggested')}</span>
        )}
      </div>
      <div className="mapping-row__fields">
        <div className="mapping-row__field">
          <label htmlFor={`${id}-standard`} className="small muted">
            {t('business.prices.row.standard')}
          </label>
          <select
            id={`${id}-standard`}
            className="input"
            value={draft.standardService ?? ''}
            onChange={(e) =>
              setDraft((d) => ({
                ...d,
                standardService: (e.target.value || null) as StandardServiceId | null,
                band: e.target.value ? d.band : 'any',
              }))
            }
          >
            <option value="">{notOnListLabel()}</option>
            {GROUPS.map((group) => (
              <optgroup key={group.id} label={groupName(group.id)}>
                {group.services.map((s) => (
                  <option key={s.id} value={s.id}>
                    {serviceName(s.id)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="mapping-row__field">
          <label htmlFor={`${id}-band`} className="small muted">
            {t('business.prices.pet')}
          </label>
          <select
            id={`${id}-band`}
            className="input"
            value={draft.band}
            disabled={draft.standardService === null}
            onChange={(e) => setDraft((d) => ({ ...d, band: e.target.value as PriceBand }))}
          >
            {PRICE_BANDS.map((band) => (
              <option key={band} value={band}>
                {bandName(band)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {surgical && (
        <fieldset className="mapping-row__inclusions">
          <legend className="small muted">{t('business.prices.row.includes')}</legend>
          {STANDARD_INCLUSIONS.map((item) => (
            <label key={item} className="checkbox">
              <input
                type="checkbox"
                checked={draft.inclusions.includes(item)}
                onChange={() => toggle(item)}
              />{' '}
              {inclusionName(item)}
            </label>
          ))}
        </fieldset>
      )}
      <div className="mapping-row__actions">
        <button
          type="button"
          className={`btn btn--sm ${service.mapped ? 'btn--secondary' : 'btn--primary'}`}
          disabled={busy || (service.mapped && !changed)}
          onClick={submit}
        >
          {service.mapped
            ? changed
              ? t('business.prices.row.save')
              : t('business.prices.row.saved')
            : t('business.prices.row.confirm')}
        </button>
      </div>
      {dialog}
    </li>
  );
}
