import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for the WeChat official-account OAuth server, for API tests and browser journeys.
 * It implements the three calls the mall makes, with WeChat's shapes and error codes:
 * - `GET /connect/oauth2/authorize` redirects straight back to `redirect_uri` with `code` and `state`, as if
 *   the shopper approved at once (`deny=1` in the query, or `setUser({deny: true})`, returns without a code);
 * - `GET /sns/oauth2/access_token` exchanges a code once for `{access_token, openid, unionid, scope}`;
 * - `GET /sns/userinfo` answers the profile for a token granted with `snsapi_userinfo`.
 * `POST /standin/user` (JSON body like `setUser`) changes the signed-in WeChat user from another process.
 */
export interface StandInUser {
  openid: string;
  /** Omitted from the answers when not set (an account not bound to an open platform). */
  unionid?: string;
  nickname?: string;
  headimgurl?: string;
  /** Send the shopper back without a code (they declined). */
  deny?: boolean;
}

export interface StandInOptions extends StandInUser {
  /** The appid/secret the mall must use; defaults below. */
  appid?: string;
  secret?: string;
}

export interface WeChatStandIn {
  url: string;
  appid: string;
  secret: string;
  /** Every request's method and path (no query), oldest first. */
  calls: string[];
  setUser(user: StandInUser): void;
  stop(): Promise<void>;
}

export const STANDIN_APPID = 'wx0000e2e0standin';
export const STANDIN_SECRET = 'standin-secret-0123456789abcdef';

interface Grant {
  user: StandInUser;
  scope: string;
  used: boolean;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  // WeChat answers JSON as text/plain; the mall must parse it regardless.
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(JSON.stringify(body));
};

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      data += c;
      if (data.length > 10_000) req.destroy();
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

export const startWeChatStandIn = async (opts: StandInOptions): Promise<WeChatStandIn> => {
  const appid = opts.appid ?? STANDIN_APPID;
  const secret = opts.secret ?? STANDIN_SECRET;
  let user: StandInUser = { openid: opts.openid, unionid: opts.unionid, nickname: opts.nickname, headimgurl: opts.headimgurl, deny: opts.deny };
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, Grant>();
  const calls: string[] = [];
  const random = () => crypto.randomBytes(12).toString('hex');

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const q = url.searchParams;
    calls.push(`${req.method} ${url.pathname}`);

    if (url.pathname === '/connect/oauth2/authorize') {
      const redirect = q.get('redirect_uri') ?? '';
      const scope = q.get('scope') ?? '';
      if (q.get('appid') !== appid) return json(res, 400, { errcode: 40013, errmsg: 'invalid appid' });
      if (q.get('response_type') !== 'code' || !['snsapi_base', 'snsapi_userinfo'].includes(scope)) {
        return json(res, 400, { errcode: 10003, errmsg: 'invalid request' });
      }
      let back: URL;
      try {
        back = new URL(redirect);
      } catch {
        return json(res, 400, { errcode: 10003, errmsg: 'redirect_uri is not a URL' });
      }
      if (q.get('deny') !== '1' && !user.deny) {
        const code = random();
        codes.set(code, { user: { ...user }, scope, used: false });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    if (url.pathname === '/sns/oauth2/access_token') {
      if (q.get('appid') !== appid) return json(res, 200, { errcode: 40013, errmsg: 'invalid appid' });
      if (q.get('secret') !== secret) return json(res, 200, { errcode: 40125, errmsg: 'invalid appsecret' });
      if (q.get('grant_type') !== 'authorization_code') return json(res, 200, { errcode: 40002, errmsg: 'invalid grant_type' });
      const grant = codes.get(q.get('code') ?? '');
      if (!grant) return json(res, 200, { errcode: 40029, errmsg: 'invalid code' });
      if (grant.used) return json(res, 200, { errcode: 40163, errmsg: 'code been used' });
      grant.used = true;
      const accessToken = random();
      tokens.set(accessToken, grant);
      return json(res, 200, {
        access_token: accessToken,
        expires_in: 7200,
        refresh_token: random(),
        openid: grant.user.openid,
        scope: grant.scope,
        ...(grant.user.unionid ? { unionid: grant.user.unionid } : {}),
      });
    }

    if (url.pathname === '/sns/userinfo') {
      const grant = tokens.get(q.get('access_token') ?? '');
      if (!grant || q.get('openid') !== grant.user.openid) return json(res, 200, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid' });
      if (grant.scope !== 'snsapi_userinfo') return json(res, 200, { errcode: 48001, errmsg: 'api unauthorized' });
      return json(res, 200, {
        openid: grant.user.openid,
        nickname: grant.user.nickname ?? '微信用户',
        sex: 0,
        province: '',
        city: '',
        country: '',
        headimgurl: grant.user.headimgurl ?? '',
        privilege: [],
        ...(grant.user.unionid ? { unionid: grant.user.unionid } : {}),
      });
    }

    if (url.pathname === '/standin/user' && req.method === 'POST') {
      readBody(req)
        .then((body) => {
          const next = JSON.parse(body) as StandInUser;
          if (typeof next.openid !== 'string' || !next.openid) return json(res, 400, { error: 'openid required' });
          user = next;
          return json(res, 200, { ok: true });
        })
        .catch(() => json(res, 400, { error: 'bad JSON' }));
      return;
    }

    return json(res, 404, { errcode: 404, errmsg: 'not found' });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    appid,
    secret,
    calls,
    setUser: (next) => {
      user = { ...next };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** Changes the signed-in WeChat user of a stand-in running in another process (e.g. the e2e global setup). */
export const setStandInUser = async (standInUrl: string, user: StandInUser): Promise<void> => {
  const res = await fetch(`${standInUrl}/standin/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`stand-in refused the user: ${res.status}`);
};
