import { evaluateApi } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import EvaluatePage from './EvaluatePage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

const base = {
  goods_id: 7,
  sku_id: 70,
  sku_name: '保温杯 500ml',
  images: '',
  scores: 5,
  explain_type: 1,
  member_headimg: '',
  is_anonymous: 0,
  explain_first: '',
  again_content: '',
  again_images: '',
  again_explain: '',
  again_time: 0,
};
const T0 = 1_735_660_800;

describe('EvaluatePage', () => {
  beforeEach(() => fakeApi.reset());

  it('lists reviews with masked names, pictures, shop replies and follow-ups', async () => {
    fakeApi.on(evaluateApi.page, () => ({
      page_count: 1,
      count: 2,
      list: [
        {
          ...base,
          evaluate_id: 2,
          member_name: '李***',
          is_anonymous: 1,
          content: '很好用',
          images: 'upload/a.png,upload/b.png',
          explain_first: '谢谢支持',
          create_time: T0,
        },
        {
          ...base,
          evaluate_id: 1,
          member_name: '王芳',
          content: '不错',
          again_content: '用了一个月依旧很好',
          again_time: T0 + 10 * 86_400,
          create_time: T0,
        },
      ],
    }));
    renderWithProviders(<EvaluatePage />, { route: `${pagePath('goodsEvaluate')}?goods_id=7` });
    expect(await screen.findByText('很好用')).toBeTruthy();
    expect(fakeApi.calls(evaluateApi.page)[0].params).toMatchObject({ goods_id: 7, page: 1 });
    const [first, second] = screen.getAllByTestId('evaluate-item');
    expect(within(first).getByText('李***')).toBeTruthy();
    expect(within(first).getAllByTestId('evaluate-image')).toHaveLength(2);
    expect(within(first).getByTestId('evaluate-explain').textContent).toBe('商家回复：谢谢支持');
    const again = within(second).getByTestId('evaluate-again');
    expect(again.textContent).toContain('追加评价');
    expect(again.textContent).toContain('购买10天后追评');
    expect(again.textContent).toContain('用了一个月依旧很好');
  });

  it('shows the empty state for a goods without reviews', async () => {
    fakeApi.on(evaluateApi.page, () => ({ page_count: 0, count: 0, list: [] }));
    renderWithProviders(<EvaluatePage />, { route: `${pagePath('goodsEvaluate')}?goods_id=7` });
    expect(await screen.findByText('暂无评价')).toBeTruthy();
  });
});
