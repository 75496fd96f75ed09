import { Suspense, type ReactNode } from 'react';
import { websiteHref, websiteLabel } from '../../lib/links';
import { MAP_HEIGHT } from '../../lib/ui-settings';
import { useT } from '../../i18n';
import { Spinner } from './Feedback';
import { Icon } from './Icon';
import { WhenVisible } from './WhenVisible';

interface Reachable {
  phone?: string | null;
  website?: string | null;
}

/** The Contact card of a clinic or practice page: address, then whatever ways to reach it exist. */
export function ContactCard({
  titleId,
  address,
  phone,
  email,
  website,
}: Reachable & { titleId: string; address: ReactNode; email?: string | null }) {
  const t = useT();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('common.ui.place.contact')}</h2>
      <ul className="contact-list">
        <li>
          <Icon name="pin" />
          <span>{address}</span>
        </li>
        {phone && (
          <li>
            <Icon name="phone" />
            <a href={`tel:${phone}`}>{phone}</a>
          </li>
        )}
        {email && (
          <li>
            <Icon name="mail" />
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
        {website && (
          <li>
            <Icon name="globe" />
            <a href={websiteHref(website)} target="_blank" rel="noopener noreferrer">
              {websiteLabel(website)}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}

/** For places that cannot be booked here: call them or visit their site. */
export function CallOrVisit({ phone, website }: Reachable) {
  const t = useT();
  return (
    <div className="button-row">
      {phone && (
        <a href={`tel:${phone}`} className="btn btn--primary btn--sm">
          {t('common.ui.place.call')}
        </a>
      )}
      {website && (
        <a
          href={websiteHref(website)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn--secondary btn--sm"
        >
          {t('common.ui.place.website')}
        </a>
      )}
    </div>
  );
}

/** The Location card: its heading with a directions link, then the map or the address. */
export function LocationCard({
  titleId,
  directionsHref,
  children,
}: {
  titleId: string;
  directionsHref: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card__header">
        <h2 id={titleId}>{t('common.ui.place.location')}</h2>
        <a
          href={directionsHref}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn--secondary btn--sm"
        >
          {t('common.ui.place.directions')}
        </a>
      </div>
      {children}
    </section>
  );
}

/** Room for a lazily loaded map, loaded when it nears the screen, with a spinner until its code arrives. */
export function MapFrame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="detail-map" style={{ height: MAP_HEIGHT }}>
      <WhenVisible>
        <Suspense fallback={<Spinner label={t('common.ui.place.loadingMap')} />}>
          {children}
        </Suspense>
      </WhenVisible>
    </div>
  );
}
