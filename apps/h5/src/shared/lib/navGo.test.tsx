import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/utils';
import { isPageName, useGo } from './nav';
import { usePageParams } from './pageParams';
import { pagePath } from '../pages';

function Buttons() {
  const { go, replace } = useGo();
  const { order_id } = usePageParams('orderDetail');
  return (
    <div>
      <span data-testid="order">{order_id ?? 'none'}</span>
      <button type="button" onClick={() => go('orderDetail', { order_id: 7 })}>
        by-name
      </button>
      <button type="button" onClick={() => go(`${pagePath('orderDetail')}?order_id=8`)}>
        by-url
      </button>
      <button type="button" onClick={() => replace('orderDetail', { order_id: 9 })}>
        replace
      </button>
    </div>
  );
}

describe('go by page name', () => {
  it('tells page names from URLs', () => {
    expect(isPageName('orderDetail')).toBe(true);
    expect(isPageName(pagePath('orderDetail'))).toBe(false);
    expect(isPageName('toString')).toBe(false);
  });

  it('opens a page by name with its typed query, a URL as given, and replaces without a new entry', async () => {
    const { router } = renderWithProviders(<Buttons />, { route: pagePath('orderDetail') });
    expect(screen.getByTestId('order').textContent).toBe('none');
    fireEvent.click(screen.getByText('by-name'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${pagePath('orderDetail')}?order_id=7`);
    expect((await screen.findByTestId('order')).textContent).toBe('7');
    fireEvent.click(screen.getByText('by-url'));
    expect(router.state.location.search).toBe('?order_id=8');
    fireEvent.click(screen.getByText('replace'));
    expect(router.state.location.search).toBe('?order_id=9');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(async () => {
      await router.navigate(-1);
    });
    expect(router.state.location.search).toBe('?order_id=7');
  });
});
