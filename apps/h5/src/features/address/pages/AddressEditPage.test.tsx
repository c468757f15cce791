import { addressApi } from '@mall/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { FakeApiError, fakeApi, withFakeHttp } from '../../testing';
import { useAppState } from '../../../shared/state/app';
import AddressEditPage from './AddressEditPage';

withFakeHttp();

const tree = [
  {
    id: 440000,
    name: '广东省',
    level: 1,
    child_list: [{ id: 440300, name: '深圳市', level: 2, child_list: [{ id: 440305, name: '南山区', level: 3 }] }],
  },
];

/** The browser reports this point when asked. */
const placeAt = (latitude: number, longitude: number) => {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude, longitude } } as GeolocationPosition) },
  });
};

describe('AddressEditPage locate me', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAppState.getState().setLang('zh-cn');
    fakeApi.on(addressApi.areaTree, () => tree);
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('fills the empty region from the district the server resolves the point to', async () => {
    placeAt(22.54, 113.95);
    fakeApi.on(addressApi.tranAddressInfo, () => ({
      province_id: 440000,
      city_id: 440300,
      district_id: 440305,
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      full_address: '广东省 深圳市 南山区',
      longitude: '113.95',
      latitude: '22.54',
    }));
    renderWithProviders(<AddressEditPage />, { route: '/otherpages/member/address_edit' });
    fireEvent.click(await screen.findByTestId('address-locate'));
    await waitFor(() => expect(screen.getByTestId('address-region').textContent).toContain('广东省 深圳市 南山区'));
    expect(fakeApi.calls(addressApi.tranAddressInfo)[0]?.params).toEqual({ latlng: '22.540000,113.950000' });
  });

  it('says why when the point is nowhere the region list knows, and keeps the coordinates', async () => {
    placeAt(29, 125.5);
    fakeApi.on(addressApi.tranAddressInfo, () => {
      throw new FakeApiError(-1, '无法识别该位置，请手动选择省市区');
    });
    renderWithProviders(<AddressEditPage />, { route: '/otherpages/member/address_edit' });
    fireEvent.click(await screen.findByTestId('address-locate'));
    await screen.findByText('无法识别该位置，请手动选择省市区');
    expect(screen.getByTestId('address-coords').textContent).toContain('125.500000');
  });
});
