import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CopyrightConfig, InitConfig } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';
import { putSetting } from '../settings';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

/** Every add-on the mall's `/api/addon/addonisexit` answers (reference §4.1). */
const REFERENCE_ADDONS = [
  'fenxiao',
  'pintuan',
  'membersignin',
  'memberrecharge',
  'memberwithdraw',
  'gift',
  'pointexchange',
  'city',
  'manjian',
  'memberconsume',
  'memberregister',
  'coupon',
  'bundling',
  'discount',
  'seckill',
  'topic',
  'store',
  'groupbuy',
  'bargain',
  'live',
  'wholesale',
  'servicer',
  'platformcoupon',
  'membercancel',
  'notes',
  'cards',
  'egg',
  'turntable',
];

describe('add-on flags and copyright for the uni-app client', () => {
  it('init and addonisexit answer a flag for every add-on the mall lists; the ones not built are 0', async () => {
    const init = await api.get<InitConfig>('/api/config/init');
    const flags = (await api.get<Record<string, number>>('/api/addon/addonisexit')).data;
    for (const f of [init.data.addon_is_exit as Record<string, number>, flags]) {
      for (const k of REFERENCE_ADDONS) expect([0, 1], k).toContain(f[k]);
      expect(f.live).toBe(0);
      for (const k of ['wholesale', 'cards', 'egg', 'turntable']) expect(f[k], k).toBe(1);
      expect(f.coupon).toBe(1);
    }
    expect((await api.get<number>('/api/addon/isexit', { name: 'coupon' })).data).toBe(1);
    expect((await api.get<number>('/api/addon/isexit', { name: 'turntable' })).data).toBe(1);
    expect((await api.get<number>('/api/addon/isexit', { name: 'live' })).data).toBe(0);
    expect((await api.get<number>('/api/addon/isexit', { name: 'nosuchaddon' })).data).toBe(0);
    expect((await api.get('/api/addon/isexit')).code).toBe(-1);
  });

  it('/api/config/copyright answers the copyright block, empty until the operator sets it', async () => {
    const empty = await api.get<CopyrightConfig>('/api/config/copyright');
    expect(empty.code).toBe(0);
    expect(empty.data).toEqual({
      logo: '',
      company_name: '',
      copyright_link: '',
      copyright_desc: '',
      icp: '',
      gov_record: '',
      gov_url: '',
      market_supervision_url: '',
    });
    await putSetting(api.database.db, 'COPYRIGHT', { company_name: '商城有限公司', icp: '粤ICP备00000000号', stray: 1 });
    const set = await api.get<CopyrightConfig>('/api/config/copyright');
    expect(set.data).toMatchObject({ company_name: '商城有限公司', icp: '粤ICP备00000000号', logo: '' });
    expect(set.data).not.toHaveProperty('stray');
  });
});
