import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DiyPageValue, DiyView, Envelope } from '@mall/contract';
import { countQueries } from '../../infra/db/query-count';
import { forgetKeptAnswers } from '../../infra/http/kept-answers';
import { mountRoutes } from '../../infra/http/route';
import { startTestApi, type Params, type TestApi } from '../../test/harness';
import { contentRoutes } from './content.routes';

// `/api/diyview/info` keeps its finished answer (infra/http/kept-answers.ts) per page, language and city sub-site.
// Writes go straight to the database, as an operator's tool or another server process would: only the triggers
// raise the public read version.

let api: TestApi;
const db = () => api.database.db;
let cities: { id: number; name: string }[];

beforeAll(async () => {
  api = await startTestApi();
  cities = await api.database.rows<{ id: number; name: string }>(
    sql`select site_id as id, site_area_name as name from website order by site_id limit 2`,
  );
});
afterAll(() => api?.close());

const CITY = 'DIY_VIEW_CITY_INDEX';

/** The answer's text as sent (the client undoes the compression); a GET, as the bare comparison server parses no forms. */
const raw = async (url: string, params: Params) => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return (await fetch(`${url}/api/diyview/info?${query}`)).text();
};
const info = async (params: Params) => {
  const r = await api.post<DiyView | null>('/api/diyview/info', params);
  expect(r.code, JSON.stringify(r)).toBe(0);
  return r.data;
};
const pageOf = (view: DiyView | null): DiyPageValue => JSON.parse(view!.value) as DiyPageValue;
/** Waits for the start of a wall-clock second, so the next few calls fall within one second. */
const startOfSecond = async () => {
  while (Date.now() % 1000 > 300) await new Promise((r) => setTimeout(r, 20));
};
/** Runs `calls` within one wall-clock second (an answer is kept within the second it was built in). */
const withinOneSecond = async <T>(calls: () => Promise<T>): Promise<T> => {
  for (let attempt = 0; ; attempt++) {
    await startOfSecond();
    const second = Math.floor(Date.now() / 1000);
    const result = await calls();
    if (Math.floor(Date.now() / 1000) === second || attempt >= 3) return result;
  }
};

describe('kept /api/diyview/info', () => {
  it('has at least two city sub-sites to tell apart', () => {
    expect(cities.length).toBe(2);
  });

  it('keeps each city sub-site its own answer, the site named by website_id outside the params', async () => {
    const [a, b] = cities as [{ id: number; name: string }, { id: number; name: string }];
    const { first, again, pages } = await withinOneSecond(async () => {
      forgetKeptAnswers(db());
      const first = await countQueries(() => info({ name: CITY, website_id: a.id }));
      const again = await countQueries(() => info({ name: CITY, website_id: a.id }));
      const pages = [
        await info({ name: CITY, website_id: a.id }),
        await info({ name: CITY, website_id: b.id }),
        await info({ name: CITY }),
        await info({ name: CITY, website_id: a.id }),
      ];
      return { first, again, pages };
    });
    expect(first.queries).toBeGreaterThan(1);
    // A kept answer: the version read alone.
    expect(again.queries).toBe(1);
    expect(pages[0]!.site_area_name).toBe(a.name);
    expect(pages[1]!.site_area_name).toBe(b.name);
    // No city named: no city page, even right after a city's answer was kept.
    expect(pages[2]).toBeNull();
    expect(pages[3]).toEqual(pages[0]);
    // The web_city param, when given, decides over the common website_id.
    expect((await info({ name: CITY, web_city: b.id, website_id: a.id }))!.site_area_name).toBe(b.name);
  });

  it("shows an operator's change on the next call: the page, the city sub-site, an add-on", async () => {
    const [a, b] = cities as [{ id: number; name: string }, { id: number; name: string }];
    const city = (id: number, lang = 'zh-cn') => info({ name: CITY, website_id: id, lang });
    const titleB = (await city(b.id))!.title;
    await city(a.id);
    await city(a.id, 'en-us');

    await db().execute(
      sql`update diy_view set value = jsonb_set(value, '{global,title}', '"新城市页"') where name = ${CITY} and website_id = ${a.id}`,
    );
    expect((await city(a.id))!.title).toBe('新城市页');
    expect((await city(b.id))!.title).toBe(titleB);

    await db().execute(sql`update website set site_area_name = '改名城' where site_id = ${a.id}`);
    expect((await city(a.id))!.site_area_name).toBe('改名城');
    expect((await city(a.id, 'en-us'))!.site_area_name).toBe('改名城');
    await db().execute(sql`update website set site_area_name = ${a.name} where site_id = ${a.id}`);

    // The home page's coupon strip belongs to the coupon add-on: switched off, the block goes at once.
    const hasCoupon = async () => pageOf(await info({ name: 'DIY_VIEW_INDEX' })).value.some((blk) => blk.controller === 'Coupon');
    expect(await hasCoupon()).toBe(true);
    await db().execute(sql`update addon set status = 0 where name = 'coupon'`);
    try {
      expect(await hasCoupon()).toBe(false);
    } finally {
      await db().execute(sql`update addon set status = 1 where name = 'coupon'`);
    }
    expect(await hasCoupon()).toBe(true);
  });

  it('gives a signed-in member the same answer as a visitor: nothing of theirs is in it', async () => {
    const token = await api.login();
    const [a] = cities as [{ id: number; name: string }];
    const params = { name: CITY, website_id: a.id };
    const [visitor, member] = await withinOneSecond(async () => [await raw(api.url, params), await raw(api.url, { ...params, token })]);
    expect(member).toBe(visitor);
    expect(member).not.toContain(token);
    expect(member).not.toMatch(/member_id|nickname|"demo"/);
  });

  it('answers from memory the same bytes as built afresh', async () => {
    // The same route without keeping, mounted on a server of its own over the same database.
    const spec = contentRoutes().find((r) => r.path === '/api/diyview/info')!;
    const built = Fastify();
    mountRoutes(built, api.deps, [{ ...spec, keep: undefined }]);
    await built.listen({ port: 0, host: '127.0.0.1' });
    try {
      const addr = built.server.address();
      const builtUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
      const [a] = cities as [{ id: number; name: string }];
      for (const params of [
        { name: 'DIY_VIEW_INDEX' },
        { name: 'DIY_VIEW_INDEX', lang: 'en-us' },
        { name: CITY, website_id: a.id },
        { name: CITY },
      ] as Params[]) {
        const [kept, keptAgain, fresh] = await withinOneSecond(async () => [
          await raw(api.url, params),
          await raw(api.url, params),
          await raw(builtUrl, params),
        ]);
        expect((JSON.parse(kept) as Envelope<unknown>).code).toBe(0);
        expect(keptAgain).toBe(kept);
        expect(kept).toBe(fresh);
      }
    } finally {
      await built.close();
    }
  });
});
