/**
 * The app's router: addresses to screens, links, the query, Back and Forward. The app uses no
 * loaders, actions or blockers, only these, so they are written here in a few kilobytes instead
 * of downloading a routing library on every first visit (the home page's 90 kB budget).
 */
export type { History, Location } from './history';
export { matchRoutes, type RouteMatch, type RouteObject } from './match';
export {
  BrowserRouter,
  MemoryRouter,
  Router,
  useLocation,
  useNavigate,
  useSearchParams,
  type NavigateFunction,
  type NavigateOptions,
} from './router';
export {
  createMemoryRouter,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useParams,
  useRoutes,
  type MemoryRouterHandle,
} from './routes';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './links';
