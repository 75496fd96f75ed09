import { Link } from '../../../lib/router';
import { useT } from '../../../i18n';
import { clinicPrice } from '../../../lib/money';
import { useServicesQuery } from '../api';

/** The services owners see are the priced ones of the Services tab, listed here to read only. */
export function OfferedServices({ currency }: { currency: string | undefined }) {
  const t = useT();
  const { data: services = [], isLoading } = useServicesQuery();
  return (
    <section className="stack" aria-labelledby="offered-services">
      <h3 id="offered-services" className="field__label">
        {t('business.offered.title')}
      </h3>
      {isLoading ? (
        <p className="muted small">{t('business.offered.loading')}</p>
      ) : services.length === 0 ? (
        <p className="muted small">{t('business.offered.empty')}</p>
      ) : (
        <ul className="service-list">
          {services.map((s) => (
            <li key={s.id} className="service-row">
              <span>
                {s.name}{' '}
                <span className="muted small">
                  · {t('business.common.minutes', { count: s.duration })}
                </span>
              </span>
              <span className="service-row__price">{clinicPrice(s.price, currency)}</span>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Link to="?tab=services" className="btn btn--ghost btn--sm">
          {t('business.offered.edit')}
        </Link>
      </div>
    </section>
  );
}
