import { sql } from 'drizzle-orm';
import {
  Code,
  formatFen,
  nowSeconds,
  PINTUAN_GROUP_STATUS as G,
  type Lang,
  type Paged,
  type PintuanAdminGroup,
  type PintuanAdminGroupsParams,
  type PintuanGroupItem,
  type PintuanGroupStatus,
  type PintuanMember,
  type PintuanOrderItem,
  type PintuanOrderPageParams,
} from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { rowsOf } from '../../../infra/db/rows';
import { AppError } from '../../../infra/http/errors';
import { translate } from '../../../infra/http/messages';
import { pintuanRulesOf } from './pintuan.kind';
import { pintuanMessages } from './pintuan.messages';

interface GroupRow {
  group_id: number;
  pintuan_id: number;
  head_id: number;
  pintuan_num: number;
  pintuan_count: number;
  virtual_num: number;
  create_time: number;
  end_time: number;
  success_time: number;
  status: number;
  rules: unknown;
  head_nickname: string | null;
  head_member_img: string | null;
}

const GROUP_FIELDS = sql`g.group_id, g.pintuan_id, g.head_id, g.pintuan_num, g.pintuan_count, g.virtual_num, g.create_time, g.end_time,
  g.success_time, g.status, a.rules, coalesce(nullif(m.nickname, ''), m.username) as head_nickname, m.headimg as head_member_img`;
const GROUP_FROM = sql`promotion_pintuan_group g join promotion_activity a on a.activity_id = g.pintuan_id
  left join member m on m.member_id = g.head_id`;

const groupOut = (r: GroupRow): PintuanGroupItem => {
  const rules = pintuanRulesOf(r.rules);
  return {
    group_id: Number(r.group_id),
    pintuan_id: Number(r.pintuan_id),
    head_id: Number(r.head_id),
    pintuan_num: Number(r.pintuan_num),
    pintuan_count: Number(r.pintuan_count) + Number(r.virtual_num),
    create_time: Number(r.create_time),
    end_time: Number(r.end_time),
    status: Number(r.status) as PintuanGroupStatus,
    is_single_buy: rules.is_single_buy,
    is_promotion: rules.is_promotion,
    buy_num: rules.buy_num,
    head_nickname: r.head_nickname ?? '',
    head_member_img: r.head_member_img ?? '',
  };
};

/** `/pintuan/api/pintuangroup/lists`: the groups still forming of a goods (or pintuan), ending soonest first. */
export const pintuanGroupLists = async (db: Db, p: { goods_id?: number; pintuan_id?: number }, at = nowSeconds()) => {
  if (!p.goods_id && !p.pintuan_id) return [];
  const goods = p.goods_id ? sql`and g.goods_id = ${p.goods_id}` : sql``;
  const pintuan = p.pintuan_id ? sql`and g.pintuan_id = ${p.pintuan_id}` : sql``;
  const rows = rowsOf<GroupRow>(
    await db.execute(sql`select ${GROUP_FIELDS} from ${GROUP_FROM}
      where g.status = ${G.FORMING} and g.end_time > ${at} ${goods} ${pintuan} order by g.end_time, g.group_id limit 20`),
  );
  return rows.map(groupOut);
};

type MemberRow = {
  group_id: number;
  member_id: number;
  nickname: string | null;
  member_img: string | null;
  is_head: number;
  order_id: number;
  pintuan_status: number;
};

/** The seats of these groups, head first then by payment. */
const membersOf = async (db: Db, groupIds: number[]): Promise<Map<number, MemberRow[]>> => {
  const out = new Map<number, MemberRow[]>();
  if (groupIds.length === 0) return out;
  const rows = rowsOf<MemberRow>(
    await db.execute(sql`select p.group_id, p.member_id, coalesce(nullif(m.nickname, ''), m.username) as nickname, m.headimg as member_img,
      p.is_head, p.order_id, p.pintuan_status
      from promotion_pintuan_order p left join member m on m.member_id = p.member_id
      where p.group_id in (${sql.join(
        groupIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and p.pintuan_status in (${G.FORMING}, ${G.SUCCESS}, ${G.FAILED})
      order by p.group_id, p.is_head desc, p.pay_time, p.id`),
  );
  for (const r of rows) out.set(Number(r.group_id), [...(out.get(Number(r.group_id)) ?? []), r]);
  return out;
};

const memberOut = (r: MemberRow): PintuanMember => ({
  member_id: Number(r.member_id),
  nickname: r.nickname ?? '',
  member_img: r.member_img ?? '',
  is_head: Number(r.is_head) === 1 ? 1 : 0,
});

interface OrderRow {
  id: number;
  pintuan_id: number;
  pintuan_goods_id: number;
  group_id: number;
  order_id: number;
  order_no: string;
  member_id: number;
  is_head: number;
  pintuan_status: number;
  pintuan_num: number | null;
  rules: unknown;
  pintuan_count: number | null;
  virtual_num: number | null;
  end_time: number | null;
  goods_id: number;
  sku_id: number;
  goods_name: string;
  sku_name: string;
  sku_image: string;
  price: number;
  order_money: number;
  num: number;
  order_status: number;
  create_time: number;
  pay_time: number;
  total: number;
}

const ORDER_SELECT = sql`select p.id, p.pintuan_id, p.pintuan_goods_id, p.group_id, p.order_id, o.order_no, p.member_id, p.is_head,
  p.pintuan_status, g.pintuan_num, a.rules, g.pintuan_count, g.virtual_num, g.end_time, p.goods_id, p.sku_id, og.goods_name, og.sku_name,
  og.sku_image, og.price, o.order_money, p.num, o.order_status, p.create_time, p.pay_time, count(*) over () as total
  from promotion_pintuan_order p join orders o on o.order_id = p.order_id
  join promotion_activity a on a.activity_id = p.pintuan_id
  left join promotion_pintuan_group g on g.group_id = p.group_id
  left join lateral (select goods_name, sku_name, sku_image, price from order_goods where order_id = p.order_id order by order_goods_id limit 1) og on true`;

const orderOut = (r: OrderRow, members: MemberRow[], lang: Lang): PintuanOrderItem => {
  const status = Number(r.pintuan_status) as PintuanGroupStatus;
  return {
    id: Number(r.id),
    pintuan_id: Number(r.pintuan_id),
    pintuan_goods_id: Number(r.pintuan_goods_id),
    group_id: Number(r.group_id),
    order_id: Number(r.order_id),
    order_no: r.order_no,
    member_id: Number(r.member_id),
    is_head: Number(r.is_head) === 1 ? 1 : 0,
    pintuan_status: status,
    pintuan_status_name: translate(`ptStatus${status}`, lang),
    pintuan_num: r.pintuan_num === null ? pintuanRulesOf(r.rules).pintuan_num : Number(r.pintuan_num),
    pintuan_count: r.pintuan_count === null ? 0 : Number(r.pintuan_count) + Number(r.virtual_num ?? 0),
    end_time: r.end_time === null ? 0 : Number(r.end_time),
    goods_id: Number(r.goods_id),
    sku_id: Number(r.sku_id),
    goods_name: r.goods_name ?? '',
    sku_name: r.sku_name ?? '',
    sku_image: r.sku_image ?? '',
    pintuan_price: formatFen(Number(r.price ?? 0)),
    order_money: formatFen(Number(r.order_money)),
    num: Number(r.num),
    order_status: Number(r.order_status),
    create_time: Number(r.create_time),
    pay_time: Number(r.pay_time),
    member_list: members.map(memberOut),
  };
};

/** `/pintuan/api/order/page`: the member's pintuan orders, newest first (`pintuan_status` all / 2 / 3 / 1). */
export const pintuanOrderPage = async (
  db: Db,
  memberId: number,
  p: PintuanOrderPageParams,
  lang: Lang,
): Promise<Paged<PintuanOrderItem>> => {
  const status = p.pintuan_status && p.pintuan_status !== 'all' ? sql`and p.pintuan_status = ${Number(p.pintuan_status)}` : sql``;
  const rows = rowsOf<OrderRow>(
    await db.execute(sql`${ORDER_SELECT} where p.member_id = ${memberId} ${status} order by p.id desc
      limit ${p.page_size} offset ${(p.page - 1) * p.page_size}`),
  );
  const members = await membersOf(
    db,
    rows.map((r) => Number(r.group_id)).filter((id) => id > 0),
  );
  const count = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return {
    page_count: Math.ceil(count / p.page_size),
    count,
    list: rows.map((r) => orderOut(r, members.get(Number(r.group_id)) ?? [], lang)),
  };
};

/** `/pintuan/api/order/detail`: one of the member's pintuan orders with its group's seats (the share page). */
export const pintuanOrderDetail = async (db: Db, memberId: number, id: number, lang: Lang): Promise<PintuanOrderItem> => {
  const [r] = rowsOf<OrderRow>(await db.execute(sql`${ORDER_SELECT} where p.id = ${id} and p.member_id = ${memberId}`));
  if (!r) throw new AppError(pintuanMessages.ptOrderNotExist, Code.ERROR);
  const members = await membersOf(db, Number(r.group_id) > 0 ? [Number(r.group_id)] : []);
  return orderOut(r, members.get(Number(r.group_id)) ?? [], lang);
};

/** `/admin/api/pintuan/groups`: groups newest first with their seats. */
export const pintuanAdminGroups = async (db: Db, p: PintuanAdminGroupsParams): Promise<Paged<PintuanAdminGroup>> => {
  const pintuan = p.pintuan_id ? sql`and g.pintuan_id = ${p.pintuan_id}` : sql``;
  const status = p.status !== undefined ? sql`and g.status = ${p.status}` : sql``;
  const rows = rowsOf<GroupRow & { total: number }>(
    await db.execute(sql`select ${GROUP_FIELDS}, count(*) over () as total from ${GROUP_FROM} where true ${pintuan} ${status}
      order by g.group_id desc limit ${p.page_size} offset ${(p.page - 1) * p.page_size}`),
  );
  const members = await membersOf(
    db,
    rows.map((r) => Number(r.group_id)),
  );
  const count = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return {
    page_count: Math.ceil(count / p.page_size),
    count,
    list: rows.map((r) => ({
      ...groupOut(r),
      success_time: Number(r.success_time),
      virtual_num: Number(r.virtual_num),
      member_list: (members.get(Number(r.group_id)) ?? []).map((m) => ({
        ...memberOut(m),
        order_id: Number(m.order_id),
        pintuan_status: Number(m.pintuan_status) as PintuanGroupStatus,
      })),
    })),
  };
};
