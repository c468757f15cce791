import { eq } from 'drizzle-orm';
import { WITHDRAW_STATUS } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { changeAccounts, member, moveWithdrawMoney } from '../modules/member';
import { memberBankAccount, memberWithdraw, serviceMoneyOf, WITHDRAW_CONFIG_KEY } from '../modules/memberwithdraw';
import { putSetting } from '../modules/settings';
import { DEMO_MEMBER } from './members';
import { SEED_TIME } from './plan';

/** The demo shopper's payout account. */
export const DEMO_ALIPAY = { realname: '演示会员', mobile: DEMO_MEMBER.mobile, account: 'demo@example.com' } as const;
/** 50.00 yuan earned as withdrawable money and already paid out to that account (the balance the README names stays as it is). */
const PAST_WITHDRAW_FEN = 5_000;
const RATE = 1;

/**
 * Withdrawal switched on (minimum 10.00, fee 1 %, Alipay and bank card, operator review), the demo shopper's
 * Alipay account and one past withdrawal paid out to it, its money moved through the buckets with ledger rows.
 * Safe to re-run.
 */
export const seedWithdraw = async (db: Db): Promise<void> => {
  await putSetting(
    db,
    WITHDRAW_CONFIG_KEY,
    { is_use: 1, min: '10.00', rate: RATE, transfer_type: 'alipay,bank', is_auto_audit: 0, is_auto_transfer: 0 },
    1,
  );
  const [m] = await db.select({ id: member.memberId }).from(member).where(eq(member.username, DEMO_MEMBER.username)).limit(1);
  if (!m) return;
  const [done] = await db.select({ id: memberWithdraw.id }).from(memberWithdraw).where(eq(memberWithdraw.memberId, m.id)).limit(1);
  if (done) return;
  await db.insert(memberBankAccount).values({
    memberId: m.id,
    realname: DEMO_ALIPAY.realname,
    mobile: DEMO_ALIPAY.mobile,
    withdrawType: 'alipay',
    bankAccount: DEMO_ALIPAY.account,
    isDefault: 1,
    createTime: SEED_TIME,
    modifyTime: SEED_TIME,
  });
  const no = `${SEED_TIME}${String(m.id).padStart(6, '0')}000001`;
  await changeAccounts(db, m.id, { balance_money: PAST_WITHDRAW_FEN }, { fromType: 'adjust', typeName: '演示数据', remark: 'demo seed' });
  await moveWithdrawMoney(db, m.id, {
    from: 'balance_money',
    to: 'balance_withdraw_apply',
    amount: PAST_WITHDRAW_FEN,
    typeName: '提现',
    relateTag: no,
  });
  await moveWithdrawMoney(db, m.id, {
    from: 'balance_withdraw_apply',
    to: 'balance_withdraw',
    amount: PAST_WITHDRAW_FEN,
    typeName: '提现',
    relateTag: no,
  });
  const fee = serviceMoneyOf(PAST_WITHDRAW_FEN, RATE);
  await db.insert(memberWithdraw).values({
    withdrawNo: no,
    memberId: m.id,
    transferType: 'alipay',
    realname: DEMO_ALIPAY.realname,
    accountNumber: DEMO_ALIPAY.account,
    mobile: DEMO_ALIPAY.mobile,
    applyMoney: PAST_WITHDRAW_FEN,
    rate: RATE,
    serviceMoney: fee,
    money: PAST_WITHDRAW_FEN - fee,
    status: WITHDRAW_STATUS.transferred,
    applyTime: SEED_TIME,
    auditTime: SEED_TIME + 3600,
    paymentTime: SEED_TIME + 7200,
    certificate: 'ALIPAY-DEMO-0001',
  });
};
