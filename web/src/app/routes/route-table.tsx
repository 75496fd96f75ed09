import { matchPage, PAGE_ROUTES } from '@petvet/shared';
import type { RouteObject } from '../../lib/router';
import { Layout, StoreOutlet } from '../layout/Layout';
import { lazyPage } from './lazy-page';

const HomePage = lazyPage(() => import('../../features/home/components/HomePage'));
const LoginPage = lazyPage(() => import('../../features/auth/components/LoginPage'));
const RegisterPage = lazyPage(() => import('../../features/auth/components/RegisterPage'));
// The pages opened now and then (claim, join, password reset, verification, security, and a
// practice's "Correct these prices").
const AccountPages = lazyPage(() => import('./AccountPages'));
const SearchPage = lazyPage(() => import('../../features/clinics/components/SearchPage'));
const FindPage = lazyPage(() => import('./FindRoute'));
// The clinic page with its reviews, composed in the route.
const ClinicRoute = lazyPage(() => import('./ClinicRoute'));
const BookingRoute = lazyPage(() => import('./BookingRoute'));
const DashboardRoute = lazyPage(() => import('./DashboardRoute'));
const MyPetsPage = lazyPage(() => import('../../features/pets/components/MyPetsPage'));
const DashboardTestRoute = lazyPage(() => import('./DashboardTestRoute'));
const BusinessDashboard = lazyPage(() => import('./business-dashboard/BusinessDashboard'));
const GlobalSearchPage = lazyPage(
  () => import('../../features/directory/components/GlobalSearchPage'),
);
const PracticeDetailPage = lazyPage(
  () => import('../../features/directory/components/PracticeDetailPage'),
);
const ComparePage = lazyPage(() => import('../../features/directory/compare/ComparePage'));
const ClinicPricesPage = lazyPage(
  () => import('../../features/clinic-prices/components/ClinicPricesPage'),
);
const NotFoundPage = lazyPage(() => import('./NotFoundPage'));
// The guards read the session from the store, so their code comes with the screens they guard.
const RequireAuth = lazyPage(() => import('./guards').then((m) => ({ default: m.RequireAuth })));
const RequirePetOwner = lazyPage(() =>
  import('./guards').then((m) => ({ default: m.RequirePetOwner })),
);

type Preloadable = { preload: () => Promise<unknown> };
// Every screen by its path, for the first screen and for a link about to be followed.
const PRELOAD: Array<[string, Preloadable[]]> = [
  [PAGE_ROUTES.home, [HomePage]],
  [PAGE_ROUTES.login, [LoginPage]],
  [PAGE_ROUTES.register, [RegisterPage]],
  ...[
    PAGE_ROUTES.claimAccount,
    PAGE_ROUTES.verifyEmail,
    PAGE_ROUTES.forgotPassword,
    PAGE_ROUTES.resetPassword,
    PAGE_ROUTES.join,
    PAGE_ROUTES.practicePrices,
  ].map((path): [string, Preloadable[]] => [path, [AccountPages]]),
  [PAGE_ROUTES.security, [RequireAuth, AccountPages]],
  [PAGE_ROUTES.search, [SearchPage]],
  [PAGE_ROUTES.find, [FindPage]],
  [PAGE_ROUTES.clinic, [ClinicRoute]],
  [PAGE_ROUTES.clinicPrices, [ClinicPricesPage]],
  [PAGE_ROUTES.directory, [GlobalSearchPage]],
  [PAGE_ROUTES.directoryCompare, [ComparePage]],
  [PAGE_ROUTES.practice, [PracticeDetailPage]],
  [PAGE_ROUTES.book, [BookingRoute]],
  [PAGE_ROUTES.bookAppointment, [BookingRoute]],
  [PAGE_ROUTES.dashboard, [RequireAuth, DashboardRoute]],
  [PAGE_ROUTES.pets, [RequirePetOwner, MyPetsPage]],
  [PAGE_ROUTES.clinicDashboard, [BusinessDashboard]],
  [PAGE_ROUTES.clinicPatient, [BusinessDashboard]],
  [PAGE_ROUTES.dashboardTest, [DashboardTestRoute]],
];

/**
 * Starts downloading a screen's chunk (the first screen's while React boots, another's as a link
 * to it is about to be followed); the promise settles when it is there (or at once for a path
 * with no known screen).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const match = PRELOAD.find(([pattern]) => matchPage(pattern, pathname));
  return Promise.all((match?.[1] ?? []).map((screen) => screen.preload()));
}

/** Only the home page renders without the store. */
export function usesStore(pathname: string): boolean {
  return pathname !== PAGE_ROUTES.home;
}

/** Every page of the app, its path and who may open it; pages load lazily. */
export function routeTable(options: { analytics?: boolean } = {}): RouteObject[] {
  return [
    {
      element: <Layout analytics={options.analytics ?? true} />,
      children: [
        { path: PAGE_ROUTES.home, element: <HomePage /> },
        {
          element: <StoreOutlet />,
          children: [
            { path: PAGE_ROUTES.login, element: <LoginPage /> },
            { path: PAGE_ROUTES.register, element: <RegisterPage /> },
            { path: PAGE_ROUTES.claimAccount, element: <AccountPages /> },
            { path: PAGE_ROUTES.verifyEmail, element: <AccountPages /> },
            { path: PAGE_ROUTES.forgotPassword, element: <AccountPages /> },
            { path: PAGE_ROUTES.resetPassword, element: <AccountPages /> },
            { path: PAGE_ROUTES.join, element: <AccountPages /> },
            { path: PAGE_ROUTES.search, element: <SearchPage /> },
            { path: PAGE_ROUTES.find, element: <FindPage /> },
            { path: PAGE_ROUTES.directory, element: <GlobalSearchPage /> },
            { path: PAGE_ROUTES.directoryCompare, element: <ComparePage /> },
            { path: PAGE_ROUTES.practice, element: <PracticeDetailPage /> },
            { path: PAGE_ROUTES.practicePrices, element: <AccountPages /> },
            { path: PAGE_ROUTES.clinic, element: <ClinicRoute /> },
            { path: PAGE_ROUTES.clinicPrices, element: <ClinicPricesPage /> },
            { path: PAGE_ROUTES.dashboardTest, element: <DashboardTestRoute /> },
            { path: PAGE_ROUTES.clinicDashboard, element: <BusinessDashboard /> },
            { path: PAGE_ROUTES.clinicPatient, element: <BusinessDashboard /> },
            // Free times are public: the booking screen asks for sign-in only at its confirmation.
            { path: PAGE_ROUTES.book, element: <BookingRoute /> },
            { path: PAGE_ROUTES.bookAppointment, element: <BookingRoute /> },
            {
              element: <RequireAuth />,
              children: [
                { path: PAGE_ROUTES.dashboard, element: <DashboardRoute /> },
                { path: PAGE_ROUTES.security, element: <AccountPages /> },
              ],
            },
            {
              element: <RequirePetOwner />,
              children: [{ path: PAGE_ROUTES.pets, element: <MyPetsPage /> }],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
