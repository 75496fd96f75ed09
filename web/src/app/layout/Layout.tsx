import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '../../lib/router';
import { Header } from './Header';
import { Footer } from './Footer';
import { Spinner } from '../../components/ui/Feedback';
import { usePageViews } from '../../lib/analytics';
import { Icon } from '../../components/ui/Icon';
import { useT } from '../../i18n';
import { useStoreLoaded, WithStore } from '../store-source';
import { useAdoptingHtml } from './adopting';

export function LoadingScreen() {
  const t = useT();
  return (
    <div className="loading-screen">
      <span className="brand__icon loading-screen__paw" aria-hidden="true">
        <Icon name="paw" size={28} />
      </span>
      <Spinner label={t('core.loading')} />
    </div>
  );
}

/** The screens that use the store: the loading screen shows until it (and its session) is there. */
export function StoreOutlet() {
  return (
    <WithStore>
      {(kit) => (
        <>
          {/* Only signed-in, unverified people see it; it comes with the store, never on the home page. */}
          <kit.VerifyBanner />
          <kit.AccountLocale />
          <Outlet />
        </>
      )}
    </WithStore>
  );
}

/**
 * The header exactly as the page's HTML draws it before any script (index.html's frame), so the
 * first render can adopt it; the full header replaces it right after.
 */
function ServedHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a href="/" className="brand">
          <span className="brand__icon" aria-hidden="true"></span>
          <span className="brand__name">PetVet</span>
        </a>
      </div>
    </header>
  );
}

export function Layout({ analytics = true }: { analytics?: boolean }) {
  const t = useT();
  // Every part keeps its place either way: the content of <main> is adopted, never drawn again.
  const adopting = useAdoptingHtml();
  const { pathname } = useLocation();
  const storeLoaded = useStoreLoaded();
  usePageViews(analytics);
  useEffect(() => {
    // jsdom has no layout, so tests skip the scroll.
    if (!navigator.userAgent.includes('jsdom')) window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="app">
      {adopting ? null : (
        <a href="#main" className="skip-link">
          {t('core.skip')}
        </a>
      )}
      {adopting ? <ServedHeader /> : <Header />}
      <main
        id={adopting ? undefined : 'main'}
        className="main"
        tabIndex={adopting ? undefined : -1}
      >
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      {adopting ? null : <Footer />}
      {/* Only screens using the store raise notifications. */}
      {!adopting && storeLoaded && (
        <Suspense fallback={null}>
          <WithStore>{(kit) => <kit.Toasts />}</WithStore>
        </Suspense>
      )}
    </div>
  );
}
