import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { browserHistory, memoryHistory, type History, type Location } from './history';

interface Navigation {
  history: History;
  location: Location;
}

const NavigationContext = createContext<Navigation | null>(null);

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('A link or route was used outside a <Router>');
  return navigation;
}

/**
 * Follows a history. A new address renders as a transition, as before: a screen whose code is
 * still downloading leaves the current one on screen instead of a blank moment.
 */
export function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  // A layout effect: it subscribes before any screen's effect can navigate.
  useLayoutEffect(
    () => history.listen((next) => startTransition(() => setLocation(next))),
    [history],
  );
  const navigation = useMemo(() => ({ history, location }), [history, location]);
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

/** The browser's address bar, Back and Forward. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => browserHistory());
  return <Router history={history}>{children}</Router>;
}

/** Addresses kept in memory (the server's render, tests), starting at the last entry. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): Location {
  return useNavigation().location;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A path relative to where the app is: "?tab=a" keeps the current page, "#x" its query too. */
export function resolvePath(to: string, from: Location): string {
  if (to === '?') return from.pathname;
  if (to.startsWith('?')) return `${from.pathname}${to}`;
  if (to.startsWith('#')) return `${from.pathname}${from.search}${to}`;
  return to;
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

/**
 * Goes to a path (or back, with -1) in a history. The path is resolved when called, not when
 * rendered: a query-only path keeps the page the app is on now.
 */
export function navigateIn(history: History, to: string | number, options: NavigateOptions = {}) {
  if (typeof to === 'number') return history.go(to);
  const path = resolvePath(to, history.location);
  if (options.replace) history.replace(path, options.state);
  else history.push(path, options.state);
}

export function useNavigate(): NavigateFunction {
  const { history } = useNavigation();
  return useCallback((to, options) => navigateIn(history, to, options), [history]);
}

type SearchInit = URLSearchParams | string | Record<string, string>;
type SearchUpdate = SearchInit | ((current: URLSearchParams) => SearchInit);

/** The address's query, and a way to change it (a new history entry unless `replace`). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchUpdate, options?: NavigateOptions) => void,
] {
  const { history, location } = useNavigation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchUpdate, options?: NavigateOptions) => {
      // An update written as a function sees the query as it is when it runs.
      const now = () => new URLSearchParams(history.location.search);
      const init = typeof next === 'function' ? next(now()) : next;
      const query = new URLSearchParams(init).toString();
      navigate(query ? `?${query}` : '?', options);
    },
    [history, navigate],
  );
  return [params, setParams];
}
