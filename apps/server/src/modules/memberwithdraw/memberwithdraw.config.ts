import {
  formatFen,
  parseYuan,
  WITHDRAW_STATUS,
  WITHDRAW_TYPES,
  type AdminWithdrawConfigParams,
  type Lang,
  type WithdrawConfigRow,
  type WithdrawConfigValue,
  type WithdrawStatus,
  type WithdrawType,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import { addonFlags, getSetting, putSetting } from '../settings';
import { memberwithdrawMessages as M } from './memberwithdraw.messages';

export const WITHDRAW_CONFIG_KEY = 'MEMBER_WITHDRAW_CONFIG';

/** The settings as the service uses them (money in fen, kinds as a list). */
export interface WithdrawSettings {
  isUse: boolean;
  minFen: number;
  rate: number;
  types: WithdrawType[];
  autoAudit: boolean;
  autoTransfer: boolean;
  row: WithdrawConfigRow;
}

const flag = (v: unknown): 0 | 1 => (v === 1 || v === '1' ? 1 : 0);
const typesOf = (v: unknown): WithdrawType[] =>
  typeof v === 'string'
    ? WITHDRAW_TYPES.filter((t) =>
        v
          .split(',')
          .map((s) => s.trim())
          .includes(t),
      )
    : [];

/** The withdrawal settings; off while the `memberwithdraw` add-on or the operator's switch is off. */
export const withdrawSettings = async (db: Db): Promise<WithdrawSettings> => {
  const [row, addons] = await Promise.all([getSetting(db, WITHDRAW_CONFIG_KEY), addonFlags(db)]);
  const v = row.value;
  const isUse = addons.memberwithdraw === 1 && row.is_use === 1 && flag(v.is_use ?? 1) === 1;
  const minFen = Math.max(0, parseYuan(typeof v.min === 'number' || typeof v.min === 'string' ? v.min : 0) ?? 0);
  const rate = Math.min(100, Math.max(0, Math.trunc(Number(v.rate) || 0)));
  const types = typesOf(v.transfer_type);
  const value: WithdrawConfigValue = {
    is_use: isUse ? 1 : 0,
    min: formatFen(minFen),
    rate,
    transfer_type: types.join(','),
    is_auto_audit: flag(v.is_auto_audit),
    is_auto_transfer: flag(v.is_auto_transfer),
  };
  return {
    isUse,
    minFen,
    rate,
    types,
    autoAudit: value.is_auto_audit === 1,
    autoTransfer: value.is_auto_transfer === 1,
    row: { ...row, value, is_use: value.is_use },
  };
};

/** Operator: stores the settings (the add-on flag stays a separate switch). */
export const setWithdrawConfig = async (db: Db, p: AdminWithdrawConfigParams): Promise<WithdrawConfigRow> => {
  const min = parseYuan(p.min || '0');
  if (min === null || min < 0 || min > 100_000_000_00) throw new AppError(M.wdConfigMinInvalid);
  const types = typesOf(p.transfer_type);
  if (types.length === 0 || types.length !== p.transfer_type.split(',').filter((s) => s.trim()).length)
    throw new AppError(M.wdConfigTypeInvalid);
  await putSetting(
    db,
    WITHDRAW_CONFIG_KEY,
    {
      is_use: p.is_use,
      min: formatFen(min),
      rate: p.rate,
      transfer_type: types.join(','),
      is_auto_audit: p.is_auto_audit,
      is_auto_transfer: p.is_auto_transfer,
    },
    p.is_use,
  );
  return (await withdrawSettings(db)).row;
};

/** The fee of an amount, to the fen (half up): round(apply × rate / 100). */
export const serviceMoneyOf = (applyFen: number, rate: number): number => Math.round((applyFen * rate) / 100);

const STATUS_KEY: Record<WithdrawStatus, string> = {
  [WITHDRAW_STATUS.pending]: M.wdStatusPending,
  [WITHDRAW_STATUS.toTransfer]: M.wdStatusToTransfer,
  [WITHDRAW_STATUS.transferred]: M.wdStatusTransferred,
  [WITHDRAW_STATUS.refused]: M.wdStatusRefused,
};
const TYPE_KEY: Record<WithdrawType, string> = { wechatpay: M.wdTypeWechatpay, alipay: M.wdTypeAlipay, bank: M.wdTypeBank };

export const statusName = (s: number, lang: Lang): string => translate(STATUS_KEY[s as WithdrawStatus] ?? '', lang);
export const typeName = (t: string, lang: Lang): string => (t in TYPE_KEY ? translate(TYPE_KEY[t as WithdrawType], lang) : t);
