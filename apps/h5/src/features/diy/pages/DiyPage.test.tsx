import { diyApi } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import DiyPage from './DiyPage';

withFakeHttp();

const PATH = '/otherpages/diy/diy';

describe('DiyPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    fakeApi.on(diyApi.viewInfo, (p) =>
      p.name === 'DIY_VIEW_RANDOM_FRUIT'
        ? {
            id: 5,
            name: 'DIY_VIEW_RANDOM_FRUIT',
            title: '鲜果节',
            value: {
              global: { title: '鲜果节', bgColor: '#fff6ec' },
              value: [
                {
                  id: 't',
                  controller: 'Title',
                  title: '当季鲜果',
                  isOpenOperation: true,
                  rightLink: { url: '', wap_url: '/pages/goods/list/list?category_id=3' },
                },
                { id: 'x', controller: 'Bargain' },
              ],
            },
          }
        : null,
    );
  });

  it('draws the page by name with its title in the bar', async () => {
    const { router } = renderWithProviders(<DiyPage />, { route: `${PATH}?name=DIY_VIEW_RANDOM_FRUIT` });
    expect(await screen.findByRole('heading', { name: '当季鲜果' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('鲜果节');
    expect(document.title).toBe('鲜果节');
    expect(fakeApi.calls(diyApi.viewInfo)[0].params).toEqual({ name: 'DIY_VIEW_RANDOM_FRUIT' });
    fireEvent.click(screen.getByText('更多'));
    expect(router.state.location.search).toBe('?category_id=3');
  });

  it('says the page does not exist for an unknown or missing name', async () => {
    renderWithProviders(<DiyPage />, { route: `${PATH}?name=DIY_VIEW_RANDOM_NOPE` });
    expect(await screen.findByText('页面不存在或已下架')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去首页逛逛' })).toBeTruthy();
  });

  it('asks nothing without a name', async () => {
    renderWithProviders(<DiyPage />, { route: PATH });
    expect(await screen.findByText('页面不存在或已下架')).toBeTruthy();
    expect(fakeApi.calls(diyApi.viewInfo)).toHaveLength(0);
  });
});
