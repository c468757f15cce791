/**
 * The demo shopper's side of the API, for journeys that share the one e2e server: other journeys also
 * sign in as demo (cart lines, followed shops), so a journey that needs a clean start sets it up here.
 */
type Envelope<T> = { code: number; message: string; data: T };

export const shopperCall = async <T>(base: string, path: string, params: Record<string, string | number> = {}, token?: string): Promise<T> => {
  const body = new URLSearchParams({ app_type: 'h5', app_type_name: 'H5' });
  for (const [k, v] of Object.entries(params)) body.set(k, String(v));
  if (token) body.set('token', token);
  const env = (await (await fetch(`${base}${path}`, { method: 'POST', body })).json()) as Envelope<T>;
  if (env.code < 0) throw new Error(`${path}: ${env.code} ${env.message}`);
  return env.data;
};

/** A token of the seeded demo shopper (demo / 123456). */
export const demoToken = async (base: string): Promise<string> =>
  (await shopperCall<{ token: string }>(base, '/api/login/login', { username: 'demo', password: '123456' })).token;

/** Removes every line of the member's cart. */
export const emptyCart = async (base: string, token: string): Promise<void> => {
  const lines = await shopperCall<{ cart_id: number }[]>(base, '/api/cart/goodslists', {}, token);
  if (lines.length > 0) await shopperCall(base, '/api/cart/delete', { cart_id: lines.map((l) => l.cart_id).join(',') }, token);
};

/** Makes sure the member does not follow the shop. */
export const unfollowShop = async (base: string, token: string, siteId: number): Promise<void> => {
  await shopperCall(base, '/api/shopmember/delete', { site_id: siteId }, token);
};
