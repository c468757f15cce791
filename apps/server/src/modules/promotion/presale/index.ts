/**
 * Presale 预售 (addon `presale`, reference §4.18, §5, §6): a goods booked with a deposit, the rest paid later.
 *
 * - The activity is an engine activity of kind `presale` (window = the deposit window `start_time…end_time`, SKU
 *   price = the full `presale_price`, its deposit in the SKU's `extra`, its own stock); the final window
 *   `pay_start_time…pay_end_time`, the delivery promise, `is_deposit_back` and `max_buy` are in its `rules`.
 * - A booking is a `presale_order` row with two pay records of purposes this module owns (`presale_deposit`,
 *   `presale_final`, handled in `presale.final.ts`), so the ordinary pay page pays both. Booking takes the goods
 *   and presale stock; `presale_deposit_money + final_money = order_money` always (fen).
 * - The deposit is paid 待付款 → 待付尾款; an unpaid deposit closes at the order auto-close time (timer or buyer),
 *   giving back stock and the balance it took, once. A deposit that is the whole price completes the booking.
 * - The rest can be paid only inside the final window; paying it creates the normal order through the order
 *   module's checkout (`createOrdersTx`, prepaid, stock already taken, same order_no) — the booking is 已完成 and
 *   the normal order follows the normal statuses.
 * - The deposit refund (`applyRefund`) is asked only in 待付尾款 and never when `is_deposit_back = 1`; the
 *   operator's approval gives the deposit back by its route (online part through its channel, balance part to
 *   the balance), returns the units and closes the booking.
 * - When the final window closes unpaid, the timer closes the booking and THE DEPOSIT IS KEPT (not refunded): the
 *   buyer sees 已关闭 with `close_reason` 2 and its text on the booking; an open final record is cancelled and its
 *   balance part given back. A final payment and this timer race on the booking row and the final pay record
 *   (taken without waiting), so exactly one of them wins.
 *
 * It builds on the order module (it creates normal orders), which itself builds on the promotion wing, so the
 * composition root lists this module directly rather than through the wing's `promotionModules`.
 */
import type { ModuleParts } from '../../parts';
import { presaleTimersJob } from './presale.close';
import { presalePaidHandlers } from './presale.final';
import { presalePayReaders } from './presale.reader';
import { presaleAdminRoutes, presaleRoutes } from './presale.routes';
export * from './presale.tables';
export { presaleKind } from './presale.kind';
export { runPresaleTimersOnce } from './presale.close';

export const presaleModule: ModuleParts = {
  name: 'presale',
  routes: (wired) => [...presaleRoutes(wired.paidHandlers), ...presaleAdminRoutes()],
  jobs: [presaleTimersJob],
  paidHandlers: (hooks) => presalePaidHandlers(hooks.orderPaidSteps),
  payReaders: presalePayReaders,
};
