import { paths } from '@petvet/shared';
import { useMemo } from 'react';
import { Link } from '../../../lib/router';
import { usePageMeta } from '../../../lib/page-meta';
import { HOME_STRUCTURED_DATA } from '../structured-data';
import { Icon, type IconName } from '../../../components/ui/Icon';
import { useT, type MessageKey } from '../../../i18n';
import '../home.css';

// Keys, not texts: each is read in the visitor's language as the page renders.
const FEATURES = [
  { icon: 'search', title: 'core.home.feature.search', text: 'core.home.feature.searchText' },
  { icon: 'calendar', title: 'core.home.feature.book', text: 'core.home.feature.bookText' },
  { icon: 'heart', title: 'core.home.feature.profiles', text: 'core.home.feature.profilesText' },
  { icon: 'star', title: 'core.home.feature.reviews', text: 'core.home.feature.reviewsText' },
] as const satisfies ReadonlyArray<{ icon: IconName; title: MessageKey; text: MessageKey }>;

const STEPS = [
  { title: 'core.home.step.search', text: 'core.home.step.searchText' },
  { title: 'core.home.step.choose', text: 'core.home.step.chooseText' },
  { title: 'core.home.step.book', text: 'core.home.step.bookText' },
  { title: 'core.home.step.visit', text: 'core.home.step.visitText' },
] as const satisfies ReadonlyArray<{ title: MessageKey; text: MessageKey }>;

export default function HomePage() {
  const t = useT();
  const description = t('core.home.description');
  const keywords = t('core.home.keywords');
  usePageMeta(
    useMemo(
      () => ({
        description,
        keywords: keywords.split(',').map((keyword) => keyword.trim()),
        structuredData: HOME_STRUCTURED_DATA,
        homepageStructuredData: true,
      }),
      [description, keywords],
    ),
  );
  return (
    <>
      <section className="hero">
        <div className="container hero__grid">
          <div>
            <p className="eyebrow">{t('core.home.eyebrow')}</p>
            <h1>{t('core.home.title')}</h1>
            <p className="hero__lead">{t('core.home.lead')}</p>
            {/* A plain GET: /find opens on what was typed, a postcode included, with no script
                on the home page (its JavaScript budget) and the results rendered by the server. */}
            <form className="hero__search" role="search" action={paths.find()}>
              <label htmlFor="hero-city" className="visually-hidden">
                {t('core.home.where')}
              </label>
              <input
                id="hero-city"
                name="where"
                className="input"
                placeholder={t('core.home.wherePlaceholder')}
              />
              <button type="submit" className="btn btn--accent">
                {t('core.home.search')}
              </button>
            </form>
            <div className="button-row hero__cta">
              <Link to={paths.find('locate=1')} className="btn btn--light btn--lg">
                {t('core.home.findNear')}
              </Link>
              <Link to={paths.register()} className="btn btn--secondary btn--lg">
                {t('core.home.start')}
              </Link>
            </div>
          </div>
          <div className="hero__card" aria-hidden="true">
            <h2>{t('core.home.demo.today', { clinic: 'Riverside Vets' })}</h2>
            <p className="muted small">{t('core.home.demo.meta')}</p>
            <div className="hero__slot">
              <span>
                <strong>09:30</strong> {t('core.home.demo.consultation')}
              </span>
              <span className="badge badge--success">{t('core.home.demo.free')}</span>
            </div>
            <div className="hero__slot">
              <span>
                <strong>11:00</strong> {t('core.home.demo.vaccination')}
              </span>
              <span className="badge badge--success">{t('core.home.demo.free')}</span>
            </div>
            <div className="hero__slot">
              <span>
                <strong>14:30</strong> {t('core.home.demo.dental')}
              </span>
              <span className="badge">{t('core.home.demo.booked')}</span>
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <div className="section__header">
            <p className="eyebrow">{t('core.home.why')}</p>
            <h2 id="features-title">{t('core.home.features')}</h2>
          </div>
          <div className="grid grid--4">
            {FEATURES.map((feature) => (
              <article key={feature.title} className="card feature">
                <div className="feature__icon" aria-hidden="true">
                  <Icon name={feature.icon} size={24} />
                </div>
                <h3>{t(feature.title)}</h3>
                <p className="muted">{t(feature.text)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="how-title">
        <div className="container">
          <div className="section__header">
            <p className="eyebrow">{t('core.home.how')}</p>
            <h2 id="how-title">{t('core.home.steps')}</h2>
          </div>
          <ol className="steps grid grid--4">
            {STEPS.map((step) => (
              <li key={step.title} className="step">
                <h3>{t(step.title)}</h3>
                <p className="muted">{t(step.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="join-title">
        <div className="container">
          <h2 id="join-title" className="visually-hidden">
            {t('core.home.join')}
          </h2>
          <div className="audience">
            <div className="card">
              <p className="eyebrow">{t('core.home.owners')}</p>
              <h3>{t('core.home.ownersTitle')}</h3>
              <p className="muted">{t('core.home.ownersText')}</p>
              <Link to={paths.register('type=pet_owner')} className="btn btn--primary">
                {t('core.home.ownersCta')}
              </Link>
            </div>
            <div className="card audience--business">
              <p className="eyebrow eyebrow--warm">{t('core.home.business')}</p>
              <h3>{t('core.home.businessTitle')}</h3>
              <p>{t('core.home.businessText')}</p>
              <Link to={paths.register('type=vet_business')} className="btn btn--accent">
                {t('core.home.businessCta')}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
