import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, parsePath } from './history';
import { createMemoryRouter, Link, Navigate, Outlet, RouterProvider, useLocation, useNavigate, useSearchParams } from './router';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ sort: 'price', page: '1' }, { replace: true })}>
      {`sort=${params.get('sort') ?? ''}`}
    </button>
  );
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      back
    </button>
  );
}

const layout = (
  <>
    <header>layout</header>
    <Outlet />
  </>
);

const make = (initial: string) =>
  createMemoryRouter(
    [
      {
        element: layout,
        children: [
          { index: true, element: <Navigate to="/pages/index/index/index" replace /> },
          { path: '/pages/index/index/index', element: <Link to="/pages/goods/list/list?keyword=tea">to list</Link> },
          {
            path: '/pages/goods/list/list',
            element: (
              <>
                <Where />
                <Filters />
                <Back />
              </>
            ),
          },
          { path: '*', element: <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );

describe('router', () => {
  it('splits paths into pathname, search and hash', () => {
    expect(parsePath('/a/b?x=1#h')).toEqual({ pathname: '/a/b', search: '?x=1', hash: '#h' });
    expect(parsePath('pages/x')).toEqual({ pathname: '/pages/x', search: '', hash: '' });
  });

  it('redirects the index to home, renders pages inside the layout and follows links', async () => {
    const router = make('/');
    render(<RouterProvider router={router} />);
    const link = await screen.findByText('to list');
    expect(screen.getByText('layout')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pages/index/index/index');
    expect(router.state.historyAction).toBe('REPLACE');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/pages/goods/list/list?keyword=tea');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('matches paths case-insensitively and sends unknown ones to the catch-all', () => {
    render(<RouterProvider router={make('/PAGES/goods/list/list/')} />);
    expect(screen.getByTestId('where')).toBeTruthy();
    render(<RouterProvider router={make('/nowhere')} />);
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });

  it('replaces the query string and goes back through history', () => {
    const router = make('/pages/index/index/index');
    render(<RouterProvider router={router} />);
    act(() => void router.navigate('/pages/goods/list/list?sort=sales'));
    fireEvent.click(screen.getByText('sort=sales'));
    expect(router.state.location.search).toBe('?sort=price&page=1');
    expect(router.history.index).toBe(1);
    fireEvent.click(screen.getByText('back'));
    expect(router.state.location.pathname).toBe('/pages/index/index/index');
    expect(router.state.historyAction).toBe('POP');
  });

  it('tells listeners which page is being left before the change', () => {
    const history = createMemoryHistory(['/a']);
    const seen: string[] = [];
    history.listen(
      () => seen.push(`now ${history.location.pathname}`),
      (from) => seen.push(`leaving ${from.pathname}`),
    );
    history.push('/b');
    history.go(-1);
    expect(seen).toEqual(['leaving /a', 'now /b', 'leaving /b', 'now /a']);
  });
});
