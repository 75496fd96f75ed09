import { useState } from 'react';
import { STANDARD_GROUPS, standardService, type BusinessPriceList } from '@petvet/shared';
import { useT } from '../../../i18n';
import { groupName, serviceName } from '../../../lib/standard-words';
import { AddPriceModal } from './AddPriceModal';

/** The standard services the clinic has no price for, each with a way to add one. */
export function MissingServices({ missing }: { missing: BusinessPriceList['missing'] }) {
  const t = useT();
  const [adding, setAdding] = useState<BusinessPriceList['missing'][number]['id'] | null>(null);
  if (missing.length === 0) return <p className="muted">{t('business.prices.allPriced')}</p>;
  return (
    <>
      {STANDARD_GROUPS.map((group) => {
        const items = missing.filter((m) => m.group === group.id);
        if (items.length === 0) return null;
        return (
          <div key={group.id} className="missing-group">
            <h4>{groupName(group.id)}</h4>
            <ul className="missing-list">
              {items.map((item) => (
                <li key={item.id}>
                  <span>{serviceName(item.id)}</span>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    aria-label={t('business.prices.addPriceFor', { name: serviceName(item.id) })}
                    onClick={() => setAdding(item.id)}
                  >
                    {t('business.prices.addPrice')}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {adding && (
        <AddPriceModal standard={standardService(adding)} onClose={() => setAdding(null)} />
      )}
    </>
  );
}
