import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { Layout } from '../layout/Layout';
import { RequireAuth, RequirePetOwner } from './guards';

// Every screen is its own chunk, so the home page downloads only what it shows.
const HomePage = lazy(() => import('../../features/home/components/HomePage'));
const LoginPage = lazy(() => import('../../features/auth/components/LoginPage'));
const RegisterPage = lazy(() => import('../../features/auth/components/RegisterPage'));
const SearchPage = lazy(() => import('../../features/clinics/components/SearchPage'));
const ClinicDetailPage = lazy(() => import('../../features/clinics/components/ClinicDetailPage'));
const BookingRoute = lazy(() => import('./BookingRoute'));
const DashboardRoute = lazy(() => import('./DashboardRoute'));
const MyPetsRoute = lazy(() => import('./MyPetsRoute'));
const DashboardTestRoute = lazy(() => import('./DashboardTestRoute'));
const BusinessDashboardRoute = lazy(() => import('./BusinessDashboardRoute'));
const GlobalSearchRoute = lazy(() => import('./GlobalSearchRoute'));
const GlobalPracticeRoute = lazy(() => import('./GlobalPracticeRoute'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/** The route table of SPEC section 2. */
export function routeTable(options: { analytics?: boolean } = {}): RouteObject[] {
  return [
    {
      element: <Layout analytics={options.analytics ?? true} />,
      children: [
        { path: '/', element: <HomePage /> },
        { path: '/login', element: <LoginPage /> },
        { path: '/register', element: <RegisterPage /> },
        { path: '/search', element: <SearchPage /> },
        { path: '/global-vet-search', element: <GlobalSearchRoute /> },
        { path: '/global-practices/:id', element: <GlobalPracticeRoute /> },
        { path: '/vet/:id', element: <ClinicDetailPage /> },
        { path: '/dashboard-test', element: <DashboardTestRoute /> },
        { path: '/vet-dashboard', element: <BusinessDashboardRoute /> },
        {
          path: '/book/:vetId',
          element: (
            <RequireAuth>
              <BookingRoute />
            </RequireAuth>
          ),
        },
        // The clinic page's link; the screen itself shows the login panel when signed out.
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
              <MyPetsRoute />
            </RequirePetOwner>
          ),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
