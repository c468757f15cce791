/**
 * Seckill orders per second on PostgreSQL for `npm run bench`: 2,000 buyers at once (one open connection and
 * one `/seckill/api/ordercreate/create` each, all written at the same moment: bench/rush.ts) for 500 units of
 * one seckill SKU, the hot row every order takes its unit from. Prints orders/s (orders over the time until
 * the last one was answered), p99 of all answers and the oversell (orders beyond the units, or units missing
 * from the stocks), which must be 0, for three rushes after a warm-up one, with their median. The buyers are
 * written straight into the bench database with their tokens signed with the server's secret; each rush's
 * activity is added through the operator API like any other. Prints figures, asserts nothing.
 */
import pg from 'pg';
import { mallSecondOfDay, nowSeconds } from '@mall/contract';
import { TokenCodec } from '../apps/server/src/infra/security/token';
import { quantile, rush } from './rush';

const BUYERS = Number(process.env.BENCH_SECKILL_BUYERS) || 2000;
const UNITS = Number(process.env.BENCH_SECKILL_UNITS) || 500;
const GOODS_STOCK = 100_000;

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

const adminCall = async <T>(base: string, key: string, path: string, fields: Record<string, string | number>) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': key },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  });
  const env = (await res.json()) as Envelope<T>;
  if (env.code < 0) throw new Error(`${path}: ${env.message}`);
  return env.data;
};

/** Rushes run by this process so far (their buyers' user names differ). */
let rushNumber = 0;

/** One rush: its orders/s and a line of its figures. */
interface Rush {
  rate: number;
  oversell: number;
  line: string;
}

/** Runs the seckill rush against a server on `databaseUrl` whose operator key is `adminKey`. */
const measureRush = async (
  size: { buyers: number; units: number },
  base: string,
  databaseUrl: string,
  adminKey: string,
  baselineRps?: number,
  /** The server process's CPU time so far (ms), when known. */
  cpuMs?: () => number | null,
): Promise<Rush> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const secret = (await client.query<{ s: string }>(`select value->>'secret' as s from setting where config_key = 'TOKEN_SECRET'`))
      .rows[0]?.s;
    if (!secret) throw new Error('bench seckill: the server has no token secret yet');
    // A goods of the first shop with plenty of stock, so the activity's 500 units are what runs out.
    const siteId = (await client.query<{ id: number }>(`select min(site_id) as id from shop where shop_status = 1`)).rows[0]!.id;
    const goodsId = (
      await client.query<{ id: number }>(
        `insert into goods (site_id, goods_name, price, discount_price, goods_state, verify_state) values ($1, '秒杀压测商品', 19900, 19900, 1, 1) returning goods_id as id`,
        [siteId],
      )
    ).rows[0]!.id;
    const skuId = (
      await client.query<{ id: number }>(
        `insert into goods_sku (goods_id, site_id, sku_name, price, discount_price, stock, is_default) values ($1, $2, '秒杀压测商品', 19900, 19900, $3, 1) returning sku_id as id`,
        [goodsId, siteId, GOODS_STOCK],
      )
    ).rows[0]!.id;
    await client.query(`update goods set sku_id = $1 where goods_id = $2`, [skuId, goodsId]);

    const slots = await adminCall<{ id: number; seckill_start_time: number; seckill_end_time: number }[]>(
      base,
      adminKey,
      '/admin/api/seckill/timelists',
      {},
    );
    const s = mallSecondOfDay(nowSeconds());
    const slot = slots.find((t) => t.seckill_start_time <= s && t.seckill_end_time > s);
    if (!slot) throw new Error('bench seckill: no slot selling now');
    const activity = await adminCall<{ goods: { id: number }[] }>(base, adminKey, '/admin/api/seckill/add', {
      site_id: siteId,
      seckill_name: '压测秒杀',
      start_time: nowSeconds() - 60,
      end_time: nowSeconds() + 86_400,
      time_ids: String(slot.id),
      goods: JSON.stringify([{ sku_id: skuId, seckill_price: '99.00', stock: size.units, max_buy: 1 }]),
    });
    const rowId = activity.goods[0]!.id;

    const ids = (
      await client.query<{ id: number }>(
        `insert into member (username, nickname, member_level, reg_time)
         select 'bench_seckill_' || $1::text || '_' || g, 'bench', (select level_id from member_level where is_default = 1 limit 1), 0
         from generate_series(1, $2::int) g returning member_id as id`,
        [`${process.pid}_${++rushNumber}`, size.buyers],
      )
    ).rows.map((r) => r.id);
    await client.query(
      `insert into member_address (member_id, name, mobile, address, full_address, is_default)
       select id, '压测', '13800000000', '科技园路1号', '广东省 深圳市 南山区', 1 from unnest($1::int[]) id`,
      [ids],
    );
    const codec = new TokenCodec(secret);
    const bodies = ids.map((id) =>
      new URLSearchParams({
        app_type: 'h5',
        app_type_name: 'H5',
        token: codec.issue(id, 0),
        seckill_id: String(rowId),
        sku_id: String(skuId),
        num: '1',
      }).toString(),
    );

    const cpuBefore = cpuMs?.() ?? null;
    const answers = await rush(`${base}/seckill/api/ordercreate/create`, bodies);
    const cpuAfter = cpuMs?.() ?? null;
    const cpu =
      cpuBefore !== null && cpuAfter !== null ? `, server CPU ${((cpuAfter - cpuBefore) / size.buyers).toFixed(2)} ms/request` : '';
    const won = answers.filter((a) => a.body.startsWith('{"code":0'));
    const lastOrderAt = Math.max(0, ...won.map((a) => a.at));
    // A refusal must be the seckill's own (sold out, limit); anything else is an error.
    const errors = answers.filter((a) => !a.body.startsWith('{"code":')).length;
    const p99 = quantile(
      answers.map((a) => a.latency),
      0.99,
    );
    const orders = (
      await client.query<{ n: number }>(
        `select count(*)::int as n from orders o join promotion_activity_sku s on s.activity_id = o.promotion_id where s.id = $1`,
        [rowId],
      )
    ).rows[0]!.n;
    const left = (await client.query<{ n: number }>(`select stock as n from promotion_activity_sku where id = $1`, [rowId])).rows[0]!.n;
    const goodsLeft = (await client.query<{ n: number }>(`select stock as n from goods_sku where sku_id = $1`, [skuId])).rows[0]!.n;
    // Oversell: more orders than units, or stocks that do not add up to the orders.
    const oversell = Math.max(0, orders - size.units) + Math.abs(size.units - left - orders) + Math.abs(GOODS_STOCK - goodsLeft - orders);
    const seconds = Math.max(0.001, lastOrderAt / 1000);
    const rate = Math.round(orders / seconds);
    const ratio = baselineRps ? ` (${(rate / baselineRps).toFixed(2)}× baseline)` : '';
    return {
      rate,
      oversell,
      line:
        `${rate} orders/s${ratio}, ${orders} orders in ${seconds.toFixed(2)} s, p99 ${p99.toFixed(0)} ms (all ${size.buyers} answers), ` +
        `oversell ${oversell}, errors ${errors}${cpu}`,
    };
  } finally {
    await client.end();
  }
};

/**
 * Several rushes on one server (each a new activity and new buyers), one line each, after a line with their
 * median: a rush is one burst of about half a second, so one alone says as much about the machine's moment as
 * about the server. A smaller rush before them warms the server up and is not counted.
 */
export const measureSeckill = async (
  base: string,
  databaseUrl: string,
  adminKey: string,
  label: string,
  baselineRps?: number,
  cpuMs?: () => number | null,
  runs = Number(process.env.BENCH_SECKILL_RUNS) || 3,
): Promise<string[]> => {
  // A first, smaller rush that is not counted: the batch path's code is compiled by V8 only once it has run, as
  // it is on a server that has sold before.
  await measureRush({ buyers: 200, units: 50 }, base, databaseUrl, adminKey);
  const rushes: Rush[] = [];
  for (let i = 0; i < runs; i++)
    rushes.push(await measureRush({ buyers: BUYERS, units: UNITS }, base, databaseUrl, adminKey, baselineRps, cpuMs));
  const rates = rushes.map((r) => r.rate).sort((a, b) => a - b);
  const median = rates[Math.floor((rates.length - 1) / 2)]!;
  const oversell = rushes.reduce((n, r) => n + r.oversell, 0);
  return [
    `API PostgreSQL, seckill /seckill/api/ordercreate/create, ${label} (${BUYERS} buyers at once for ${UNITS} units): median ` +
      `${median} orders/s of ${runs} rushes (${rushes.map((r) => r.rate).join(', ')}), oversell ${oversell}; target ≥ 900 orders/s, oversell 0`,
    ...rushes.map((r, i) => `  rush ${i + 1}: ${r.line}`),
  ];
};
