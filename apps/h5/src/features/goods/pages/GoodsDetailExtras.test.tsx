import { bundlingApi, manjianApi, posterApi, evaluateApi, collectApi, shopApi, goodsApi } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import GoodsDetailPage from './GoodsDetailPage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

const sku = {
  goods_id: 7,
  sku_id: 70,
  goods_name: '保温杯',
  sku_name: '保温杯 500ml',
  sku_spec_format: '[]',
  goods_spec_format: '[]',
  goods_attr_format: JSON.stringify([
    { attr_class_id: 1, attr_id: 1, attr_name: '容量', attr_value_id: 1, attr_value_name: '500ml', sort: 1 },
    { attr_class_id: 1, attr_id: 2, attr_name: '材质', attr_value_id: 2, attr_value_name: '不锈钢', sort: 2 },
    { attr_class_id: 1, attr_id: 2, attr_name: '材质', attr_value_id: 3, attr_value_name: '硅胶', sort: 3 },
  ]),
  price: '80.00',
  market_price: '100.00',
  discount_price: '80.00',
  stock: 9,
  sale_num: 3,
  sku_image: 'upload/goods/c.png',
  sku_images: 'upload/goods/c.png',
  site_id: 2,
  goods_content: '<p>双层真空</p>',
  goods_state: 1,
  max_buy: 5,
  min_buy: 2,
  purchased_num: 0,
  evaluate: 12,
  video_url: 'upload/video/cup.mp4',
};

const shop = {
  site_id: 2,
  site_name: '杯具旗舰店',
  logo: '',
  is_own: 0,
  sub_num: 10,
  shop_desccredit: '4.90',
  shop_servicecredit: '4.80',
  shop_deliverycredit: '4.70',
  shop_baozh: 0,
  shop_qtian: 1,
  shop_zhping: 1,
  shop_erxiaoshi: 0,
  shop_tuihuo: 0,
  shop_shiyong: 0,
  shop_shiti: 0,
  shop_xiaoxie: 0,
  telephone: '021-1234567',
};

const review = {
  evaluate_id: 1,
  goods_id: 7,
  sku_id: 70,
  sku_name: '保温杯 500ml',
  content: '保温效果很好',
  images: 'upload/goods/c.png',
  scores: 5,
  explain_type: 1,
  member_name: '李***',
  member_headimg: '',
  is_anonymous: 1,
  explain_first: '',
  again_content: '',
  again_images: '',
  again_explain: '',
  create_time: 1_735_660_800,
  again_time: 0,
};

const renderDetail = () =>
  renderWithProviders(<GoodsDetailPage />, {
    route: `${pagePath('goodsDetail')}?sku_id=70`,
    routes: [
      { path: pagePath('login'), element: <div data-testid="login" /> },
      { path: pagePath('goodsEvaluate'), element: <div data-testid="evaluate-route" /> },
      { path: pagePath('previewVideo'), element: <div data-testid="video-route" /> },
      { path: pagePath('shopIndex'), element: <div data-testid="shop-route" /> },
    ],
  });

describe('goods detail extras', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.setState({ token: null });
    fakeApi.on(goodsApi.skuDetail, () => ({ goods_sku_detail: sku, shop_info: shop }));
    fakeApi.on(collectApi.modifyClicks, () => 1);
    fakeApi.on(evaluateApi.config, () => ({ evaluate_status: 1, evaluate_show: 1 }));
    fakeApi.on(evaluateApi.firstInfo, () => review);
    fakeApi.on(manjianApi.info, () => ({ type: 0, rule_json: [{ money: '99.00', discount_money: '10.00' }] }));
    fakeApi.on(bundlingApi.lists, () => [
      {
        bl_id: 1,
        bl_name: '杯具组合',
        site_id: 2,
        bl_price: '120.00',
        goods_money: '150.00',
        shipping_fee_type: 1,
        status: 1,
        bundling_goods: [
          {
            sku_id: 70,
            goods_id: 7,
            sku_name: '保温杯 500ml',
            price: '80.00',
            promotion_price: '64.00',
            sku_image: '',
            stock: 9,
            unit: '',
            goods_state: 1,
            verify_state: 1,
          },
          {
            sku_id: 71,
            goods_id: 8,
            sku_name: '杯套',
            price: '70.00',
            promotion_price: '56.00',
            sku_image: '',
            stock: 9,
            unit: '',
            goods_state: 1,
            verify_state: 1,
          },
        ],
      },
    ]);
    fakeApi.on(posterApi.aftersale, () => ({ title: '售后保障', content: '<p>7天无理由退换</p>' }));
  });

  it('shows discount, limits, manjian tags, services, the latest review and counts a view', async () => {
    renderDetail();
    expect(await screen.findByText('8折')).toBeTruthy();
    expect(screen.getByTestId('limit-min').textContent).toBe('2件起购');
    expect(screen.getByTestId('limit-max').textContent).toBe('每人限购5件');
    expect(await screen.findByText('满99元减10元')).toBeTruthy();
    expect(screen.getByTestId('service-row').textContent).toContain('7天退换');
    expect(screen.getByTestId('service-row').textContent).toContain('正品保障');
    expect(await screen.findByText('保温效果很好')).toBeTruthy();
    expect(screen.getByText('李***')).toBeTruthy();
    expect(screen.getByText('商品评价(12)')).toBeTruthy();
    await waitFor(() => expect(fakeApi.calls(collectApi.modifyClicks)[0]?.params).toEqual({ sku_id: 70 }));
    // a visitor leaves no footprint
    expect(fakeApi.calls(collectApi.browseAdd)).toHaveLength(0);
  });

  it('opens the services popup with the after-sale document and the combo popup', async () => {
    renderDetail();
    fireEvent.click(await screen.findByTestId('service-row'));
    const popup = await screen.findByTestId('service-popup');
    expect(within(popup).getByText('签收后7天内，商品完好可无理由退换')).toBeTruthy();
    expect(await within(popup).findByText('7天无理由退换')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('combo-row'));
    const combos = await screen.findByTestId('combo-popup');
    expect(within(combos).getByText('杯具组合')).toBeTruthy();
    expect(within(combos).getByText('省¥30.00')).toBeTruthy();
    expect(within(combos).queryByRole('button', { name: /购买/ })).toBeNull();
  });

  it('a combo of the popup opens the combo page', async () => {
    const { router } = renderDetail();
    fireEvent.click(await screen.findByTestId('combo-row'));
    const combos = await screen.findByTestId('combo-popup');
    fireEvent.click(within(combos).getByTestId('combo-item'));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('comboDetail')));
    expect(router.state.location.search).toBe('?bl_id=1');
  });

  it('switches to the params tab with values merged by attribute', async () => {
    renderDetail();
    fireEvent.click(await screen.findByTestId('tab-params'));
    const table = await screen.findByTestId('params-table');
    expect(within(table).getByText('不锈钢、硅胶')).toBeTruthy();
    expect(within(table).getByText('容量')).toBeTruthy();
  });

  it('opens all reviews, the video page and the shop', async () => {
    const { router } = renderDetail();
    fireEvent.click(await screen.findByTestId('evaluate-all'));
    await screen.findByTestId('evaluate-route');
    expect(router.state.location.search).toBe('?goods_id=7');
    await router.navigate(`${pagePath('goodsDetail')}?sku_id=70`);
    fireEvent.click(await screen.findByTestId('gallery-video'));
    await screen.findByTestId('video-route');
    expect(new URLSearchParams(router.state.location.search).get('video_url')).toBe('upload/video/cup.mp4');
  });

  it('a visitor tapping collect or follow goes to login', async () => {
    const { router } = renderDetail();
    fireEvent.click(await screen.findByTestId('detail-collect'));
    await screen.findByTestId('login');
    expect(new URLSearchParams(router.state.location.search).get('back')).toBe(`${pagePath('goodsDetail')}?sku_id=70`);
    expect(fakeApi.calls(collectApi.add)).toHaveLength(0);
  });

  it('a member leaves a footprint, collects and follows', async () => {
    useAuth.setState({ token: 't' });
    fakeApi.on(collectApi.browseAdd, () => 1);
    fakeApi.on(collectApi.isCollect, () => 0);
    fakeApi.on(collectApi.add, () => 5);
    fakeApi.on(shopApi.isSubscribed, () => 0);
    fakeApi.on(shopApi.follow, () => 1);
    renderDetail();
    await waitFor(() => expect(fakeApi.calls(collectApi.browseAdd)[0]?.params).toEqual({ sku_id: 70 }));
    const heart = await screen.findByTestId('detail-collect');
    await waitFor(() => expect(fakeApi.calls(collectApi.isCollect)).toHaveLength(1));
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(fakeApi.calls(collectApi.add)[0].params).toEqual({ sku_id: 70, goods_id: 7 });
    expect(heart.textContent).toContain('已收藏');
    const follow = await screen.findByTestId('shop-follow');
    fireEvent.click(follow);
    await waitFor(() => expect(follow.textContent).toBe('已关注'));
    expect(fakeApi.calls(shopApi.follow)[0].params).toEqual({ site_id: 2 });
    expect(screen.getByTestId('shop-followers').textContent).toBe('11人关注');
  });

  it('shows the share poster with the save hint', async () => {
    fakeApi.on(posterApi.goods, () => ({ path: 'upload/poster/goods_70_0_abc.png' }));
    renderDetail();
    fireEvent.click(await screen.findByTestId('detail-share'));
    const img = await screen.findByTestId('poster-image', {}, { timeout: 8000 });
    expect(img.getAttribute('src')).toBe('/upload/poster/goods_70_0_abc.png');
    expect(screen.getByText('长按图片保存到相册，分享给好友')).toBeTruthy();
    expect(JSON.parse(String(fakeApi.calls(posterApi.goods)[0].params.qrcode_param))).toEqual({ sku_id: 70 });
  });

  it('the service entry offers a call to the shop telephone', async () => {
    fakeApi.on(posterApi.servicer, () => ({ h5: { type: 'none', third_url: '' }, service_phone: '400-888-1688' }));
    renderDetail();
    fireEvent.click(await screen.findByTestId('detail-service'));
    expect(await screen.findByText('拨打客服电话 021-1234567')).toBeTruthy();
  });
});
