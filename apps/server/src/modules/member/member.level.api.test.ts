import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { GoodsSkuDetailResult, MemberInfo, MemberLevelRow } from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { cart } from '../cart';
import { goods, goodsSku } from '../goods';
import { createTestBuyer, createTestShop } from '../order/testing';
import { changeAccounts, member, memberAccount, memberLevel, memberLevelGift } from '.';

const ADMIN_KEY = 'test-operator-key-0123456789';
let api: TestApi;
let seq = 0;
beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY: ADMIN_KEY } });
});
afterAll(() => api?.close());

const db = () => api.database.db;
const admin = async <T>(path: string, params: Params) =>
  (
    await fetch(`${api.url}/admin/api/memberlevel/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': ADMIN_KEY },
      body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])),
    })
  ).json() as Promise<{ code: number; message: string; data: T }>;
const newBuyer = async () => {
  const id = await createTestBuyer(db(), `lv_${process.pid}_${++seq}`);
  return { id, token: api.deps.tokens.issue(id, 0) };
};
const info = async (token: string) => (await api.get<MemberInfo>('/api/member/info', { token })).data;
const addGrowth = (memberId: number, growth: number) =>
  db().transaction((tx) => changeAccounts(tx, memberId, { growth }, { fromType: 'adjust', typeName: '测试' }));
const upgrades = (memberId: number) =>
  db()
    .select()
    .from(memberAccount)
    .where(and(eq(memberAccount.memberId, memberId), eq(memberAccount.fromType, 'upgrade')));

describe('member levels', () => {
  it('lists the seeded levels by ascending growth, with label, discount and gift', async () => {
    const res = await api.get<MemberLevelRow[]>('/api/memberlevel/lists');
    expect(res.code).toBe(0);
    expect(res.data.map((l) => [l.level_name, l.growth, l.consume_discount, l.level_label])).toEqual([
      ['普通会员', 0, 100, 'V0'],
      ['白银会员', 100, 98, 'V1'],
      ['黄金会员', 500, 95, 'V2'],
      ['钻石会员', 2000, 90, 'V3'],
    ]);
    expect(res.data[2]).toMatchObject({ send_point: 100, send_balance: '5.00' });
    expect(res.data[3].send_coupon_list.length).toBe(1);
  });

  it('growth crossing two thresholds at once lands on the higher level, each gift once', async () => {
    const m = await newBuyer();
    const before = await info(m.token);
    await addGrowth(m.id, 600);
    const after = await info(m.token);
    expect(after.member_level_name).toBe('黄金会员');
    expect(after.member_level_info?.consume_discount).toBe(95);
    expect(after.point - before.point).toBe(50 + 100);
    expect(Number(after.balance) - Number(before.balance)).toBe(5);
    const gifts = await upgrades(m.id);
    expect(gifts.map((g) => [g.accountType, g.accountData, g.remark]).sort()).toEqual(
      [
        ['balance', 500, '黄金会员'],
        ['point', 100, '黄金会员'],
        ['point', 50, '白银会员'],
      ].sort(),
    );
    // More growth below the next threshold: no gift again, level kept.
    await addGrowth(m.id, 10);
    expect((await upgrades(m.id)).length).toBe(3);
    // Growth going down never lowers the level; coming back up gives no gift twice.
    await addGrowth(m.id, -300);
    expect((await info(m.token)).member_level_name).toBe('黄金会员');
    await addGrowth(m.id, 300);
    expect((await upgrades(m.id)).length).toBe(3);
    expect(await db().select().from(memberLevelGift).where(eq(memberLevelGift.memberId, m.id))).toHaveLength(2);
  });

  it('an upgrade happens in the transaction of the growth entry: a failed transaction leaves nothing', async () => {
    const m = await newBuyer();
    await expect(
      db().transaction(async (tx) => {
        await changeAccounts(tx, m.id, { growth: 150 }, { fromType: 'adjust', typeName: '测试' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [row] = await db().select().from(member).where(eq(member.memberId, m.id));
    expect(row.growth).toBe(0);
    expect(row.memberLevelName).toBe('普通会员');
    expect(await upgrades(m.id)).toHaveLength(0);
  });

  it('operator adds, edits and deletes levels; bad input answers a clear error and changes nothing', async () => {
    const count = async () => (await db().select().from(memberLevel)).length;
    const n = await count();
    const bad: [Params, string][] = [
      [{ level_name: '', growth: 10 }, ''],
      [{ level_name: '新等级', growth: -1 }, ''],
      [{ level_name: '新等级', growth: 'abc' }, ''],
      [{ level_name: '新等级', growth: 100 }, '已有等级使用该成长值'],
      [{ level_name: '新等级', growth: 0 }, '成长值必须大于0'],
      [{ level_name: '新等级', growth: 300, send_balance: '1.234' }, '赠送余额格式错误'],
      [{ level_name: '新等级', growth: 300, consume_discount: 120 }, ''],
    ];
    for (const [p, message] of bad) {
      const res = await admin('add', p);
      expect(res.code, JSON.stringify(p)).toBeLessThan(0);
      if (message) expect(res.message).toBe(message);
    }
    expect(await count()).toBe(n);

    const added = await admin<MemberLevelRow>('add', {
      level_name: '铂金会员',
      growth: 1000,
      consume_discount: 92,
      level_label: 'V2+',
      send_point: 10,
    });
    expect(added.data).toMatchObject({ level_name: '铂金会员', growth: 1000, consume_discount: 92, level_label: 'V2+', send_point: 10 });
    const edited = await admin<MemberLevelRow>('edit', {
      level_id: added.data.level_id,
      level_name: '铂金会员',
      growth: 1200,
      send_balance: '2.50',
    });
    expect(edited.data).toMatchObject({ growth: 1200, send_balance: '2.50', consume_discount: 100 });
    const [def] = await db().select().from(memberLevel).where(eq(memberLevel.isDefault, 1));
    expect((await admin('delete', { level_id: def.levelId })).message).toBe('默认等级不能删除');
    expect((await admin('delete', { level_id: 999999 })).message).toBe('会员等级不存在');
    const m = await newBuyer();
    await addGrowth(m.id, 1300);
    expect((await info(m.token)).member_level_name).toBe('铂金会员');
    expect((await admin('delete', { level_id: added.data.level_id })).message).toBe('该等级下还有会员，不能删除');
    await db().update(member).set({ memberLevel: def.levelId }).where(eq(member.memberId, m.id));
    expect((await admin('delete', { level_id: added.data.level_id })).code).toBe(0);
    expect(await count()).toBe(n);
    const noKey = await api.post('/admin/api/memberlevel/add', { level_name: 'x', growth: 5000 });
    expect(noKey.code).toBeLessThan(0);
  });

  it('the goods detail shows the level price and checkout charges it', async () => {
    const site = await createTestShop(db(), `等级店${++seq}`);
    const [g] = await db()
      .insert(goods)
      .values({ siteId: site, goodsName: `等级商品${seq}`, price: 10_000, discountPrice: 9_999 })
      .returning({ id: goods.goodsId });
    const [k] = await db()
      .insert(goodsSku)
      .values({ goodsId: g.id, siteId: site, skuName: `等级商品${seq}`, price: 10_000, discountPrice: 9_999, stock: 100, isDefault: 1 })
      .returning({ id: goodsSku.skuId });
    await db().update(goods).set({ skuId: k.id }).where(eq(goods.goodsId, g.id));

    const plain = await newBuyer();
    const gold = await newBuyer();
    await addGrowth(gold.id, 500);
    const detail = async (token?: string) =>
      (await api.get<GoodsSkuDetailResult>('/api/goodssku/detail', { sku_id: k.id, token })).data.goods_sku_detail;
    expect((await detail()).member_price).toBeUndefined();
    expect((await detail(plain.token)).member_price).toBeUndefined();
    expect((await detail(gold.token)).member_price).toBe('94.99'); // 99.99 × 95% = 94.9905
    const skuInfo = await api.get<{ member_price?: string }>('/api/goodssku/info', { sku_id: k.id, token: gold.token });
    expect(skuInfo.data.member_price).toBe('94.99');

    const calc = async (m: { id: number; token: string }) => {
      const [c] = await db().insert(cart).values({ memberId: m.id, skuId: k.id, num: 2, siteId: 0 }).returning({ id: cart.cartId });
      const res = await api.post<{ goods_money: string }>('/api/ordercreate/calculate', { token: m.token, cart_ids: c.id });
      expect(res.code, res.message).toBe(0);
      return res.data.goods_money;
    };
    expect(await calc(plain)).toBe('199.98');
    expect(await calc(gold)).toBe('189.98');
  });
});
