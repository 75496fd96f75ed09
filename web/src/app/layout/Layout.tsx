import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '../../lib/router';
import { Header } from './Header';
import { Footer } from './Footer';
import { Spinner } from '../../components/ui/Feedback';
import { usePageViews } from '../../lib/analytics';
import { Icon } from '../../components/ui/Icon';
import { useT } from '../../i18n';
import { useStoreLoaded, WithStore } from '../store-source';

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

export function Layout({ analytics = true }: { analytics?: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  const storeLoaded = useStoreLoaded();
  usePageViews(analytics);
  useEffect(() => {
    // jsdom has no layout, so tests skip the scroll.
    if (!navigator.userAgent.includes('jsdom')) window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        {t('core.skip')}
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* Only screens using the store raise notifications. */}
      {storeLoaded && (
        <Suspense fallback={null}>
          <WithStore>{(kit) => <kit.Toasts />}</WithStore>
        </Suspense>
      )}
    </div>
  );
}
