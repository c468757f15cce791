import { sql, type SQL } from 'drizzle-orm';
import {
  BARGAIN_BUY_HOURS,
  Code,
  formatFen,
  nowSeconds,
  type BargainAdminLaunchesParams,
  type BargainingItem,
  type BargainLaunch,
  type BargainLaunchInfo,
  type BargainLaunchPageParams,
  type BargainRecord,
  type Paged,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { AppError } from '../../../infra/http/errors';
import { bargainRulesOf } from './bargain.kind';
import { buyEndOf, launchBuyable, launchStatusAt } from './bargain.launch';
import { bargainMessages } from './bargain.messages';

/** A launch row with its goods and launcher, as the launch reads select it. */
type LaunchRow = {
  launch_id: number;
  activity_id: number;
  activity_sku_id: number;
  site_id: number;
  goods_id: number;
  sku_id: number;
  member_id: number;
  price: number;
  floor_price: number;
  curr_price: number;
  buy_type: number;
  bargain_type: number;
  need_num: number;
  curr_num: number;
  start_time: number;
  end_time: number;
  status: number;
  order_id: number;
  sku_name: string;
  sku_image: string;
  goods_name: string;
  nickname: string;
  headimg: string;
  bargain_stock: number;
  rules: unknown;
  total: number;
};

const LAUNCH_SELECT = sql`select l.*, k.sku_name, k.sku_image, g.goods_name, coalesce(m.nickname, '') as nickname,
  coalesce(m.headimg, '') as headimg, s.stock as bargain_stock, a.rules, count(*) over () as total
  from promotion_bargain_launch l join goods_sku k on k.sku_id = l.sku_id join goods g on g.goods_id = l.goods_id
  join promotion_activity a on a.activity_id = l.activity_id
  left join promotion_activity_sku s on s.id = l.activity_sku_id left join member m on m.member_id = l.member_id`;

const launchOut = (r: LaunchRow, at: number): BargainLaunch => {
  const l = {
    status: Number(r.status),
    endTime: Number(r.end_time),
    currPrice: Number(r.curr_price),
    floorPrice: Number(r.floor_price),
    buyType: Number(r.buy_type),
    orderId: Number(r.order_id),
  };
  return {
    launch_id: Number(r.launch_id),
    bargain_id: Number(r.activity_id),
    site_id: Number(r.site_id),
    goods_id: Number(r.goods_id),
    sku_id: Number(r.sku_id),
    sku_name: r.sku_name,
    sku_image: r.sku_image,
    goods_name: r.goods_name,
    price: formatFen(Number(r.price)),
    floor_price: formatFen(l.floorPrice),
    curr_price: formatFen(l.currPrice),
    need_num: Number(r.need_num),
    curr_num: Number(r.curr_num),
    buy_type: l.buyType,
    start_time: Number(r.start_time),
    end_time: l.endTime,
    status: launchStatusAt(l, at),
    member_id: Number(r.member_id),
    nickname: r.nickname,
    headimg: r.headimg,
    order_id: l.orderId,
    can_buy: launchBuyable(l, at) ? 1 : 0,
    buy_end_time: buyEndOf(l),
  };
};

/** Launches matching `where` (over `l`), newest first, one page. */
const launchPage = async (db: Db, where: SQL, p: { page: number; page_size: number }, at: number): Promise<Paged<BargainLaunch>> => {
  const rows = rowsOf<LaunchRow>(
    await db.execute(
      sql`${LAUNCH_SELECT} where ${where} order by l.launch_id desc limit ${p.page_size} offset ${(p.page - 1) * p.page_size}`,
    ),
  );
  const count = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return { page_count: Math.ceil(count / p.page_size), count, list: rows.map((r) => launchOut(r, at)) };
};

/**
 * A status as stored or as it reads by now (launchStatusAt in SQL): a going launch past its time reads 1 or 2, and an
 * unordered one past its buy end reads 2.
 */
const statusWhere = (status: number | undefined, at: number): SQL => {
  if (status === undefined) return sql`true`;
  const lapsed = sql`(l.order_id = 0 and l.status in (0, 1) and l.end_time <= ${at - BARGAIN_BUY_HOURS * 3600})`;
  const due = sql`(l.status = 0 and l.end_time <= ${at})`;
  const succeeds = sql`(l.curr_price <= l.floor_price or l.buy_type = 0)`;
  if (status === 0) return sql`(l.status = 0 and l.end_time > ${at})`;
  if (status === 1) return sql`(not ${lapsed} and (l.status = 1 or (${due} and ${succeeds})))`;
  return sql`(l.status = 2 or ${lapsed} or (${due} and not ${succeeds}))`;
};

/** `/bargain/api/bargain/launchPage`: the member's launches. */
export const memberLaunchPage = (db: Db, memberId: number, p: BargainLaunchPageParams, at = nowSeconds()) =>
  launchPage(db, sql`l.member_id = ${memberId} and ${statusWhere(p.status, at)}`, p, at);

/** `/admin/api/bargain/launches`: launches of a bargain, of a status, or all. */
export const adminLaunchPage = (db: Db, p: BargainAdminLaunchesParams, at = nowSeconds()) =>
  launchPage(db, sql`${p.bargain_id ? sql`l.activity_id = ${p.bargain_id}` : sql`true`} and ${statusWhere(p.status, at)}`, p, at);

/** The member's launch of bargain `activityId` still going or still to be bought, if any (the detail's `launch_info`). */
export const activeLaunchOf = async (db: Db, memberId: number, activityId: number, at = nowSeconds()): Promise<BargainLaunch | null> => {
  const rows = rowsOf<LaunchRow>(
    await db.execute(sql`${LAUNCH_SELECT} where l.member_id = ${memberId} and l.activity_id = ${activityId}
      and ((l.status = 0 and l.end_time > ${at}) or (l.order_id = 0 and l.status in (0, 1)))
      order by l.launch_id desc limit 5`),
  );
  const out = rows.map((r) => launchOut(r, at)).find((l) => l.status === 0 || l.can_buy === 1);
  return out ?? null;
};

/** `/bargain/api/bargain/info`: a launch, whether it is the caller's own and whether the caller already helped. */
export const launchInfo = async (db: Db, memberId: number, launchId: number, at = nowSeconds()): Promise<BargainLaunchInfo> => {
  const [r] = rowsOf<LaunchRow & { cut: unknown }>(
    await db.execute(sql`select x.*, exists (select 1 from promotion_bargain_record c where c.launch_id = x.launch_id and c.member_id = ${memberId}) as cut
      from (${LAUNCH_SELECT} where l.launch_id = ${launchId}) x`),
  );
  if (!r) throw new AppError(bargainMessages.bargainLaunchNotExist, Code.ERROR);
  const rules = bargainRulesOf(r.rules);
  return {
    ...launchOut(r, at),
    bargain_stock: Number(r.bargain_stock ?? 0),
    self: Number(r.member_id) === memberId ? 1 : 0,
    cut: r.cut === true || Number(r.cut) === 1 ? 1 : 0,
    is_own: rules.is_own,
    bargain_type: Number(r.bargain_type),
  };
};

/** `/bargain/api/bargain/record`: who helped a launch and how much, newest first. */
export const launchRecords = async (db: Db, launchId: number, p: { page: number; page_size: number }): Promise<Paged<BargainRecord>> => {
  const rows = rowsOf<{
    id: number;
    member_id: number;
    nickname: string;
    headimg: string;
    money: number;
    bargain_time: number;
    total: number;
  }>(
    await db.execute(sql`select c.id, c.member_id, coalesce(m.nickname, '') as nickname, coalesce(m.headimg, '') as headimg, c.money,
      c.bargain_time, count(*) over () as total
      from promotion_bargain_record c left join member m on m.member_id = c.member_id
      where c.launch_id = ${launchId} order by c.id desc limit ${p.page_size} offset ${(p.page - 1) * p.page_size}`),
  );
  const count = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return {
    page_count: Math.ceil(count / p.page_size),
    count,
    list: rows.map((r) => ({
      id: Number(r.id),
      member_id: Number(r.member_id),
      nickname: r.nickname,
      headimg: r.headimg,
      money: formatFen(Number(r.money)),
      bargain_time: Number(r.bargain_time),
    })),
  };
};

/** `/bargain/api/goods/bargainingList`: the latest launches, for the list page's marquee. */
export const bargainingList = async (db: Db, pageSize: number, at = nowSeconds()): Promise<BargainingItem[]> => {
  const rows = rowsOf<LaunchRow>(await db.execute(sql`${LAUNCH_SELECT} order by l.launch_id desc limit ${pageSize}`));
  return rows.map((r) => {
    const l = launchOut(r, at);
    return {
      launch_id: l.launch_id,
      nickname: l.nickname,
      headimg: l.headimg,
      sku_name: l.sku_name,
      status: l.status,
      start_time: l.start_time,
    };
  });
};
