import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { intParam, optional, withDefault } from '../core/fields';
import { pageParams, type Paged } from '../core/paging';
import type { Lang } from '../core/constants';

/** A member's ledger (`member_account`) read back: balances, entries, their kinds and sums (reference §4.13). */

/** The accounts a member holds; money kinds are fen in the database and "12.00" on the wire. */
export const ACCOUNT_TYPES = ['point', 'growth', 'balance', 'balance_money'] as const;
export type AccountKind = (typeof ACCOUNT_TYPES)[number];

/** Kinds counted in yuan (the others are whole numbers). */
export const isMoneyAccount = (kind: string): boolean => kind === 'balance' || kind === 'balance_money';

/**
 * Every `from_type` the mall's ledger rows carry (what caused the entry). Modules writing an entry take its
 * `from_type` from here so the ledger pages can name it; the reference's names where it has one.
 */
export const ACCOUNT_FROM_TYPE = {
  adjust: 'adjust',
  register: 'register',
  order: 'order',
  orderClose: 'order_close',
  orderRefund: 'order_refund',
  refund: 'refund',
  withdraw: 'withdraw',
  upgrade: 'upgrade',
  signin: 'signin',
  memberrecharge: 'memberrecharge',
  memberconsume: 'memberconsume',
  pointexchange: 'pointexchange',
  fenxiao: 'fenxiao',
  manjian: 'manjian',
  turntable: 'turntable',
  egg: 'egg',
  cards: 'cards',
} as const;
export type AccountFromType = (typeof ACCOUNT_FROM_TYPE)[keyof typeof ACCOUNT_FROM_TYPE];

const F = ACCOUNT_FROM_TYPE;

/** Each kind's name in both languages (the ledger pages' filter and every row's `type_name`). */
export const ACCOUNT_FROM_TYPE_LABELS: Record<AccountFromType, Record<Lang, string>> = {
  [F.adjust]: { 'zh-cn': '后台调整', 'en-us': 'Adjustment by the mall' },
  [F.register]: { 'zh-cn': '注册奖励', 'en-us': 'Registration reward' },
  [F.order]: { 'zh-cn': '订单消费', 'en-us': 'Order payment' },
  [F.orderClose]: { 'zh-cn': '订单关闭', 'en-us': 'Order closed' },
  [F.orderRefund]: { 'zh-cn': '订单退款', 'en-us': 'Order refund' },
  [F.refund]: { 'zh-cn': '退款', 'en-us': 'Refund' },
  [F.withdraw]: { 'zh-cn': '提现', 'en-us': 'Withdrawal' },
  [F.upgrade]: { 'zh-cn': '升级奖励', 'en-us': 'Level-up gift' },
  [F.signin]: { 'zh-cn': '签到奖励', 'en-us': 'Sign-in reward' },
  [F.memberrecharge]: { 'zh-cn': '会员充值', 'en-us': 'Recharge' },
  [F.memberconsume]: { 'zh-cn': '消费奖励', 'en-us': 'Shopping reward' },
  [F.pointexchange]: { 'zh-cn': '积分兑换', 'en-us': 'Points exchange' },
  [F.fenxiao]: { 'zh-cn': '分销佣金', 'en-us': 'Distribution commission' },
  [F.manjian]: { 'zh-cn': '满减送', 'en-us': 'Spend-and-get gift' },
  [F.turntable]: { 'zh-cn': '幸运转盘', 'en-us': 'Lucky wheel' },
  [F.egg]: { 'zh-cn': '砸金蛋', 'en-us': 'Golden eggs' },
  [F.cards]: { 'zh-cn': '刮刮乐', 'en-us': 'Scratch card' },
};

/** Which kinds of entry each account can have (the `fromType` map and the pages' type filters). */
export const ACCOUNT_FROM_TYPES_OF: Record<AccountKind, readonly AccountFromType[]> = {
  point: [
    F.register,
    F.adjust,
    F.signin,
    F.memberconsume,
    F.memberrecharge,
    F.upgrade,
    F.manjian,
    F.pointexchange,
    F.order,
    F.orderClose,
    F.orderRefund,
    F.refund,
    F.turntable,
    F.egg,
    F.cards,
  ],
  growth: [F.register, F.adjust, F.signin, F.memberconsume, F.memberrecharge, F.upgrade],
  balance: [F.register, F.adjust, F.memberrecharge, F.order, F.orderClose, F.orderRefund, F.refund, F.upgrade, F.turntable, F.egg, F.cards],
  balance_money: [F.adjust, F.order, F.orderClose, F.orderRefund, F.refund, F.withdraw, F.fenxiao],
};

/** A from_type's name in `lang`; an unknown one keeps the name its row was written with. */
export const fromTypeLabel = (fromType: string, lang: Lang, written = ''): string =>
  (ACCOUNT_FROM_TYPE_LABELS as Record<string, Record<Lang, string> | undefined>)[fromType]?.[lang] ?? (written || fromType);

const FROM_TYPE_VALUES = Object.values(ACCOUNT_FROM_TYPE) as [AccountFromType, ...AccountFromType[]];

/** `account_type`: one kind or a comma list of kinds (`balance,balance_money`), each known, none twice. */
const accountKinds = () =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z
      .array(z.enum(ACCOUNT_TYPES))
      .min(1)
      .max(ACCOUNT_TYPES.length)
      .refine((l) => new Set(l).size === l.length),
  );

/** "YYYY-MM": a calendar month of the mall's time zone. */
const monthParam = () => z.string().regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/);

/** `/api/memberaccount/info`: default both balances. */
export const memberAccountInfoParams = z.object({
  account_type: withDefault(accountKinds(), ['balance', 'balance_money']),
});
export type MemberAccountInfoParams = z.infer<typeof memberAccountInfoParams>;

/** The asked accounts only: points and growth as numbers, balances as "12.00". */
export interface MemberAccountInfo {
  point?: number;
  growth?: number;
  balance?: string;
  balance_money?: string;
}

/** `/api/memberaccount/page`: one month (default the current one, mall time) of the asked accounts, newest first. */
export const memberAccountPageParams = pageParams.extend({
  account_type: withDefault(accountKinds(), ['balance', 'balance_money']),
  date: optional(monthParam()),
  from_type: optional(z.enum(FROM_TYPE_VALUES)),
});
export type MemberAccountPageParams = z.infer<typeof memberAccountPageParams>;

export interface MemberAccountRow {
  id: number;
  member_id: number;
  account_type: AccountKind;
  /** Signed: "12.00" / "-12.00" for balances, a whole number for points and growth. */
  account_data: string | number;
  from_type: string;
  /** The kind's name in the caller's language. */
  type_name: string;
  /** What the entry relates to (an order number, …); may be empty. */
  type_tag: string;
  remark: string;
  create_time: number;
}

/** `/api/memberaccount/fromType`: account → from_type → its name (caller's language) and page (may be empty). */
export type MemberAccountFromTypes = Record<AccountKind, Record<string, { type_name: string; type_url: string }>>;

/** `/api/memberaccount/sum`: money kinds answer "12.00", the others a whole number. */
export const memberAccountSumParams = z.object({
  account_type: withDefault(z.enum(ACCOUNT_TYPES), 'point'),
  from_type: optional(z.enum(FROM_TYPE_VALUES)),
  /** income: what came in (positive entries); pay: what went out, as a positive figure; neither: the net. */
  query_type: optional(z.enum(['income', 'pay'])),
  start_time: optional(intParam(0, 4_102_444_800)),
  end_time: optional(intParam(0, 4_102_444_800)),
});
export type MemberAccountSumParams = z.infer<typeof memberAccountSumParams>;
export type MemberAccountSum = string | number;

/** A member's own ledger (reference §4.13 `/api/memberaccount/*`). */
export const memberAccountApi = {
  info: endpoint({
    path: '/api/memberaccount/info',
    access: 'member',
    params: memberAccountInfoParams,
    response: returns<MemberAccountInfo>(),
    summary: "The member's points or balances (account_type: point, balance, balance_money, growth or a comma list)",
  }),
  page: endpoint({
    path: '/api/memberaccount/page',
    access: 'member',
    params: memberAccountPageParams,
    response: returns<Paged<MemberAccountRow>>(),
    summary: "One month (date YYYY-MM, mall time; default this month) of the member's ledger entries, newest first",
  }),
  fromType: endpoint({
    path: '/api/memberaccount/fromType',
    access: 'visitor',
    response: returns<MemberAccountFromTypes>(),
    summary: 'Every kind of ledger entry per account, named in the caller’s language',
  }),
  sum: endpoint({
    path: '/api/memberaccount/sum',
    access: 'member',
    params: memberAccountSumParams,
    response: returns<MemberAccountSum>(),
    summary: "Sum of the member's entries of one account (income, pay or net) between start_time and end_time",
  }),
};
