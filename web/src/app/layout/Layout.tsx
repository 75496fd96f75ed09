import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { readStoredSession, sessionRestored } from '../../store/session-slice';
import { Header } from './Header';
import { Footer } from './Footer';
import { Toasts } from '../../components/ui/Toasts';
import { Spinner } from '../../components/ui/Feedback';
import { usePageViews } from '../../lib/analytics';
import { Icon } from '../../components/ui/Icon';

export function LoadingScreen() {
  return (
    <div className="loading-screen">
      <span className="brand__icon loading-screen__paw" aria-hidden="true">
        <Icon name="paw" size={28} />
      </span>
      <Spinner label="Loading…" />
    </div>
  );
}

/** Reads the stored session once at start; until then the loading screen shows. */
function useSessionRestore() {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.session.status);
  useEffect(() => {
    if (status !== 'loading') return;
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null;
    }
    dispatch(sessionRestored(storage ? readStoredSession(storage) : { token: null, user: null }));
  }, [dispatch, status]);
  return status;
}

export function Layout({ analytics = true }: { analytics?: boolean }) {
  const status = useSessionRestore();
  const { pathname } = useLocation();
  usePageViews(analytics);
  useEffect(() => {
    // jsdom has no layout, so tests skip the scroll.
    if (!navigator.userAgent.includes('jsdom')) window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        {status === 'loading' ? (
          <LoadingScreen />
        ) : (
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <Footer />
      <Toasts />
    </div>
  );
}
