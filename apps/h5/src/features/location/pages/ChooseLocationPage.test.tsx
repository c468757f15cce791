import { addressApi } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AreaItem } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { startChoosing, takeChosen } from '../../../shared/state/chosenLocation';
import ChooseLocationPage from './ChooseLocationPage';

withFakeHttp();

const FORM = '/otherpages/member/address_edit';

/** The region answer as /api/address/lists gives it: every region with its centre. */
const REGIONS: Record<number, AreaItem[]> = {
  0: [{ id: 440000, pid: 0, name: '广东省', shortname: '广东', level: 1, longitude: '113.394818', latitude: '23.408004' }],
  440000: [{ id: 440300, pid: 440000, name: '深圳市', shortname: '深圳', level: 2, longitude: '114.064568', latitude: '22.600998' }],
  440300: [
    { id: 440304, pid: 440300, name: '福田区', shortname: '福田区', level: 3, longitude: '114.055100', latitude: '22.521500' },
    { id: 440305, pid: 440300, name: '南山区', shortname: '南山区', level: 3, longitude: '113.930400', latitude: '22.533300' },
  ],
};

describe('ChooseLocationPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    sessionStorage.clear();
    fakeApi.on(addressApi.areaLists, (p) => REGIONS[Number(p.pid)] ?? []);
  });

  it("hands back a picked district's centre with its region chain and the opener's draft", async () => {
    startChoosing(FORM, { name: '陈小明' });
    const { router } = renderWithProviders(<ChooseLocationPage />, {
      route: `/choose-location?back=${encodeURIComponent(FORM)}`,
      routes: [{ path: FORM, element: <div data-testid="address-form" /> }],
    });
    for (const name of ['广东省', '深圳市', '南山区']) fireEvent.click(await screen.findByText(name));
    await waitFor(() => expect(screen.getByTestId('location-chosen').textContent).toContain('广东省 深圳市 南山区'));
    expect(screen.getByTestId('location-chosen').textContent).toContain('113.930400');
    fireEvent.click(screen.getByTestId('location-confirm'));
    await screen.findByTestId('address-form');
    expect(router.state.location.pathname).toBe(FORM);
    expect(takeChosen(FORM)).toEqual({
      draft: { name: '陈小明' },
      point: {
        latitude: '22.533300',
        longitude: '113.930400',
        name: '广东省 深圳市 南山区',
        province_id: 440000,
        city_id: 440300,
        district_id: 440305,
      },
    });
    expect(fakeApi.calls(addressApi.areaLists).map((c) => c.params.pid)).toEqual([0, 440000, 440300]);
  });

  it('cannot hand back a city: an address needs its district', async () => {
    renderWithProviders(<ChooseLocationPage />, { route: `/choose-location?back=${encodeURIComponent(FORM)}` });
    for (const name of ['广东省', '深圳市']) fireEvent.click(await screen.findByText(name));
    await screen.findByText('南山区');
    expect(screen.getByTestId('location-confirm')).toHaveProperty('disabled', true);
  });
});
