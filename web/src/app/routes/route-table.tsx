import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { Layout } from '../layout/Layout';
import { RequireAuth, RequirePetOwner } from './guards';

// Every screen is its own chunk, so the home page downloads only what it shows.
const loaders = {
  home: () => import('../../features/home/components/HomePage'),
  login: () => import('../../features/auth/components/LoginPage'),
  register: () => import('../../features/auth/components/RegisterPage'),
  search: () => import('../../features/clinics/components/SearchPage'),
  clinic: () => import('../../features/clinics/components/ClinicDetailPage'),
  booking: () => import('./BookingRoute'),
  dashboard: () => import('./DashboardRoute'),
  pets: () => import('../../features/pets/components/MyPetsPage'),
};
const HomePage = lazy(loaders.home);
const LoginPage = lazy(loaders.login);
const RegisterPage = lazy(loaders.register);
const SearchPage = lazy(loaders.search);
const ClinicDetailPage = lazy(loaders.clinic);
const BookingRoute = lazy(loaders.booking);
const DashboardRoute = lazy(loaders.dashboard);
const MyPetsPage = lazy(loaders.pets);
const DashboardTestRoute = lazy(() => import('./DashboardTestRoute'));
const BusinessDashboard = lazy(() => import('./business-dashboard/BusinessDashboard'));
const GlobalSearchPage = lazy(() => import('../../features/directory/components/GlobalSearchPage'));
const PracticeDetailPage = lazy(
  () => import('../../features/directory/components/PracticeDetailPage'),
);
const ComparePage = lazy(() => import('../../features/directory/compare/ComparePage'));
const ClinicPricesPage = lazy(
  () => import('../../features/clinic-prices/components/ClinicPricesPage'),
);
const NotFoundPage = lazy(() => import('./NotFoundPage'));

const PRELOAD: Array<[RegExp, keyof typeof loaders]> = [
  [/^\/$/, 'home'],
  [/^\/login$/, 'login'],
  [/^\/register$/, 'register'],
  [/^\/search$/, 'search'],
  [/^\/vet\//, 'clinic'],
  [/^\/book(-appointment)?\//, 'booking'],
  [/^\/dashboard$/, 'dashboard'],
  [/^\/pets$/, 'pets'],
];

/**
 * Starts downloading the first screen's chunk while React boots, instead of after the session
 * is read and the route renders (the chunk's request would otherwise wait for both).
 */
export function preloadRoute(pathname: string): void {
  const match = PRELOAD.find(([pattern]) => pattern.test(pathname));
  if (match) void loaders[match[1]]().catch(() => undefined);
}

/** Every page of the app, its path and who may open it; pages load lazily. */
export function routeTable(options: { analytics?: boolean } = {}): RouteObject[] {
  return [
    {
      element: <Layout analytics={options.analytics ?? true} />,
      children: [
        { path: '/', element: <HomePage /> },
        { path: '/login', element: <LoginPage /> },
        { path: '/register', element: <RegisterPage /> },
        { path: '/search', element: <SearchPage /> },
        { path: '/global-vet-search', element: <GlobalSearchPage /> },
        { path: '/global-vet-search/compare', element: <ComparePage /> },
        { path: '/global-practices/:id', element: <PracticeDetailPage /> },
        { path: '/vet/:id', element: <ClinicDetailPage /> },
        { path: '/vet/:id/prices', element: <ClinicPricesPage /> },
        { path: '/dashboard-test', element: <DashboardTestRoute /> },
        { path: '/vet-dashboard', element: <BusinessDashboard /> },
        // Free times are public: the booking screen asks for sign-in only at its confirmation.
        { path: '/book/:vetId', element: <BookingRoute /> },
        { path: '/book-appointment/:vetId', element: <BookingRoute /> },
        {
          path: '/dashboard',
          element: (
            <RequireAuth>
              <DashboardRoute />
            </RequireAuth>
          ),
        },
        {
          path: '/pets',
          element: (
            <RequirePetOwner>
              <MyPetsPage />
            </RequirePetOwner>
          ),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
