import { describe, expect, test } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useParams,
  useSearchParams,
  type RouteObject,
} from './index';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search} ${JSON.stringify(useParams())}`}</p>;
}

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <button onClick={() => setParams({ sort: 'price' })}>Sort</button>
      <button
        onClick={() =>
          setParams((now) => ({ ...Object.fromEntries(now), page: '2' }), { replace: true })
        }
      >
        Page 2
      </button>
      <button onClick={() => setParams({})}>Clear</button>
      <p data-testid="sort">{params.get('sort') ?? 'none'}</p>
    </>
  );
}

const frame = (
  <>
    <nav>
      <NavLink to="/" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Home
      </NavLink>
      <NavLink to="/vet/1">Vet</NavLink>
      <Link to="/vet/1/prices">Prices</Link>
      <Link to="?tab=services">Services tab</Link>
    </nav>
    <Outlet />
    <Where />
  </>
);

const routes: RouteObject[] = [
  {
    element: frame,
    children: [
      { path: '*', element: <p>Not found</p> },
      { path: '/vet/:id', element: <Filters /> },
      { path: '/vet/:id/prices', element: <p>Price list</p> },
      { path: '/', element: <p>Home page</p> },
      { path: '/old', element: <Navigate to="/vet/7" replace /> },
    ],
  },
];

const open = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('router', () => {
  test('when several routes match, then the most specific wins whatever the order of the table', () => {
    const screenOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;
    expect(screenOf('/vet/12/prices')).toBe('/vet/:id/prices');
    expect(screenOf('/vet/12')).toBe('/vet/:id');
    expect(screenOf('/VET/12/')).toBe('/vet/:id');
    expect(screenOf('/')).toBe('/');
    expect(screenOf('/nowhere/at/all')).toBe('*');
  });

  test('when an address has encoded parts, then the screen reads them decoded', () => {
    open('/vet/caf%C3%A9');
    expect(screen.getByTestId('where')).toHaveTextContent('{"id":"café"}');
  });

  test('when a link is followed, then a new entry is made, and Back returns', async () => {
    const router = open('/vet/1');
    await userEvent.click(screen.getByRole('link', { name: 'Prices' }));
    expect(await screen.findByText('Price list')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/vet/1');
    expect(router.state.historyAction).toBe('POP');
  });

  test('when a link to the current address is followed, then its entry is replaced', async () => {
    const router = open('/vet/1/prices');
    await userEvent.click(screen.getByRole('link', { name: 'Prices' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('when a link is only a query, then it keeps the current page', () => {
    open('/vet/3');
    expect(screen.getByRole('link', { name: 'Services tab' })).toHaveAttribute(
      'href',
      '/vet/3?tab=services',
    );
  });

  test('when a menu link is for the current page or one below it, then it is marked current; home only on home', () => {
    open('/vet/1/prices');
    expect(screen.getByRole('link', { name: 'Vet' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Vet' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('off');
  });

  test('when the query is changed, then it is pushed or replaced as asked, and an empty one leaves no "?"', async () => {
    const router = open('/vet/1');
    await userEvent.click(screen.getByRole('button', { name: 'Sort' }));
    expect(router.state.location.search).toBe('?sort=price');
    expect(router.state.historyAction).toBe('PUSH');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?sort=price&page=2');
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/vet\/1 /);
  });

  test('when a redirect renders, then it replaces the address', async () => {
    const router = open('/old');
    expect(await screen.findByTestId('sort')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vet/7');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('when a link is clicked with a modifier, then the browser handles it (a new tab)', async () => {
    const router = open('/vet/1');
    fireEvent.click(screen.getByRole('link', { name: 'Prices' }), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/vet/1');
  });
});
