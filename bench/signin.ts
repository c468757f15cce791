/**
 * Sign-ins per second on PostgreSQL for `npm run bench`: every request signs in a different member (one
 * sign-in a day each), so each one writes its sign-in row, two ledger rows and the member's totals. The
 * members are written straight into the bench database and their tokens signed with the server's secret.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { TokenCodec } from '../apps/server/src/infra/security/token';

const MEMBERS = Number(process.env.BENCH_SIGNIN_MEMBERS) || 4000;
const CONNECTIONS = 10;

export const measureSignin = async (base: string, databaseUrl: string): Promise<string> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const secret = (await client.query<{ s: string }>(`select value->>'secret' as s from setting where config_key = 'TOKEN_SECRET'`))
      .rows[0]?.s;
    if (!secret) throw new Error('bench signin: the server has no token secret yet');
    const ids = (
      await client.query<{ id: number }>(
        `insert into member (username, nickname, member_level, reg_time)
         select 'bench_signin_' || $1::text || '_' || g, 'bench', (select level_id from member_level where is_default = 1 limit 1), 0
         from generate_series(1, $2::int) g returning member_id as id`,
        [String(process.pid), MEMBERS],
      )
    ).rows.map((r) => r.id);
    const codec = new TokenCodec(secret);
    const bodies = ids.map((id) => new URLSearchParams({ app_type: 'h5', app_type_name: 'H5', token: codec.issue(id, 0) }).toString());
    let next = 0;
    const r = await autocannon({
      url: `${base}/api/membersignin/signin`,
      connections: CONNECTIONS,
      amount: bodies.length,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }),
        },
      ],
    });
    const signed = (
      await client.query<{ n: number }>(`select count(*)::int as n from member_signin where member_id = any($1::int[])`, [ids])
    ).rows[0]!.n;
    return (
      `API PostgreSQL, sign-in /api/membersignin/signin (a different member each): ${Math.round(r.requests.average)} req/s, ` +
      `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx + r.timeouts}, signed ${signed} of ${ids.length}`
    );
  } finally {
    await client.end();
  }
};
