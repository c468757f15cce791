import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import { Code, goodsApi, PAGE_SIZE } from '@mall/contract';
import type { AppConfig } from './config';
import type { Database } from './infra/db/client';
import { isConnectionLost } from './infra/db/connection-lost';
import { AppError } from './infra/http/errors';
import { M, translate } from './infra/http/messages';
import { envelope, inputWasRead, mountRoutes, requestLang, type Deps } from './infra/http/route';
import { registerJsonCompression } from './infra/http/compress';
import { registerSecurityHeaders } from './infra/http/security-headers';
import { registerApiDocs } from './infra/http/api-docs';
import { CATEGORY_SHELL_PATHS, DETAIL_SHELL_PATHS, HOME_SHELL_PATHS, loadH5Shell, PREFETCH_LIST_PATH } from './infra/http/h5shell';
import { MEMBER_SHELL_PATHS, memberHeadPicture } from './infra/http/h5shell-member';
import { LIST_SHELL_PATHS } from './infra/http/h5shell-list';
import { CART_SHELL_PATHS } from './infra/http/h5shell-cart';
import { registerShellSession, shellMember } from './infra/http/shell-session';
import { TokenCodec } from './infra/security/token';
import { multipartOptions, uploadStaticOptions } from './infra/storage';
import { defaultImages, loadTokenSecret } from './modules/settings';
import { memberGate, root, type Composed } from './modules';
import { diyViewInfo } from './modules/content';
import { cartGoodsList } from './modules/cart';
import { goodsCategoryTree, goodsSkuDetail, goodsSkuPage, goodsSkuRecommend } from './modules/goods';
import { DIY_VIEW_INDEX } from '@mall/contract';
import { startJobRunner } from './infra/jobs';

export interface BuiltApp {
  app: FastifyInstance;
  deps: Deps;
}

/**
 * Builds the whole server on an opened, migrated database from the modules the composition root collected
 * (modules/index.ts; tests may pass more). Never listens: tests inject or listen themselves. */
export const buildApp = async (config: AppConfig, database: Database, composed: Composed = root): Promise<BuiltApp> => {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 8 * 1024 * 1024,
    trustProxy: config.trustProxy,
  });

  // Form posts are the mall's default; parse them into a plain object (first value wins).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const out: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(body as string)) if (!(k in out)) out[k] = v;
    done(null, out);
  });

  const tokens = new TokenCodec(config.tokenSecret ?? (await loadTokenSecret(database.db)));
  const deps: Deps = { config, database, tokens, memberGate: memberGate(database.db) };

  app.setErrorHandler((error, req, reply) => {
    const lang = requestLang(req);
    if (error instanceof AppError) {
      const extra = error.errorCode ? { error_code: error.errorCode } : undefined;
      return reply.code(200).send(envelope(error.code, translate(error.messageKey, lang, error.params), error.data, extra));
    }
    const status = (error as { statusCode?: number }).statusCode;
    // A body the parsers cannot read (bad JSON, cut-off or garbled multipart) is the sender's mistake: the multipart
    // parser throws plain errors, so any failure before the handler got its input counts as one on a multipart request.
    const unreadableBody = !inputWasRead(req) && req.isMultipart() && (!status || status < 500);
    if ((status && status >= 400 && status < 500) || unreadableBody) {
      return reply.code(200).send(envelope(Code.ERROR, translate(M.badRequest, lang), null));
    }
    // The database went away under the request (restart, failover): the next try gets a fresh connection.
    if (isConnectionLost(error)) {
      req.log.warn({ err: error }, 'database connection lost');
      return reply.code(200).send(envelope(Code.ERROR, translate(M.serviceUnavailable, lang), null));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelope(Code.FAIL, translate(M.serverError, lang), null));
  });

  registerJsonCompression(app);

  // Uploads: multipart fields become body values (token etc.), the `file` field an UploadedFile (infra/storage).
  await app.register(fastifyMultipart, multipartOptions());
  mountRoutes(app, deps, composed.routes);
  // The endpoints' contract (OpenAPI document and a readable page): plain GETs, not envelope endpoints.
  registerApiDocs(app, composed.routes);

  // Images: uploads and seed pictures live under the data directory (served as pictures only, infra/storage).
  fs.mkdirSync(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, uploadStaticOptions(config.uploadDir));

  const shell = fs.existsSync(path.join(config.h5Dist, 'index.html')) ? loadH5Shell(config.h5Dist) : null;

  // Security headers on every answer (pages: a CSP allowing the shell's inline start-up scripts by hash;
  // nosniff, referrer policy, no framing; HSTS when TLS ends at a proxy in front). Its hooks cover all routes.
  registerSecurityHeaders(app, { tls: Boolean(config.trustProxy), inlineScripts: shell?.inlineScripts ?? [] });
  // The H5 mirrors its token into an HttpOnly cookie for its pages, so the cart's shell knows the member.
  registerShellSession(app, deps);
  if (shell) {
    await app.register(fastifyStatic, {
      root: config.h5Dist,
      prefix: '/h5/',
      preCompressed: true,
      wildcard: false,
      // The shell is generated (home data woven in), never served as a file.
      index: false,
      setHeaders: (reply, file) => {
        // Hashed assets never change; the shell must always be revalidated.
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', (_req, reply) => reply.redirect('/h5/'));
    for (const home of HOME_SHELL_PATHS) {
      app.get(home, async (req, reply) => {
        if (req.url.split('?')[0] === '/h5') return reply.redirect('/h5/');
        const [zh, en] = await Promise.all(
          (['zh-cn', 'en-us'] as const).map((lang) => diyViewInfo(database.db, { name: DIY_VIEW_INDEX, siteId: 0, lang })),
        );
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(shell.home({ 'zh-cn': zh, 'en-us': en }));
      });
    }
    // The files home fetches ahead for the pages opened from it (they change with each build, as the shell).
    app.get(PREFETCH_LIST_PATH, (_req, reply) => reply.header('cache-control', 'no-cache').send({ files: shell.homeNext }));
    // The category tab and goods detail get their first screen's data and picture woven in too; when
    // reading it fails the plain shell still starts the app, which then asks the API itself.
    const categoryShell = async (req: FastifyRequest, reply: FastifyReply) => {
      let html = shell.plain;
      try {
        const [tree, layout] = await Promise.all([
          goodsCategoryTree(database.db, 3),
          diyViewInfo(database.db, { name: 'DIY_VIEW_GOODS_CATEGORY', siteId: 0, lang: requestLang(req) }),
        ]);
        html = shell.category(tree, layout);
      } catch (err) {
        req.log.warn({ err }, 'category shell data');
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };
    for (const p of CATEGORY_SHELL_PATHS) app.get(p, categoryShell);
    const detailShell = async (req: FastifyRequest, reply: FastifyReply) => {
      const skuId = Number((req.query as Record<string, unknown>).sku_id);
      let html = shell.plain;
      if (Number.isSafeInteger(skuId) && skuId > 0) {
        try {
          html = shell.detail(skuId, await goodsSkuDetail(database.db, skuId));
        } catch (err) {
          // e.g. a goods off the shelf: the page asks the API and shows the server's answer
          req.log.debug({ err }, 'goods detail shell data');
        }
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };
    for (const p of DETAIL_SHELL_PATHS) app.get(p, detailShell);
    // The member centre: its frame and the default head picture (the member's own data is the app's to ask).
    const memberShell = async (req: FastifyRequest, reply: FastifyReply) => {
      let html = shell.plain;
      try {
        html = shell.member(memberHeadPicture((await defaultImages(database.db)).default_headimg));
      } catch (err) {
        req.log.warn({ err }, 'member shell data');
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };
    for (const p of MEMBER_SHELL_PATHS) app.get(p, memberShell);
    // The bare goods list (no search, filter or sort): its first cards; any other list asks the API itself.
    const listShell = async (req: FastifyRequest, reply: FastifyReply) => {
      let html = shell.plain;
      if (!req.url.includes('?')) {
        try {
          const first = await goodsSkuPage(database.db, goodsApi.skuPage.params.parse({ page: 1, page_size: PAGE_SIZE }));
          html = shell.list(first.list);
        } catch (err) {
          req.log.warn({ err }, 'goods list shell data');
        }
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };
    for (const p of LIST_SHELL_PATHS) app.get(p, listShell);
    // The cart tab: its frame and 猜你喜欢's first page, and the lines of the member the shell cookie names (that
    // member's own, read-only: the cookie is never the API's auth).
    const cartShell = async (req: FastifyRequest, reply: FastifyReply) => {
      let recommend = null;
      let lines = null;
      try {
        const memberId = await shellMember(deps, req);
        [recommend, lines] = await Promise.all([
          goodsSkuRecommend(database.db, { page: 1, page_size: PAGE_SIZE }),
          memberId === null ? null : cartGoodsList(database.db, memberId),
        ]);
      } catch (err) {
        req.log.warn({ err }, 'cart shell data');
      }
      // A member's page is that member's alone: no shared cache may keep it.
      return reply
        .header('cache-control', lines?.length ? 'private, no-cache' : 'no-cache')
        .header('vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(shell.cart(recommend, lines));
    };
    for (const p of CART_SHELL_PATHS) app.get(p, cartShell);
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    // History-mode routes under /h5/ get the app shell; missing assets stay 404.
    if (shell && req.method === 'GET' && url.startsWith('/h5/') && !url.startsWith('/h5/assets/')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell.plain);
    }
    if (url.startsWith('/upload/') || url.startsWith('/h5/')) {
      return reply.code(404).type('text/plain').send('Not Found');
    }
    return reply.code(200).send(envelope(Code.NOT_FOUND, translate(M.notFound, requestLang(req)), null));
  });

  // The modules' background sweeps (order timers…); stopped before the database closes.
  const jobs = startJobRunner({ database }, composed.jobs, config.jobsIntervalSeconds, app.log);
  app.addHook('onClose', () => jobs.stop());

  return { app, deps };
};
