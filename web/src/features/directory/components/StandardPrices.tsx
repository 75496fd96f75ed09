import { PRICE_BANDS, standardServicesByGroup, type GlobalPracticeService } from '@petvet/shared';
import { useT } from '../../../i18n';
import { localePriceRange } from '../../../lib/money-locale';
import { bandName, groupName, inclusionName, serviceName } from '../../../lib/standard-words';
import { PriceProvenance } from './PriceProvenance';

/** A practice's services split into those on the standard list and the rest (by category). */
export function splitStandard(services: Record<string, GlobalPracticeService[]>) {
  const standard: GlobalPracticeService[] = [];
  const other: Record<string, GlobalPracticeService[]> = {};
  for (const [category, list] of Object.entries(services)) {
    for (const s of list) {
      if (s.standardService) standard.push(s);
      else (other[category] ??= []).push(s);
    }
  }
  return { standard, other };
}

/** What a price includes, ticked; `titled` heads the list with "Includes:" when it stands alone. */
function Ticks({ items, titled = false }: { items: string[]; titled?: boolean }) {
  const t = useT();
  return (
    <ul className="ticks" aria-label={t('directory.standard.includes')}>
      {titled && <li className="ticks__label">{t('directory.standard.includesColon')}</li>}
      {items.map((item) => (
        <li key={item}>
          <span aria-hidden="true">✓ </span>
          {inclusionName(item)}
        </li>
      ))}
    </ul>
  );
}

function BandTable({
  caption,
  prices,
  fromClinic,
}: {
  caption: string;
  prices: GlobalPracticeService[];
  fromClinic: boolean;
}) {
  const t = useT();
  const rows = [...prices].sort(
    (a, b) => PRICE_BANDS.indexOf(a.band ?? 'any') - PRICE_BANDS.indexOf(b.band ?? 'any'),
  );
  // When every band includes the same items (the usual case), they are ticked once, above.
  const same = new Set(rows.map((r) => (r.inclusions ?? []).join('|'))).size === 1;
  const shared = same ? (rows[0]?.inclusions ?? []) : [];
  const stated = !same && rows.some((r) => r.inclusions?.length);
  return (
    <div className="compare-table-wrap">
      {shared.length > 0 && <Ticks items={shared} titled />}
      <table className="compare-table band-table">
        <caption className="visually-hidden">
          {t('directory.standard.caption', { service: caption })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('directory.standard.pet')}</th>
            <th scope="col">{t('directory.standard.priceInclVat')}</th>
            {stated && <th scope="col">{t('directory.standard.includes')}</th>}
            <th scope="col">{t('directory.standard.whoStandsBehind')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.id}>
              <th scope="row">{bandName(p.band)}</th>
              <td>{localePriceRange(p.priceMin, p.priceMax, p.currency)}</td>
              {stated && (
                <td className="small">
                  {p.inclusions?.length ? (
                    <Ticks items={p.inclusions} />
                  ) : (
                    t('directory.standard.notStated')
                  )}
                </td>
              )}
              <td className="small">
                <PriceProvenance price={p} fromClinic={fromClinic} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Prices in the standard list's layout: its five groups in order, each service with a price per
 * pet band (bands the practice gives no price for are left out). Headings sit under the page's h2.
 */
export function StandardPrices({
  prices,
  fromClinic = false,
}: {
  prices: GlobalPracticeService[];
  /** The practice is a PetVet clinic's own listing: its prices are "from the clinic". */
  fromClinic?: boolean;
}) {
  useT();
  const groups = standardServicesByGroup()
    .map((group) => ({
      ...group,
      services: group.services
        .map((service) => ({
          service,
          prices: prices.filter((p) => p.standardService === service.id),
        }))
        .filter((s) => s.prices.length > 0),
    }))
    .filter((group) => group.services.length > 0);
  return (
    <div className="stack">
      {groups.map((group) => (
        <section
          key={group.id}
          className="standard-group"
          aria-labelledby={`standard-group-${group.id}`}
        >
          <h3 id={`standard-group-${group.id}`} style={{ fontSize: '1.15rem' }}>
            {groupName(group.id)}
          </h3>
          {group.services.map(({ service, prices: list }) => (
            <div key={service.id} className="standard-service">
              <h4 style={{ margin: '10px 0 6px', fontSize: '1rem' }}>{serviceName(service.id)}</h4>
              <BandTable caption={serviceName(service.id)} prices={list} fromClinic={fromClinic} />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
