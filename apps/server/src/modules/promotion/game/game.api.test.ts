import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { nowSeconds, type GameAdmin, type GameDrawRecord, type GameInfo, type GameLotteryResult, type Paged } from '@mall/contract';
import { startTestApi, type Params, type TestApi } from '../../../test/harness';
import { promotionTestKit } from '../../../test/promotion';
import { platformcoupon, platformcouponType } from '../../coupon';
import { changeAccounts, member, memberAccount } from '../../member';
import { gift, giftOrder } from '../../gift';
import { drawGame } from './game.draw';
import { promotionGame, promotionGameAward, promotionGameDrawRecord } from './game.tables';

const ADMIN_KEY = 'test-operator-key-game-0123456789';
let api: TestApi;
const db = () => api.database.db;
const { admin, newBuyer, manyBuyers } = promotionTestKit(() => api, { adminKey: ADMIN_KEY, addon: 'game', prefix: 'gm' });

beforeAll(async () => {
  api = await startTestApi({ env: { ADMIN_API_KEY: ADMIN_KEY } });
});
afterAll(async () => {
  await api?.close();
});

const pointsAward = (o: Params = {}) => ({ award_name: '10积分', award_type: 1, point: 10, award_num: 100, award_winning_rate: 1, ...o });

/** A running game made by the operator; unless told, free, 0 % winning, 100 draws per activity, one points award. */
const newGame = async ({ award, ...o }: { [k: string]: Params[string] | unknown[] } = {}) => {
  const now = nowSeconds();
  const res = await admin<GameAdmin>('add', {
    game_type: 'turntable',
    game_name: '测试转盘',
    points: 0,
    start_time: now - 3600,
    end_time: now + 86_400,
    join_type: 0,
    join_frequency: 100,
    winning_rate: 0,
    no_winning_desc: '再接再厉',
    ...(o as Params),
    award: JSON.stringify(award ?? [pointsAward()]),
  });
  expect(res.code, res.message).toBe(0);
  return res.data;
};

const givePoints = (memberId: number, point: number) =>
  db().transaction((tx) => changeAccounts(tx, memberId, { point }, { fromType: 'adjust', typeName: '后台调整' }));

const accountsOf = async (memberId: number) => {
  const [m] = await db().select({ point: member.point, balance: member.balance }).from(member).where(eq(member.memberId, memberId));
  const [ledger] = await db()
    .select({
      point: sql<number>`coalesce(sum(${memberAccount.accountData}) filter (where ${memberAccount.accountType} = 'point'), 0)::int`,
      balance: sql<number>`coalesce(sum(${memberAccount.accountData}) filter (where ${memberAccount.accountType} = 'balance'), 0)::int`,
    })
    .from(memberAccount)
    .where(eq(memberAccount.memberId, memberId));
  return {
    point: Number(m!.point),
    balance: Number(m!.balance),
    ledgerPoint: Number(ledger!.point),
    ledgerBalance: Number(ledger!.balance),
  };
};

const draws = async (gameId: number, memberId?: number) =>
  db()
    .select()
    .from(promotionGameDrawRecord)
    .where(and(eq(promotionGameDrawRecord.gameId, gameId), memberId ? eq(promotionGameDrawRecord.memberId, memberId) : undefined));

const lottery = (token: string, id: number, type = 'turntable') =>
  api.post<GameLotteryResult>(`/${type}/api/${type}/lottery`, { token, id });

describe('game draws under concurrency', () => {
  it('50 parallel draws of one member with points for 10 make exactly 10 draws; points never negative, ledger balanced', async () => {
    const g = await newGame({ points: 10 });
    const b = await newBuyer();
    await givePoints(b.id, 100);
    const res = await Promise.all(Array.from({ length: 50 }, () => lottery(b.token, g.game_id)));
    expect(res.filter((r) => r.code === 0)).toHaveLength(10);
    const refused = res.filter((r) => r.code !== 0);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((r) => r.message))).toEqual(new Set(['积分不足']));
    const a = await accountsOf(b.id);
    expect(a.point).toBe(0);
    expect(a.ledgerPoint).toBe(a.point);
    expect(await draws(g.game_id, b.id)).toHaveLength(10);
  });

  it('100 members racing for an award of 3 units at 100 % make 3 winners and end the game', async () => {
    const g = await newGame({ winning_rate: 100, award: [pointsAward({ award_num: 3 })] });
    const buyers = await manyBuyers(100);
    const res = await Promise.all(buyers.map((b) => lottery(b.token, g.game_id)));
    for (const r of res) expect([0, -1]).toContain(r.code);
    const won = res.filter((r) => r.code === 0 && r.data.is_winning === 1);
    expect(won).toHaveLength(3);
    const [award] = await db().select().from(promotionGameAward).where(eq(promotionGameAward.gameId, g.game_id));
    expect(award!.remainingNum).toBe(0);
    expect((await draws(g.game_id)).filter((d) => d.isWinning === 1)).toHaveLength(3);
    const [game] = await db().select().from(promotionGame).where(eq(promotionGame.gameId, g.game_id));
    expect(game!.status).toBe(2);
    // Whoever drew after the last unit went found the game over.
    const late = res.filter((r) => r.code === -1);
    for (const r of late) expect(r.message).toBe('活动已结束');
    const info = await api.get<GameInfo>('/turntable/api/turntable/info', { id: g.game_id });
    expect(info.data.status).toBe(2);
  });

  it('parallel draws of one member stop at join_frequency per day', async () => {
    const g = await newGame({ points: 1, join_type: 1, join_frequency: 3 });
    const b = await newBuyer();
    await givePoints(b.id, 100);
    const res = await Promise.all(Array.from({ length: 20 }, () => lottery(b.token, g.game_id)));
    expect(res.filter((r) => r.code === 0)).toHaveLength(3);
    expect(new Set(res.filter((r) => r.code !== 0).map((r) => r.message))).toEqual(new Set(['您的抽奖次数已用完']));
    const a = await accountsOf(b.id);
    expect(a.point).toBe(97);
    expect(a.ledgerPoint).toBe(97);
    const info = await api.get<GameInfo>('/turntable/api/turntable/info', { id: g.game_id, token: b.token });
    expect(info.data.surplus_num).toBe(0);
    expect(info.data.member_point).toBe(97);
  });
});

describe('what a draw grants', () => {
  it('points and balance go through the ledger, a coupon lands in the wallet, a gift becomes a gift order', async () => {
    const [ct] = await db()
      .select({ id: platformcouponType.platformcouponTypeId, name: platformcouponType.platformcouponName })
      .from(platformcouponType)
      .where(eq(platformcouponType.status, 1))
      .limit(1);
    const [prize] = await db().select({ id: gift.giftId, name: gift.giftName }).from(gift).where(eq(gift.status, 1)).limit(1);
    const b = await newBuyer();
    const before = await accountsOf(b.id);
    const cases: { award: Params; check: (r: GameLotteryResult) => Promise<void> }[] = [
      {
        award: pointsAward({ award_name: '88积分', point: 88 }),
        check: async () => expect((await accountsOf(b.id)).point).toBe(before.point + 88),
      },
      {
        award: { award_name: '2元余额', award_type: 2, balance: '2.00', award_num: 5, award_winning_rate: 1 },
        check: async () => expect((await accountsOf(b.id)).balance).toBe(before.balance + 200),
      },
      {
        award: { award_name: '优惠券', award_type: 3, relate_id: ct!.id, award_num: 5, award_winning_rate: 1 },
        check: async (r) => {
          expect(r.is_winning === 1 && r.relate_name).toBe(ct!.name);
          const held = await db()
            .select()
            .from(platformcoupon)
            .where(and(eq(platformcoupon.memberId, b.id), eq(platformcoupon.platformcouponTypeId, ct!.id)));
          expect(held).toHaveLength(1);
        },
      },
      {
        award: { award_name: prize!.name, award_type: 4, relate_id: prize!.id, award_num: 5, award_winning_rate: 1 },
        check: async (r) => {
          expect(r.is_winning === 1 && [r.award_type, r.relate_id]).toEqual([4, prize!.id]);
          // The win is a gift order to ship, on the member's gift pages.
          const orders = await db()
            .select()
            .from(giftOrder)
            .where(and(eq(giftOrder.memberId, b.id), eq(giftOrder.giftId, prize!.id)));
          expect(orders.map((o) => o.source)).toEqual(['game']);
        },
      },
    ];
    for (const c of cases) {
      const g = await newGame({ winning_rate: '100', award: [c.award] });
      const r = await lottery(b.token, g.game_id);
      expect(r.code, r.message).toBe(0);
      expect(r.data.is_winning).toBe(1);
      await c.check(r.data);
    }
    const a = await accountsOf(b.id);
    expect(a.ledgerPoint).toBe(a.point);
    expect(a.ledgerBalance).toBe(a.balance);
    const rec = await api.get<Paged<GameDrawRecord>>('/api/game/recordPage', { token: b.token, id: (await newGame()).game_id });
    expect(rec.data.count).toBe(0);
  });

  it('a gift out of stock is a miss: the award keeps its unit and no gift order is made', async () => {
    const [g0] = await db()
      .insert(gift)
      .values({ giftName: '售罄礼品', giftImage: '', stock: 0, status: 1, createTime: nowSeconds() })
      .returning({ id: gift.giftId });
    const g = await newGame({
      winning_rate: '100',
      award: [{ award_name: '售罄礼品', award_type: 4, relate_id: g0!.id, award_num: 2, award_winning_rate: 1 }],
    });
    const b = await newBuyer();
    await givePoints(b.id, 10);
    const r = await lottery(b.token, g.game_id);
    expect(r.code, r.message).toBe(0);
    expect(r.data.is_winning).toBe(0);
    const [award] = await db().select().from(promotionGameAward).where(eq(promotionGameAward.gameId, g.game_id));
    expect(award!.remainingNum).toBe(2);
    expect(await db().select().from(giftOrder).where(eq(giftOrder.memberId, b.id))).toHaveLength(0);
  });

  it('picks the award by weight with a fixed random source', async () => {
    const g = await newGame({
      winning_rate: 50,
      award: [pointsAward({ award_name: 'A', award_winning_rate: 1 }), pointsAward({ award_name: 'B', award_winning_rate: 3 })],
    });
    const b = await newBuyer();
    // 5000 ≤ 50 % wins; then 1 of 4 falls on A, 2..4 on B.
    const seq =
      (...n: number[]) =>
      () =>
        n.shift()!;
    const miss = await drawGame(db(), 'turntable', g.game_id, b.id, seq(5001));
    expect(miss.is_winning).toBe(0);
    const a = await drawGame(db(), 'turntable', g.game_id, b.id, seq(5000, 1));
    expect(a.is_winning === 1 && a.award_name).toBe('A');
    const bb = await drawGame(db(), 'turntable', g.game_id, b.id, seq(1, 2));
    expect(bb.is_winning === 1 && bb.award_name).toBe('B');
  });
});

describe('the game pages', () => {
  it('info pads the turntable to 8 cells, shows masked winners and the draws left; records list the wins', async () => {
    const g = await newGame({ winning_rate: 100, join_type: 1, join_frequency: 2, award: [pointsAward({ award_name: '大奖' })] });
    const b = await newBuyer();
    const before = await api.get<GameInfo>('/turntable/api/turntable/info', { id: g.game_id, token: b.token });
    expect(before.data.award).toHaveLength(8);
    expect(before.data.award[1]).toMatchObject({ award_id: -1, award_name: '谢谢参与' });
    expect(before.data.surplus_num).toBe(2);
    const en = await api.get<GameInfo>('/turntable/api/turntable/info', { id: g.game_id, lang: 'en-us' });
    expect(en.data.award[1]!.award_name).toBe('Thanks for playing');
    expect(en.data.member_point).toBeNull();
    expect((await lottery(b.token, g.game_id)).data.is_winning).toBe(1);
    const after = await api.get<GameInfo>('/turntable/api/turntable/info', { id: g.game_id, token: b.token });
    expect(after.data.surplus_num).toBe(1);
    expect(after.data.draw_record).toHaveLength(1);
    expect(after.data.draw_record[0]!.member_nick_name).toContain('*');
    const rec = await api.get<Paged<GameDrawRecord>>('/api/game/recordPage', { token: b.token, id: g.game_id });
    expect(rec.data.count).toBe(1);
    expect(rec.data.list[0]).toMatchObject({ award_name: '大奖', is_winning: 1, point: 10 });
    // The egg and cards paths answer only their own games.
    expect((await api.get('/egg/api/egg/info', { id: g.game_id })).message).toBe('活动不存在');
    const egg = await newGame({ game_type: 'egg' });
    expect((await api.get<GameInfo>('/egg/api/egg/info', { id: egg.game_id })).data.award).toHaveLength(1);
    const cards = await newGame({ game_type: 'cards' });
    const running = await api.get<{ list: GameInfo[] }>('/api/game/lists', { game_type: 'cards' });
    expect(running.data.list[0]!.game_id).toBe(cards.game_id);
    expect(running.data.list.every((x) => x.game_type === 'cards' && x.status === 1)).toBe(true);
    expect((await api.get<GameInfo>('/cards/api/cards/info', { id: cards.game_id })).data.game_type).toBe('cards');
  });
});

describe('refusals change nothing', () => {
  it('bad input, a closed, unstarted or other-level game and no login are refused with clear messages', async () => {
    const b = await newBuyer();
    await givePoints(b.id, 50);
    const g = await newGame({ points: 5 });
    const start = await accountsOf(b.id);
    const bad = await api.post('/turntable/api/turntable/lottery', { token: b.token, id: 'abc' });
    expect(bad.code).toBe(-1);
    expect((await api.post('/turntable/api/turntable/lottery', { id: g.game_id })).message).toBe('请先登录');
    expect((await lottery(b.token, 99_999_999)).message).toBe('活动不存在');
    expect((await lottery(b.token, g.game_id, 'egg')).message).toBe('活动不存在');
    const later = await newGame({ start_time: nowSeconds() + 3600, end_time: nowSeconds() + 7200 });
    expect((await lottery(b.token, later.game_id)).message).toBe('活动未开始');
    const other = await newGame({ level_id: '99999' });
    expect((await lottery(b.token, other.game_id)).message).toBe('您的会员等级不能参与该活动');
    expect((await admin<GameAdmin>('close', { game_id: g.game_id })).data.status).toBe(3);
    expect((await lottery(b.token, g.game_id)).message).toBe('活动已关闭');
    expect((await api.post('/turntable/api/turntable/lottery', { token: b.token, id: g.game_id, lang: 'en-us' })).message).toBe(
      'The game is closed',
    );
    expect(await accountsOf(b.id)).toEqual(start);
    expect(await draws(g.game_id, b.id)).toHaveLength(0);
  });

  it('the operator is refused bad games and awards', async () => {
    const now = nowSeconds();
    const base = { game_type: 'egg', game_name: '坏', points: 0, start_time: now, end_time: now + 10, join_frequency: 1, winning_rate: 10 };
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(promotionGame)
      )[0]!.n;
    const n = await count();
    const cases: [Params, string | null][] = [
      [{ ...base, award: 'not json' }, null],
      [{ ...base, award: '[]' }, null],
      [{ ...base, winning_rate: '101', award: JSON.stringify([pointsAward()]) }, null],
      [{ ...base, game_type: 'dice', award: JSON.stringify([pointsAward()]) }, null],
      [{ ...base, end_time: now, award: JSON.stringify([pointsAward()]) }, '活动结束时间必须晚于开始时间'],
      [{ ...base, award: JSON.stringify([pointsAward({ point: 0 })]) }, '奖品“10积分”的积分必须大于0'],
      [{ ...base, award: JSON.stringify([pointsAward({ award_type: 3, relate_id: 99_999_999 })]) }, '奖品“10积分”的优惠券不存在或已失效'],
      [{ ...base, award: JSON.stringify([pointsAward({ award_type: 4 })]) }, '奖品“10积分”需要选择礼品'],
    ];
    for (const [p, msg] of cases) {
      const r = await admin('add', p);
      expect(r.code, JSON.stringify(p)).toBe(-1);
      if (msg) expect(r.message).toBe(msg);
    }
    expect(await count()).toBe(n);
    const noKey = await (await fetch(`${api.url}/admin/api/game/lists`)).json();
    expect((noKey as { code: number }).code).toBeLessThan(0);
  });

  it('edit keeps what was won; an award cannot drop below its wins; lists filter by type and status', async () => {
    const g = await newGame({ winning_rate: 100, award: [pointsAward({ award_num: 2 })] });
    const b = await newBuyer();
    await lottery(b.token, g.game_id);
    const awardId = g.award[0]!.award_id;
    const now = nowSeconds();
    const edit = (num: number) =>
      admin<GameAdmin>('edit', {
        game_id: g.game_id,
        game_name: '改名',
        points: 0,
        start_time: now - 60,
        end_time: now + 3600,
        join_frequency: 10,
        winning_rate: 100,
        award: JSON.stringify([pointsAward({ award_id: awardId, award_num: num })]),
      });
    expect((await edit(0)).code).toBe(-1);
    const ok = await edit(5);
    expect(ok.code, ok.message).toBe(0);
    expect(ok.data.award[0]).toMatchObject({ award_num: 5, remaining_num: 4 });
    expect(ok.data).toMatchObject({ game_name: '改名', join_num: 1, winning_num: 1, status: 1 });
    const list = await admin<Paged<GameAdmin>>('lists', { game_type: 'turntable', status: 1, page_size: 100 });
    expect(list.data.list.some((x) => x.game_id === g.game_id)).toBe(true);
    const closedList = await admin<Paged<GameAdmin>>('lists', { status: 3, page_size: 100 });
    expect(closedList.data.list.every((x) => x.status === 3)).toBe(true);
  });
});
