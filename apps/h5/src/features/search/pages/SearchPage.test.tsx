import { goodsApi } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { HISTORY_KEY } from '../model/history';
import SearchPage from './SearchPage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

beforeEach(() => {
  fakeApi.reset();
  localStorage.clear();
  fakeApi.on(goodsApi.hotSearchWords, () => ({ words: '手机,坚果' }));
  fakeApi.on(goodsApi.defaultSearchWords, () => ({ words: '5G手机' }));
  fakeApi.on(goodsApi.suggest, (p) => (p.keyword === '星' ? [{ goods_name: '星耀 X5', sku_id: 1 }] : []));
});

describe('SearchPage', { timeout: 20_000 }, () => {
  it('shows the history, hot words and the default word; a word searches and moves to the front', async () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(['耳机', '茶叶']));
    const { router } = renderWithProviders(<SearchPage />, { route: pagePath('goodsSearch') });
    expect(await screen.findByRole('button', { name: '坚果' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '茶叶' })).toBeTruthy();
    await waitFor(() => expect(screen.getByPlaceholderText('5G手机')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '茶叶' }));
    expect(router.state.location.pathname).toBe(pagePath('goodsList'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('茶叶');
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY)!)).toEqual(['茶叶', '耳机']);
  });

  it('searches the default word when the box is empty', async () => {
    const { router } = renderWithProviders(<SearchPage />, { route: pagePath('goodsSearch') });
    await waitFor(() => expect(screen.getByPlaceholderText('5G手机')).toBeTruthy());
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('5G手机');
  });

  it('suggests goods names while typing', async () => {
    renderWithProviders(<SearchPage />, { route: pagePath('goodsSearch') });
    fireEvent.input(await screen.findByPlaceholderText('5G手机'), { target: { value: '星' } });
    const list = await screen.findByTestId('search-suggestions');
    await waitFor(() => expect(list.textContent).toContain('星耀 X5'));
    expect(fakeApi.calls(goodsApi.suggest).at(-1)?.params).toMatchObject({ keyword: '星' });
  });
});
