import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MemberDetail, RegisterResult } from '@mall/contract';
import { nowSeconds } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';
import { couponType, grantCouponTx, platformCoupons, platformcouponType, shopCoupons } from '../coupon';
import { member } from './member.tables';

let api: TestApi;
let token: string;
let memberId: number;
const db = () => api.database.db;

beforeAll(async () => {
  api = await startTestApi();
  const reg = await api.post<RegisterResult>('/api/register/username', { username: 'lookup_member', password: 'secret123' });
  token = reg.data.token;
  memberId = (await db().select({ id: member.memberId }).from(member).where(eq(member.username, 'lookup_member')))[0].id;
});
afterAll(() => api?.close());

describe('member look-ups of the uni-app client', () => {
  it('/api/member/id and /api/member/detail answer the signed-in member (detail without open ids, with the level)', async () => {
    const id = await api.get<number>('/api/member/id', { token });
    expect(id).toMatchObject({ code: 0, data: memberId });
    const detail = await api.get<MemberDetail>('/api/member/detail', { token });
    expect(detail.code).toBe(0);
    expect(detail.data).toMatchObject({ member_id: memberId, username: 'lookup_member', balance: '0.00' });
    expect(detail.data).toHaveProperty('member_level_info');
    expect(detail.data).not.toHaveProperty('wx_openid');
    expect(detail.data).not.toHaveProperty('qq_openid');
    for (const path of ['/api/member/id', '/api/member/detail', '/api/member/couponnum']) expect((await api.get(path)).code).toBe(-1);
  });

  it('/api/member/couponnum counts shop and platform coupons in a state (unused by default)', async () => {
    // Registration may have given coupons already (register reward).
    const before = await api.get<number>('/api/member/couponnum', { token });
    expect(before.code).toBe(0);
    const used = (await api.get<number>('/api/member/couponnum', { token, state: 2 })).data;
    const now = nowSeconds();
    const [t] = await db()
      .insert(couponType)
      .values({ siteId: 1, couponName: '店铺券', type: 'reward', money: 500, count: 10, validityType: 1, fixedTerm: 10, createTime: now })
      .returning({ id: couponType.couponTypeId });
    const [pt] = await db()
      .insert(platformcouponType)
      .values({ platformcouponName: '平台券', money: 500, count: 10, validityType: 1, fixedTerm: 10, useScenario: 1, createTime: now })
      .returning({ id: platformcouponType.platformcouponTypeId });
    await db().transaction((tx) => grantCouponTx(tx, shopCoupons, memberId, t.id, 2));
    await db().transaction((tx) => grantCouponTx(tx, shopCoupons, memberId, t.id, 2));
    await db().transaction((tx) => grantCouponTx(tx, platformCoupons, memberId, pt.id, 2));
    expect((await api.get<number>('/api/member/couponnum', { token })).data).toBe(before.data + 3);
    expect((await api.get<number>('/api/member/couponnum', { token, state: 1 })).data).toBe(before.data + 3);
    expect((await api.get<number>('/api/member/couponnum', { token, state: 2 })).data).toBe(used);
    expect((await api.get('/api/member/couponnum', { token, state: 9 })).code).toBe(-1);
  });

  it('/api/register/exist: success while free, -1 with the reason when taken (username any case, mobile)', async () => {
    expect(await api.post('/api/register/exist', { type: 'username', username: 'nobody_has_this' })).toMatchObject({ code: 0, data: null });
    const taken = await api.post('/api/register/exist', { type: 'username', username: 'LOOKUP_member' });
    expect(taken).toMatchObject({ code: -1, message: '用户名已存在' });
    // Without a type the field sent decides.
    expect((await api.post('/api/register/exist', { username: 'lookup_member' })).message).toBe('用户名已存在');
    expect((await api.post('/api/register/exist', { mobile: '13800000000' })).message).toBe('手机号已存在');
    expect((await api.post('/api/register/exist', { type: 'mobile', mobile: '13800000000', lang: 'en-us' })).message).toBe('This mobile number is already registered');
    expect((await api.post('/api/register/exist', { type: 'mobile', mobile: '13911112222' })).code).toBe(0);
    expect((await api.post('/api/register/exist', {})).message).toBe('请输入用户名或手机号');
    expect((await api.post('/api/register/exist', { type: 'qq', username: 'x' })).code).toBe(-1);
  });
});
