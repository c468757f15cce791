import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MEMBER_ADDRESS_MAX, type AreaItem, type AreaTreeNode, type MemberAddressInfo, type MemberAddressItem, type Paged, type TranAddressInfo } from '@mall/contract';
import { migrationsFolder } from '../../infra/db/client';
import { startTestApi, type TestApi } from '../../test/harness';
import { createMember } from '../member';
import { area, memberAddress } from './address.tables';
import { memberAddressForCheckout } from './index';

let api: TestApi;
let seq = 0;
const db = () => api.database.db;
const MA = '/api/memberaddress';

const newMember = async () => {
  const id = await createMember(db(), { username: `addr_${process.pid}_${++seq}` });
  return { id, token: api.deps.tokens.issue(id, 0) };
};

/** A valid form for 北京市 北京市 东城区 (GB/T 2260). */
const form = (extra: Record<string, string | number> = {}) => ({
  name: '李雷',
  mobile: '13912345678',
  province_id: 110000,
  city_id: 110100,
  district_id: 110101,
  address: '东长安街1号',
  ...extra,
});

const defaults = async (memberId: number) =>
  (await db().select({ id: memberAddress.id }).from(memberAddress).where(and(eq(memberAddress.memberId, memberId), eq(memberAddress.isDefault, 1)))).map((r) => r.id);

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('regions', () => {
  it('seeds every province, city and district with GB/T 2260 codes', async () => {
    const count = async (level: number) => (await db().select({ n: sql<number>`count(*)::int` }).from(area).where(eq(area.level, level)))[0].n;
    const [n1, n2, n3] = [await count(1), await count(2), await count(3)];
    expect(n1).toBe(34);
    expect(n2).toBeGreaterThan(300);
    expect(n3).toBeGreaterThan(2800);
    const provinces = await api.get<AreaItem[]>('/api/address/lists');
    expect(provinces.code).toBe(0);
    expect(provinces.data.find((p) => p.id === 440000)?.name).toBe('广东省');
    const cities = await api.get<AreaItem[]>('/api/address/lists', { pid: 440000 });
    expect(cities.data.map((c) => c.name)).toContain('深圳市');
    const districts = await api.get<AreaItem[]>('/api/address/lists', { pid: 440300 });
    expect(districts.data.find((d) => d.id === 440304)).toMatchObject({ name: '福田区', pid: 440300, level: 3 });
  });

  it('answers every region with its centre (Niushop longitude/latitude): a district its own, a city and a province the mean', async () => {
    const districts = (await api.get<AreaItem[]>('/api/address/lists', { pid: 440300 })).data;
    expect(districts.find((d) => d.id === 440305)).toMatchObject({ name: '南山区', longitude: '113.930400', latitude: '22.533300' });
    expect(districts.every((d) => d.longitude !== '' && d.latitude !== '')).toBe(true);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const shenzhen = (await api.get<AreaItem[]>('/api/address/lists', { pid: 440000 })).data.find((c) => c.id === 440300)!;
    expect(Number(shenzhen.longitude)).toBeCloseTo(mean(districts.map((d) => Number(d.longitude))), 4);
    expect(Number(shenzhen.latitude)).toBeCloseTo(mean(districts.map((d) => Number(d.latitude))), 4);
    const guangdong = (await api.get<AreaItem[]>('/api/address/lists')).data.find((p) => p.id === 440000)!;
    // inside the province's bounds
    expect(Number(guangdong.longitude)).toBeGreaterThan(109.6);
    expect(Number(guangdong.longitude)).toBeLessThan(117.3);
    expect(Number(guangdong.latitude)).toBeGreaterThan(20.2);
    expect(Number(guangdong.latitude)).toBeLessThan(25.5);
  });

  it('info, tree, city and citybyname', async () => {
    expect((await api.get<AreaItem>('/api/address/info', { id: 110101 })).data).toMatchObject({ name: '东城区', level: 3, pid: 110100 });
    expect((await api.get('/api/address/info', { id: 999999 })).data).toBeNull();
    expect((await api.get('/api/address/info', { id: 'abc' })).code).toBe(-1);
    const tree = await api.get<AreaTreeNode[]>('/api/address/tree');
    expect(tree.data).toHaveLength(34);
    const gd = tree.data.find((p) => p.id === 440000)!;
    expect(gd.child_list!.find((c) => c.id === 440300)!.child_list!.map((d) => d.name)).toContain('南山区');
    const sub = await api.get<AreaTreeNode[]>('/api/address/tree', { id: 440300 });
    expect(sub.data.map((d) => d.id)).toContain(440305);
    const city = await api.get<AreaItem[]>('/api/address/city');
    expect(city.data.every((c) => c.level === 2)).toBe(true);
    expect((await api.get<AreaItem>('/api/address/citybyname', { city: '杭州' })).data).toMatchObject({ id: 330100, name: '杭州市' });
    expect((await api.get<AreaItem>('/api/address/citybyname', { city: '杭州市' })).data?.id).toBe(330100);
    expect((await api.get('/api/address/citybyname', { city: '不存在市' })).data).toBeNull();
    expect((await api.get('/api/address/citybyname')).code).toBe(-1);
  });

  it('tranAddressInfo: a point inside a seeded district resolves to its province, city and district', async () => {
    const nanshan = await api.get<TranAddressInfo>(`${MA}/tranAddressInfo`, { latlng: '22.5400,113.9500' });
    expect(nanshan.code).toBe(0);
    expect(nanshan.data).toMatchObject({ province_id: 440000, city_id: 440300, district_id: 440305, province: '广东省', city: '深圳市', district: '南山区', full_address: '广东省 深圳市 南山区' });
    expect((await api.get<TranAddressInfo>(`${MA}/tranAddressInfo`, { latlng: '22.53,114.05' })).data.district_id).toBe(440304);
    expect((await api.get<TranAddressInfo>(`${MA}/tranAddressInfo`, { latlng: '39.93,116.51' })).data).toMatchObject({ province_id: 110000, district_id: 110105, district: '朝阳区' });
    expect((await api.get<TranAddressInfo>(`${MA}/tranAddressInfo`, { latlng: '30.2741, 120.1551' })).data).toMatchObject({ city_id: 330100, city: '杭州市' });
    expect((await api.get(`${MA}/tranAddressInfo`, { latlng: 'abc' })).code).toBe(-1);
  });

  it('tranAddressInfo: a point far from every district (the open sea) is a clear error', async () => {
    const sea = await api.get(`${MA}/tranAddressInfo`, { latlng: '29.0,125.5' });
    expect(sea.code).toBe(-1);
    expect(sea.message).toBe('无法识别该位置，请手动选择省市区');
    expect(sea.data).toBeNull();
    const en = await api.get(`${MA}/tranAddressInfo`, { latlng: '18.0,118.0', lang: 'en-us' });
    expect(en.message).toBe('This location cannot be recognised; please choose the province, city and district by hand');
  });

  it('the region-centre migration fills a database seeded without centres, keeping centres already set', async () => {
    await db().update(area).set({ longitude: '', latitude: '' }).where(sql`${area.id} in (440000, 440300, 440305, 110105)`);
    const [kept] = await db().select({ lng: area.longitude, lat: area.latitude }).from(area).where(eq(area.id, 810101));
    await db().update(area).set({ longitude: '114.150000', latitude: '22.280000' }).where(eq(area.id, 810101));
    const text = fs.readFileSync(path.join(migrationsFolder, '0001_area_centres.sql'), 'utf8');
    for (const stmt of text.split('--> statement-breakpoint')) await api.database.rows(sql.raw(stmt));
    const rows = await db().select({ id: area.id, lng: area.longitude, lat: area.latitude }).from(area).where(sql`${area.id} in (440000, 440300, 440305, 110105, 810101)`).orderBy(area.id);
    const at = (id: number) => rows.find((r) => r.id === id)!;
    expect(Number(at(440305).lng)).toBeCloseTo(113.93, 1);
    expect(Number(at(440305).lat)).toBeCloseTo(22.53, 1);
    expect(Number(at(110105).lng)).toBeCloseTo(116.49, 1);
    expect(Number(at(440300).lng)).toBeGreaterThan(113.7);
    expect(Number(at(440300).lng)).toBeLessThan(114.4);
    expect(Number(at(440000).lat)).toBeGreaterThan(21);
    expect(Number(at(440000).lat)).toBeLessThan(25.5);
    expect(at(810101)).toMatchObject({ lng: '114.150000', lat: '22.280000' });
    await db().update(area).set({ longitude: kept.lng, latitude: kept.lat }).where(eq(area.id, 810101));
  });
});

describe('member addresses', () => {
  it('needs a token', async () => {
    const r = await api.get(`${MA}/page`);
    expect(r.code).toBe(-1);
  });

  it('the demo shopper has a located default address near the stores', async () => {
    const token = await api.login();
    const r = await api.get<MemberAddressInfo>(`${MA}/info`, { token, default: 1 });
    expect(r.data).toMatchObject({ is_default: 1, type: 2, city_id: 440300, district_id: 440305 });
    expect(Number(r.data.longitude)).toBeGreaterThan(113);
  });

  it('first address becomes default, type follows coordinates, default stays unique', async () => {
    const m = await newMember();
    const a = await api.post<number>(`${MA}/add`, { token: m.token, ...form() });
    expect(a.code).toBe(0);
    const first = await api.get<MemberAddressInfo>(`${MA}/info`, { token: m.token, id: a.data });
    expect(first.data).toMatchObject({ is_default: 1, type: 1, full_address: '北京市 北京市 东城区', longitude: '', member_id: m.id });
    const b = await api.post<number>(`${MA}/add`, { token: m.token, ...form({ name: '韩梅梅', longitude: '116.4', latitude: '39.9' }) });
    const second = await api.get<MemberAddressInfo>(`${MA}/info`, { token: m.token, id: b.data });
    expect(second.data).toMatchObject({ is_default: 0, type: 2, longitude: '116.4', latitude: '39.9' });
    const c = await api.post<number>(`${MA}/add`, { token: m.token, ...form({ is_default: 1 }) });
    expect(await defaults(m.id)).toEqual([c.data]);

    const page = await api.get<Paged<MemberAddressItem>>(`${MA}/page`, { token: m.token });
    expect(page.data.count).toBe(3);
    expect(page.data.list[0].id).toBe(c.data);
    expect((await api.get<Paged<MemberAddressItem>>(`${MA}/page`, { token: m.token, type: 2 })).data.list.map((x) => x.id)).toEqual([b.data]);

    expect((await api.post(`${MA}/setdefault`, { token: m.token, id: b.data })).code).toBe(0);
    expect(await defaults(m.id)).toEqual([b.data]);

    // Editing: moves the default when asked; the default cannot be switched off on its own.
    expect((await api.post(`${MA}/edit`, { token: m.token, id: a.data, ...form({ name: '李雷雷', is_default: 1 }) })).code).toBe(0);
    expect(await defaults(m.id)).toEqual([a.data]);
    await api.post(`${MA}/edit`, { token: m.token, id: a.data, ...form({ is_default: 0, longitude: '116.39', latitude: '39.91' }) });
    expect(await defaults(m.id)).toEqual([a.data]);
    expect((await api.get<MemberAddressInfo>(`${MA}/info`, { token: m.token, id: a.data })).data.type).toBe(2);

    // Checkout view: default without an id, own id, never a foreign one.
    expect((await memberAddressForCheckout(db(), m.id))?.id).toBe(a.data);
    expect((await memberAddressForCheckout(db(), m.id, b.data))?.name).toBe('韩梅梅');
    const other = await newMember();
    expect(await memberAddressForCheckout(db(), other.id, b.data)).toBeNull();
    expect(await memberAddressForCheckout(db(), other.id)).toBeNull();

    // Deleting the default promotes the newest other one.
    expect((await api.post(`${MA}/delete`, { token: m.token, id: a.data })).code).toBe(0);
    expect(await defaults(m.id)).toEqual([c.data]);
    await api.post(`${MA}/delete`, { token: m.token, id: b.data });
    expect(await defaults(m.id)).toEqual([c.data]);
    await api.post(`${MA}/delete`, { token: m.token, id: c.data });
    expect((await api.get(`${MA}/info`, { token: m.token, default: 1 })).data).toBeNull();
  });

  it("cannot see or change another member's address", async () => {
    const owner = await newMember();
    const thief = await newMember();
    const id = (await api.post<number>(`${MA}/add`, { token: owner.token, ...form() })).data;
    const missing = await api.get(`${MA}/info`, { token: thief.token, id: 2_000_000 });
    for (const r of [
      await api.get(`${MA}/info`, { token: thief.token, id }),
      await api.post(`${MA}/edit`, { token: thief.token, id, ...form({ name: '偷改' }) }),
      await api.post(`${MA}/setdefault`, { token: thief.token, id }),
      await api.post(`${MA}/delete`, { token: thief.token, id }),
    ]) {
      expect(r.code).toBe(-1);
      expect(r.message).toBe(missing.message);
    }
    expect(missing.message).toBe('收货地址不存在');
    const [row] = await db().select().from(memberAddress).where(eq(memberAddress.id, id));
    expect(row).toMatchObject({ name: '李雷', isDefault: 1, memberId: owner.id });
    expect((await api.get<Paged<MemberAddressItem>>(`${MA}/page`, { token: thief.token })).data.count).toBe(0);
    expect(await defaults(thief.id)).toEqual([]);
  });

  it('says which field is wrong, in both languages', async () => {
    const m = await newMember();
    const cases: [Record<string, string | number>, string][] = [
      [{ name: '' }, '请输入收货人姓名'],
      [{ name: '   ' }, '请输入收货人姓名'],
      [{ mobile: '' }, '请输入手机号'],
      [{ mobile: '12345' }, '请输入正确的手机号'],
      [{ mobile: '23912345678' }, '请输入正确的手机号'],
      [{ telephone: 'abc' }, '请输入正确的电话号码'],
      [{ province_id: '' }, '请选择省市区县'],
      [{ district_id: 0 }, '请选择省市区县'],
      [{ district_id: 440305 }, '所选地区不存在，请重新选择'],
      [{ city_id: 999999 }, '所选地区不存在，请重新选择'],
      [{ address: '' }, '请输入详细地址'],
      [{ longitude: '116.4' }, '经纬度需同时填写'],
      [{ latitude: '100', longitude: '116' }, '参数latitude不能大于90'],
      [{ province_id: 'x' }, '参数province_id格式错误'],
      [{ is_default: 2 }, '参数is_default格式错误'],
      [{ address: 'x'.repeat(121) }, '参数address长度不能超过120'],
    ];
    for (const [extra, message] of cases) {
      const r = await api.post(`${MA}/add`, { token: m.token, ...form(extra) });
      expect([r.code, r.message], JSON.stringify(extra)).toEqual([-1, message]);
    }
    const en = await fetch(`${api.url}${MA}/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US' },
      body: new URLSearchParams({ token: m.token, lang: 'en-us', ...Object.fromEntries(Object.entries(form({ mobile: '1' })).map(([k, v]) => [k, String(v)])) }),
    }).then((r) => r.json() as Promise<{ code: number; message: string }>);
    expect(en).toMatchObject({ code: -1, message: 'Please enter a valid mobile number' });
    for (const id of ['', '0', '-1', '1.5', 'abc']) expect((await api.post(`${MA}/delete`, { token: m.token, id })).code).toBe(-1);
    expect((await api.post(`${MA}/edit`, { token: m.token, ...form() })).message).toBe('缺少参数id');
    expect((await api.get(`${MA}/info`, { token: m.token })).message).toBe('缺少参数id');
    expect(await defaults(m.id)).toEqual([]);
  });

  it('imports a WeChat address by region names', async () => {
    const m = await newMember();
    const r = await api.post<number>(`${MA}/addthreeparties`, {
      token: m.token,
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      name: '王五',
      mobile: '13700000001',
      address: '科技园路1号',
    });
    expect(r.code).toBe(0);
    const info = await api.get<MemberAddressInfo>(`${MA}/info`, { token: m.token, id: r.data });
    expect(info.data).toMatchObject({ province_id: 440000, city_id: 440300, district_id: 440305, is_default: 1 });
    const short = await api.post<number>(`${MA}/addthreeparties`, { token: m.token, province: '北京', city: '北京市', district: '朝阳区', name: '王五', mobile: '13700000001', address: '建国路1号' });
    expect((await api.get<MemberAddressInfo>(`${MA}/info`, { token: m.token, id: short.data })).data.district_id).toBe(110105);
    const bad = await api.post(`${MA}/addthreeparties`, { token: m.token, province: '火星', city: '深圳市', district: '南山区', name: '王五', mobile: '13700000001', address: 'x' });
    expect(bad).toMatchObject({ code: -1, message: '未找到对应的地区：火星' });
  });

  it('keeps at most MEMBER_ADDRESS_MAX addresses', async () => {
    const m = await newMember();
    await db()
      .insert(memberAddress)
      .values(Array.from({ length: MEMBER_ADDRESS_MAX }, (_, i) => ({ memberId: m.id, name: `n${i}`, mobile: '13912345678', address: 'x', isDefault: i === 0 ? 1 : 0 })));
    const r = await api.post(`${MA}/add`, { token: m.token, ...form() });
    expect(r).toMatchObject({ code: -1, message: `收货地址最多保存${MEMBER_ADDRESS_MAX}个` });
  });

  it('keeps one default under concurrent adds', async () => {
    const m = await newMember();
    const rs = await Promise.all(Array.from({ length: 8 }, (_, i) => api.post<number>(`${MA}/add`, { token: m.token, ...form({ name: `并发${i}` }) })));
    expect(rs.every((r) => r.code === 0)).toBe(true);
    expect(await defaults(m.id)).toHaveLength(1);
  });
});
