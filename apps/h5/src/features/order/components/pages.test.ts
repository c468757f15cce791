import { describe, expect, it, vi } from 'vitest';
import { ORDER_PATHS } from '../paths';
import { hasPage } from './pages';

// A build whose review page is declared in the short spelling (`/a/b/c` for `/a/b/c/c`).
vi.mock('../../../app/routes', async (orig) => {
  const actual = await orig<typeof import('../../../app/routes')>();
  const routes = actual.routes.map((r) => (r.path === ORDER_PATHS.evaluate ? { ...r, path: '/otherpages/order/evaluate' } : r));
  return { ...actual, routes, findRoute: actual.routeFinder(routes) };
});

describe('hasPage', () => {
  it('finds a page in either spelling of the route table', () => {
    expect(hasPage(ORDER_PATHS.evaluate)).toBe(true);
    expect(hasPage('/otherpages/order/evaluate')).toBe(true);
    expect(hasPage(ORDER_PATHS.refund)).toBe(true);
    expect(hasPage('/otherpages/order/refund')).toBe(true);
  });

  it('does not find a page the build does not declare', () => {
    expect(hasPage('/otherpages/order/nothing_here/nothing_here')).toBe(false);
    expect(hasPage('/otherpages/order/nothing_here')).toBe(false);
  });
});
