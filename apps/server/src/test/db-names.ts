/** Which database the API tests run on: PGlite always, PostgreSQL when TEST_DB=pg (with TEST_DATABASE_URL). */
export const testDriver = (): 'pglite' | 'pg' => (process.env.TEST_DB === 'pg' && process.env.TEST_DATABASE_URL ? 'pg' : 'pglite');

export const templateDbName = () => `mall_tpl_${process.pid}`;

export const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
