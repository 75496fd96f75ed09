import type { GlobalPracticeService } from '@petvet/shared';
import { translate, useT } from '../../../i18n';
import { shownPriceRange } from '../display-price';
import { PriceProvenance } from './PriceProvenance';

/** The crawler's "Dog" and "Cat" in the active language; any other word as the page gave it. */
function speciesName(species: string): string {
  if (species === 'Dog') return translate('directory.services.dog');
  if (species === 'Cat') return translate('directory.services.cat');
  return species;
}

function cut(text: string, limit?: number): string {
  return limit !== undefined && text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/**
 * Services grouped by category: name, species (unless Mixed), price range, confidence, notes.
 * Category headings sit one level below the heading the groups appear under (h2 on the practice
 * page, a card's h3 in search results), so headings never skip a level.
 */
export function ServiceGroups({
  services,
  notesLimit,
  headingLevel = 3,
  currency = '',
  provenance = false,
  fromClinic = false,
}: {
  services: Record<string, GlobalPracticeService[]>;
  notesLimit?: number;
  /** Converts every price to this currency; '' keeps each price's own. */
  currency?: string;
  headingLevel?: 3 | 4;
  /** Says who stands behind each price (the practice page; search cards stay short). */
  provenance?: boolean;
  fromClinic?: boolean;
}) {
  const t = useT();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const groups = Object.entries(services).filter(([, list]) => list.length > 0);
  if (groups.length === 0) return <p className="muted">{t('directory.services.none')}</p>;
  return (
    <div className="stack">
      {groups.map(([category, list]) => (
        <section key={category} aria-label={category}>
          <Heading style={{ margin: '0 0 6px', fontSize: '1rem' }}>{category}</Heading>
          <ul className="service-list">
            {list.map((s) => (
              <li key={s.id} className="service-row">
                <span>
                  {s.name}
                  {s.species && s.species !== 'Mixed' && (
                    <span className="muted small"> · {speciesName(s.species)}</span>
                  )}
                  <span className="muted small">
                    {' '}
                    ·{' '}
                    {t('directory.services.confidence', {
                      percent: Math.round(s.confidence * 100),
                    })}
                  </span>
                  {s.priceNotes && (
                    <span className="field__hint" style={{ display: 'block' }}>
                      {cut(s.priceNotes, notesLimit)}
                    </span>
                  )}
                  {provenance && <PriceProvenance price={s} fromClinic={fromClinic} />}
                </span>
                <span className="service-row__price">
                  {shownPriceRange(s.priceMin, s.priceMax, s.currency, currency)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
