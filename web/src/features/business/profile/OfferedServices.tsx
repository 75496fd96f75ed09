import { Link } from 'react-router';
import { clinicPrice } from '../../../lib/money';
import { useServicesQuery } from '../api';

/** The services owners see are the priced ones of the Services tab, listed here to read only. */
export function OfferedServices({ currency }: { currency: string | undefined }) {
  const { data: services = [], isLoading } = useServicesQuery();
  return (
    <section className="stack" aria-labelledby="offered-services">
      <h3 id="offered-services" className="field__label">
        Services offered
      </h3>
      {isLoading ? (
        <p className="muted small">Loading services…</p>
      ) : services.length === 0 ? (
        <p className="muted small">
          No services yet. Owners see the services you add with their prices.
        </p>
      ) : (
        <ul className="service-list">
          {services.map((s) => (
            <li key={s.id} className="service-row">
              <span>
                {s.name} <span className="muted small">· {s.duration} min</span>
              </span>
              <span className="service-row__price">{clinicPrice(s.price, currency)}</span>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Link to="?tab=services" className="btn btn--ghost btn--sm">
          Edit services
        </Link>
      </div>
    </section>
  );
}
