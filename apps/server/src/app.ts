import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import { Code } from '@mall/contract';
import type { AppConfig } from './config';
import type { Database } from './infra/db/client';
import { AppError } from './infra/http/errors';
import { M, translate } from './infra/http/messages';
import { envelope, mountRoutes, requestLang, type Deps } from './infra/http/route';
import { TokenCodec } from './infra/security/token';
import { multipartOptions } from './infra/storage';
import { loadTokenSecret } from './modules/config';
import { allRoutes, memberGate } from './modules';

export interface BuiltApp {
  app: FastifyInstance;
  deps: Deps;
}

/** Builds the whole server on an opened, migrated database. Never listens: tests inject or listen themselves. */
export const buildApp = async (config: AppConfig, database: Database): Promise<BuiltApp> => {
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
    if (status && status >= 400 && status < 500) {
      return reply.code(200).send(envelope(Code.ERROR, translate(M.badRequest, lang), null));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelope(Code.FAIL, translate(M.serverError, lang), null));
  });

  // Uploads: multipart fields become body values (token etc.), the `file` field an UploadedFile (infra/storage).
  await app.register(fastifyMultipart, multipartOptions());
  mountRoutes(app, deps, allRoutes);

  // Images: uploads and seed pictures live under the data directory.
  fs.mkdirSync(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/upload/',
    decorateReply: false,
    maxAge: '7d',
  });

  const h5Index = path.join(config.h5Dist, 'index.html');
  const hasH5 = fs.existsSync(h5Index);
  if (hasH5) {
    await app.register(fastifyStatic, {
      root: config.h5Dist,
      prefix: '/h5/',
      preCompressed: true,
      wildcard: false,
      setHeaders: (reply, file) => {
        // Hashed assets never change; the shell must always be revalidated.
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', (_req, reply) => reply.redirect('/h5/'));
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    // History-mode routes under /h5/ get the app shell; missing assets stay 404.
    if (hasH5 && req.method === 'GET' && url.startsWith('/h5/') && !url.startsWith('/h5/assets/')) {
      return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(h5Index));
    }
    if (url.startsWith('/upload/') || url.startsWith('/h5/')) {
      return reply.code(404).type('text/plain').send('Not Found');
    }
    return reply.code(200).send(envelope(Code.NOT_FOUND, translate(M.notFound, requestLang(req)), null));
  });

  return { app, deps };
};
