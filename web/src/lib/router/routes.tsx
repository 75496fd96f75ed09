import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  type ReactNode,
} from 'react';
import { matchRoutes, type RouteMatch, type RouteObject } from './match';
import { memoryHistory, type History, type Location } from './history';
import { navigateIn, Router, useLocation, useNavigate, type NavigateOptions } from './router';

interface Outlet {
  matches: RouteMatch[];
  depth: number;
}

const OutletContext = createContext<Outlet>({ matches: [], depth: 0 });

function renderMatch(matches: RouteMatch[], depth: number): ReactNode {
  const match = matches[depth];
  if (!match) return null;
  return (
    <OutletContext.Provider value={{ matches, depth: depth + 1 }}>
      {match.route.element ?? <Outlet />}
    </OutletContext.Provider>
  );
}

/** Where a frame route shows the page inside it. */
export function Outlet(): ReactNode {
  const { matches, depth } = useContext(OutletContext);
  return renderMatch(matches, depth);
}

/** The screen the route table gives the current address (nothing when no route matches). */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = matchRoutes(routes, pathname);
  return matches ? renderMatch(matches, 0) : null;
}

/** The named parts of the address, by the route that showed this screen. */
export function useParams(): Readonly<Record<string, string | undefined>> {
  const { matches } = useContext(OutletContext);
  return matches[0]?.params ?? {};
}

/** A route written as an element, inside `<Routes>`. */
export function Route(_props: RouteObject & { children?: ReactNode }): ReactNode {
  return null;
}

function toRoutes(children: ReactNode): RouteObject[] {
  return Children.toArray(children)
    .filter(isValidElement<RouteObject & { children?: ReactNode }>)
    .map(({ props }) => ({
      path: props.path,
      element: props.element,
      children: props.children ? toRoutes(props.children) : undefined,
    }));
}

export function Routes({ children }: { children?: ReactNode }) {
  return useRoutes(toRoutes(children));
}

/** Sends the visitor elsewhere as it renders (a guard's redirect). */
export function Navigate({
  to,
  replace,
  state,
}: {
  to: string;
  replace?: boolean;
  state?: unknown;
}) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

/** A route table over a history kept in memory, which a test can read and move through. */
export interface MemoryRouterHandle {
  routes: RouteObject[];
  history: History;
  readonly state: { location: Location; historyAction: History['action'] };
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
}

export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: string[] } = {},
): MemoryRouterHandle {
  const history = memoryHistory(options.initialEntries);
  return {
    routes,
    history,
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate: async (to, options) => {
      navigateIn(history, to, options);
      await Promise.resolve();
    },
  };
}

function TableRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function RouterProvider({ router }: { router: MemoryRouterHandle }) {
  return (
    <Router history={router.history}>
      <TableRoutes routes={router.routes} />
    </Router>
  );
}
