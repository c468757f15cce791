import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  COUPON_GET_TYPES,
  formatFen,
  nowSeconds,
  parseYuan,
  ACCOUNT_FROM_TYPE,
  type MemberLevelEditParams,
  type MemberLevelRow,
  type MemberLevelSaveParams,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { rowsOf } from '../../infra/db/rows';
import { AppError } from '../../infra/http/errors';
import { issueCouponsTx, parseIdCsv, registerRewardCoupons } from '../coupon';
import { memberMessages } from './member.messages';
import { member, memberLevel, memberLevelGift } from './member.tables';

type LevelRow = typeof memberLevel.$inferSelect;

const toWire = async (db: Db, l: LevelRow): Promise<MemberLevelRow> => ({
  level_id: l.levelId,
  level_name: l.levelName,
  growth: l.growth,
  remark: l.remark,
  is_default: l.isDefault === 1 ? 1 : 0,
  consume_discount: l.consumeDiscount,
  level_label: l.levelLabel,
  send_point: l.sendPoint,
  send_balance: formatFen(l.sendBalance),
  send_coupon: l.sendCoupon,
  send_coupon_list: await registerRewardCoupons(db, l.sendCoupon),
});

/** Every level, ascending growth (reference §4.14). */
export const levelList = async (db: Db): Promise<MemberLevelRow[]> => {
  const rows = await db.select().from(memberLevel).orderBy(asc(memberLevel.growth), asc(memberLevel.levelId));
  return Promise.all(rows.map((l) => toWire(db, l)));
};

/** How a ledger change reaches the accounts; handed in so this file and `member.account.ts` need not import each other. */
type ChangeEach = (
  db: Db,
  memberId: number,
  parts: readonly {
    change: { point: number; balance: number };
    from: { fromType: string; typeName: string; relateTag: string; remark: string };
  }[],
) => Promise<void>;

/**
 * After a member's growth rose from `before` to `after` (inside the transaction that wrote the growth entry):
 * one guarded UPDATE moves the member to the highest level reached when that is above the current one (levels
 * never go down), then each level whose threshold was crossed gives its gift once (the unique gift row decides),
 * points and balance through the ledger as `upgrade`, coupons issued. Two thresholds at once: both gifts, top level.
 */
export const reachLevelsTx = async (db: Db, memberId: number, before: number, after: number, changeEach: ChangeEach): Promise<void> => {
  if (after <= before) return;
  await db.execute(sql`
    update member m set member_level = t.level_id, member_level_name = t.level_name
    from (select level_id, level_name, growth from member_level where growth <= ${after}
          order by growth desc, level_id desc limit 1) t
    where m.member_id = ${memberId} and m.member_level <> t.level_id and m.growth >= t.growth
      and t.growth > coalesce((select c.growth from member_level c where c.level_id = m.member_level), -1)`);
  const given = rowsOf<{ level_id: number }>(
    await db.execute(sql`
      insert into member_level_gift (member_id, level_id, create_time)
      select ${memberId}, level_id, ${nowSeconds()} from member_level
      where growth > ${before} and growth <= ${after} and (send_point > 0 or send_balance > 0 or send_coupon <> '')
      on conflict (member_id, level_id) do nothing
      returning level_id`),
  );
  if (given.length === 0) return;
  const levels = await db
    .select()
    .from(memberLevel)
    .where(
      inArray(
        memberLevel.levelId,
        given.map((g) => Number(g.level_id)),
      ),
    )
    .orderBy(asc(memberLevel.growth));
  await changeEach(
    db,
    memberId,
    levels.map((l) => ({
      change: { point: l.sendPoint, balance: l.sendBalance },
      from: { fromType: ACCOUNT_FROM_TYPE.upgrade, typeName: '会员升级奖励', relateTag: `level:${l.levelId}`, remark: l.levelName },
    })),
  );
  for (const l of levels) await issueCouponsTx(db, memberId, parseIdCsv(l.sendCoupon), COUPON_GET_TYPES.activity);
};

// ---------------------------------------------------------------- operator

const values = (p: MemberLevelSaveParams) => {
  const sendBalance = p.send_balance === undefined ? 0 : parseYuan(p.send_balance);
  if (sendBalance === null || sendBalance < 0 || sendBalance > 100_000_000_00) throw new AppError(memberMessages.levelBalanceInvalid);
  return {
    levelName: p.level_name,
    growth: p.growth,
    consumeDiscount: p.consume_discount ?? 100,
    remark: p.remark ?? '',
    levelLabel: p.level_label ?? '',
    sendPoint: p.send_point ?? 0,
    sendBalance,
    sendCoupon: (p.send_coupon ?? []).join(','),
  };
};

const growthTaken = async (db: Db, growth: number, exceptId = 0) =>
  (
    await db
      .select({ n: count() })
      .from(memberLevel)
      .where(and(eq(memberLevel.growth, growth), ne(memberLevel.levelId, exceptId)))
  )[0].n > 0;

const oneLevel = async (db: Db, levelId: number): Promise<LevelRow> => {
  const [l] = await db.select().from(memberLevel).where(eq(memberLevel.levelId, levelId)).limit(1);
  if (!l) throw new AppError(memberMessages.levelNotFound);
  return l;
};

export const addLevel = async (db: Db, p: MemberLevelSaveParams): Promise<MemberLevelRow> => {
  const v = values(p);
  if (v.growth <= 0) throw new AppError(memberMessages.levelGrowthZero);
  if (await growthTaken(db, v.growth)) throw new AppError(memberMessages.levelGrowthTaken);
  const [l] = await db
    .insert(memberLevel)
    .values({ ...v, isDefault: 0 })
    .returning();
  return toWire(db, l);
};

export const editLevel = async (db: Db, p: MemberLevelEditParams): Promise<MemberLevelRow> => {
  const old = await oneLevel(db, p.level_id);
  const v = values(p);
  // The default level is where every new member starts: it stays at growth 0.
  if (old.isDefault === 1) v.growth = 0;
  else if (v.growth <= 0) throw new AppError(memberMessages.levelGrowthZero);
  if (await growthTaken(db, v.growth, p.level_id)) throw new AppError(memberMessages.levelGrowthTaken);
  return db.transaction(async (tx) => {
    const [l] = await tx.update(memberLevel).set(v).where(eq(memberLevel.levelId, p.level_id)).returning();
    // The name members show is kept on their rows (reference shape), so it follows the level's.
    await tx.update(member).set({ memberLevelName: v.levelName }).where(eq(member.memberLevel, p.level_id));
    return toWire(tx, l);
  });
};

export const deleteLevel = async (db: Db, levelId: number): Promise<null> => {
  const l = await oneLevel(db, levelId);
  if (l.isDefault === 1) throw new AppError(memberMessages.levelIsDefault);
  return db.transaction(async (tx) => {
    // Guarded: a member moving onto the level meanwhile keeps it from going.
    const done = await tx.execute(sql`
      delete from member_level where level_id = ${levelId}
        and not exists (select 1 from member where member_level = ${levelId}) returning level_id`);
    if (rowsOf(done).length !== 1) throw new AppError(memberMessages.levelInUse);
    await tx.delete(memberLevelGift).where(eq(memberLevelGift.levelId, levelId));
    return null;
  });
};
