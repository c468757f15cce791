import { formatFen, PAY_STATUS, THEMES, type Lang, type Theme } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { translate } from '../../infra/http/messages';
import { pickLang } from '../../infra/http/lang';
import { getSetting } from '../settings';
import type { PayPurposeReaders } from './pay.paid';
import type { PayRecord } from './pay.channel';
import { payMessages } from './pay.messages';
import { returnPathOf } from './pay.service';
import { SANDBOX_CANCEL_PATH, SANDBOX_CONFIRM_PATH } from './channels/sandbox';

/** Storefront theme colours: the H5 themes' values (apps/h5/src/theme/themes.css; a unit test keeps them equal). */
export const THEME_COLORS: Record<Theme, { base: string; price: string }> = {
  default: { base: '#d6201f', price: '#ff4544' },
  blue: { base: '#0c6cd4', price: '#ff4544' },
  green: { base: '#117f3a', price: '#ff4544' },
  pink: { base: '#d3205a', price: '#ff3366' },
  golden: { base: '#8b692f', price: '#e4393c' },
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const theme = async (db: Db): Promise<Theme> => {
  const v = (await getSetting(db, 'STYLE_THEME')).value.style_theme;
  return THEMES.includes(v as Theme) ? (v as Theme) : 'default';
};

/** Shops the record pays (names of its orders' shops). */
const payeeOf = async (db: Db, readers: PayPurposeReaders, record: PayRecord): Promise<string> => {
  const ids = (Array.isArray(record.relateIds) ? record.relateIds : []).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  const reader = record.event === 'order' ? readers[record.event] : undefined;
  if (!reader || ids.length === 0) return '';
  const names = await reader.shopNames(db, record.memberId, ids);
  return [...new Set(names.filter(Boolean))].join('、');
};

export type CashierView =
  { kind: 'pay'; record: PayRecord; fields: Record<string, string> } | { kind: 'paid' | 'closed'; record: PayRecord } | { kind: 'invalid' };

/** The cashier page: small, mobile, in the link's language and the storefront theme. */
export const renderCashier = async (db: Db, readers: PayPurposeReaders, view: CashierView, lang: Lang): Promise<string> => {
  const t = (k: string) => esc(translate(k, lang));
  const c = THEME_COLORS[await theme(db)];
  let main: string;
  if (view.kind === 'invalid') {
    main = `<div class="card msg">${t(payMessages.cashierInvalid)}</div>`;
  } else {
    const r = view.record;
    const payee = (await payeeOf(db, readers, r)) || translate(payMessages.cashierMall, lang);
    const rows = [
      [payMessages.cashierShop, payee],
      [payMessages.cashierBody, r.payBody],
      [payMessages.cashierTradeNo, r.outTradeNo],
    ]
      .map(([k, v]) => `<div class="row"><span class="label">${t(k!)}</span><span class="value">${esc(v!)}</span></div>`)
      .join('');
    const amount = `<div class="amount"><div class="label">${t(payMessages.cashierAmount)}</div><div class="money"><small>¥</small>${esc(formatFen(r.payMoney))}</div></div>`;
    const back = `<a class="btn ghost" href="${esc(returnPathOf(r))}">${t(payMessages.cashierBack)}</a>`;
    if (view.kind === 'pay') {
      const hidden = Object.entries(view.fields)
        .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
        .join('');
      main = `<div class="card">${amount}${rows}</div>
<form method="post" action="${SANDBOX_CONFIRM_PATH}">${hidden}<button class="btn primary" type="submit" id="confirm">${t(payMessages.cashierConfirm)}</button></form>
<form method="post" action="${SANDBOX_CANCEL_PATH}">${hidden}<button class="btn ghost" type="submit" id="cancel">${t(payMessages.cashierCancel)}</button></form>
<p class="note">${t(payMessages.cashierSandboxNote)}</p>`;
    } else {
      main = `<div class="card">${amount}${rows}</div><div class="card msg">${t(view.kind === 'paid' ? payMessages.cashierPaid : payMessages.cashierClosed)}</div>${back}`;
    }
  }
  return `<!doctype html>
<html lang="${lang === 'en-us' ? 'en' : 'zh-CN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,viewport-fit=cover">
<title>${t(payMessages.cashierTitle)}</title>
<style>
:root{--base-color:${c.base};--price-color:${c.price};--bg-color:#f5f5f5;--card-bg:#fff;--text-color:#303133;--text-secondary:#909399;--border-color:#eee}
*{box-sizing:border-box}body{margin:0;background:var(--bg-color);color:var(--text-color);font:14px/1.5 -apple-system,BlinkMacSystemFont,"PingFang SC","Helvetica Neue",Arial,sans-serif}
header{background:var(--base-color);color:#fff;text-align:center;padding:14px 12px;font-size:17px;font-weight:600}
main{padding:12px;max-width:540px;margin:0 auto}
.card{background:var(--card-bg);border-radius:8px;padding:12px 14px;margin-bottom:12px}
.amount{text-align:center;padding:10px 0 14px;border-bottom:1px solid var(--border-color);margin-bottom:6px}
.amount .label{color:var(--text-secondary);font-size:13px}
.money{color:var(--price-color);font-size:32px;font-weight:700}.money small{font-size:18px;margin-right:2px}
.row{display:flex;justify-content:space-between;gap:12px;padding:7px 0}.row .label{color:var(--text-secondary);flex:none}
.row .value{text-align:right;word-break:break-all}
.msg{text-align:center;padding:18px 14px}
form{margin:0}
.btn{display:block;width:100%;border:0;border-radius:22px;height:44px;line-height:44px;font-size:16px;text-align:center;text-decoration:none;margin-top:12px;cursor:pointer}
.primary{background:var(--base-color);color:#fff}.ghost{background:var(--card-bg);color:var(--text-color);border:1px solid var(--border-color)}
.note{color:var(--text-secondary);font-size:12px;text-align:center;margin-top:16px}
</style>
</head>
<body><header>${t(payMessages.cashierTitle)}</header><main>${main}</main></body>
</html>`;
};

/** The cashier's language: the (signed) `lang` of the link, else the request's. */
export const cashierLang = (raw: Record<string, unknown>, fallback: Lang): Lang =>
  typeof raw.lang === 'string' && raw.lang ? pickLang(raw.lang, undefined) : fallback;

export const viewOf = (record: PayRecord | undefined, fields: Record<string, string>): CashierView => {
  if (!record) return { kind: 'invalid' };
  if (record.payStatus === PAY_STATUS.PAID) return { kind: 'paid', record };
  if (record.payStatus === PAY_STATUS.CANCELLED) return { kind: 'closed', record };
  return { kind: 'pay', record, fields };
};
