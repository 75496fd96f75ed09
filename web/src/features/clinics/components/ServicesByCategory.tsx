import type { PublicService } from '@petvet/shared';
import { CategoryIcon } from '../../../components/ui/CategoryIcon';
import { useT } from '../../../i18n';
import { clinicPrice } from '../../../lib/money';

/** The clinic's bookable services grouped under their category, with price and length. */
export function ServicesByCategory({ services }: { services: PublicService[] }) {
  const t = useT();
  const groups = new Map<string, { icon: string; items: PublicService[] }>();
  for (const service of services) {
    const group = groups.get(service.category_name) ?? { icon: service.category_icon, items: [] };
    group.items.push(service);
    groups.set(service.category_name, group);
  }
  return (
    <div className="stack">
      {[...groups.entries()].map(([name, group]) => (
        <div key={name}>
          <h3>
            <CategoryIcon emoji={group.icon} /> {name}
          </h3>
          <ul className="service-list">
            {group.items.map((service) => (
              <li key={service.id} className="service-row">
                <span>
                  {service.name}{' '}
                  <span className="muted small">
                    · {t('clinics.services.minutes', { minutes: service.duration })}
                  </span>
                </span>
                <span className="service-row__price">
                  {clinicPrice(service.price, service.currency)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
