/**
 * Withdrawal applications per second (`/api/memberwithdraw/apply`) for the API figures on PostgreSQL: the demo
 * shopper, given withdrawable money by the operator API, applies for 10.00 over and over on 10 connections;
 * each call is a guarded update of the member row, a ledger row and the application row in one transaction,
 * all on one hot member row.
 */
import autocannon from 'autocannon';

const call = async <T>(base: string, path: string, fields: Record<string, string | number>, headers: Record<string, string> = {}) => {
  const body = new URLSearchParams(Object.entries({ app_type: 'h5', app_type_name: 'H5', ...fields }).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${base}${path}`, { method: 'POST', headers, body });
  const env = (await res.json()) as { code: number; message: string; data: T };
  if (env.code < 0) throw new Error(`${path}: ${env.message}`);
  return env.data;
};

export const WITHDRAW_BENCH_ADMIN_KEY = 'bench-operator-key-0123456789';

export const measureWithdrawApply = async (base: string, seconds: number, connections: number) => {
  const { token } = await call<{ token: string }>(base, '/api/login/login', { username: 'demo', password: '123456' });
  const { member_id } = await call<{ member_id: number }>(base, '/api/member/info', { token });
  await call(
    base,
    '/admin/api/member/adjustaccount',
    { member_id, account_type: 'balance_money', adjust_num: '50000000', remark: 'bench' },
    { 'x-admin-key': WITHDRAW_BENCH_ADMIN_KEY },
  );
  const body = new URLSearchParams({
    app_type: 'h5',
    app_type_name: 'H5',
    token,
    apply_money: '10.00',
    transfer_type: 'alipay',
    realname: '演示会员',
    account_number: 'demo@example.com',
    mobile: '13800000000',
  }).toString();
  await call(base, '/api/memberwithdraw/apply', Object.fromEntries(new URLSearchParams(body)));
  const r = await autocannon({
    url: `${base}/api/memberwithdraw/apply`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts };
};
