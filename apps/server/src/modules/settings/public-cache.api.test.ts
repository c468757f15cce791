import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiyView, InitConfig } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { countQueries } from '../../infra/db/query-count';
import { startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const init = async () => (await api.post<InitConfig>('/api/config/init')).data;
const home = async () => (await api.post<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_INDEX' })).data;

// Writes sent straight to the database, as another server process (or an operator's SQL) would: nothing in this
// process is told, only the database's triggers know.
describe('public reads kept in memory', () => {
  it('answer from memory with one query while nothing changed', async () => {
    // Finished answers are kept within the wall-clock second they were built in: start early in one.
    while (Date.now() % 1000 > 300) await new Promise((r) => setTimeout(r, 20));
    await init();
    await home();
    expect((await countQueries(() => init())).queries).toBe(1);
    expect((await countQueries(() => home())).queries).toBe(1);
  });

  it('config/init sees a setting written behind its back', async () => {
    expect((await init()).style_theme).toBe('default');
    await api.database.db.execute(
      sql`insert into setting (config_key, value) values ('STYLE_THEME', '{"style_theme":"green"}')
          on conflict (config_key) do update set value = excluded.value`,
    );
    expect((await init()).style_theme).toBe('green');
    await api.database.db.execute(sql`update setting set value = '{"style_theme":"default"}' where config_key = 'STYLE_THEME'`);
    expect((await init()).style_theme).toBe('default');
  });

  it('config/init sees an add-on switched off and on again', async () => {
    expect((await init()).addon_is_exit.coupon).toBe(1);
    await api.database.db.execute(sql`update addon set status = 0 where name = 'coupon'`);
    expect((await init()).addon_is_exit.coupon).toBe(0);
    await api.database.db.execute(sql`update addon set status = 1 where name = 'coupon'`);
    expect((await init()).addon_is_exit.coupon).toBe(1);
  });

  it('diyview/info sees its page changed, in each language', async () => {
    const en = () => api.post<DiyView>('/api/diyview/info', { name: 'DIY_VIEW_INDEX', lang: 'en-us' });
    await en();
    const before = await home();
    expect(before.title).not.toBe('Changed title');
    await api.database.db.execute(
      sql`update diy_view set value = jsonb_set(value, '{global,title}', '"Changed title"') where name = 'DIY_VIEW_INDEX' and site_id = 0`,
    );
    expect((await home()).title).toBe('Changed title');
    // The English page (its own title) is read afresh too.
    expect((await countQueries(() => en())).queries).toBeGreaterThan(1);
  });
});
