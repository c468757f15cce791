import type { FastifyReply, FastifyRequest } from 'fastify';
import { nowSeconds } from '@mall/contract';
import type { Db } from '../db/client';
import { MIN_BYTES, compressBody, pickEncoding } from './compress';

/**
 * Finished answers of hot public reads (the goods list and detail, config/init, decorated pages) kept in memory:
 * the envelope's JSON bytes and, made on first demand, their brotli and gzip bytes. A hit costs the version read and
 * a socket write instead of the statements, the mapping, the JSON and the compression.
 *
 * Two rules keep an answer right:
 * - It is used only under the version it was built with. Every operator write to what the answer shows raises
 *   that version in the writer's transaction (triggers), so every server process over the database answers
 *   afresh on its next call. The version is read before the data, so an answer is never kept under a version
 *   newer than what it was read from.
 * - It is used only within the wall-clock second it was built in (its envelope's `timestamp`). Counters that
 *   change with every order (stock, sales) do not raise the version, so they are shown at most one second old;
 *   nothing decides on them (checkout reads stock again under its row locks).
 *
 * Only answers that are the same for every caller may be kept: the key is the path, the language, the parsed
 * params and what `vary` adds, never the member.
 */
export interface KeepAnswers<I = unknown, C = unknown> {
  /** The version of everything the answers show; null when it cannot be read (the answer is then built each time). */
  version(db: Db): Promise<number | null>;
  /** Kept for visitors only: a member's answer may hold their own fields (the goods detail's level price). */
  visitorsOnly?: boolean;
  /**
   * What the answer depends on beyond the path, the language and the parsed params (e.g. the city sub-site the
   * request carries outside them), added to the key; never anything of the member's own.
   */
  vary?: (input: I, ctx: C) => string;
}

/** Bounds per database: the least recently used answers go first once either is reached. */
const MAX_ENTRIES = 2000;
const MAX_BYTES = 16 * 1024 * 1024;

interface Answer {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

interface Entry {
  version: number;
  second: number;
  /** Shared by the calls that arrive while it is built, so a burst builds it once. */
  answer: Promise<Answer>;
  bytes: number;
}

class AnswerStore {
  readonly entries = new Map<string, Entry>();
  bytes = 0;

  get(key: string): Entry | undefined {
    const e = this.entries.get(key);
    if (e) {
      // Most recently used last, so the oldest goes first.
      this.entries.delete(key);
      this.entries.set(key, e);
    }
    return e;
  }

  put(key: string, e: Entry): void {
    this.drop(key);
    this.entries.set(key, e);
    this.trim();
  }

  grow(key: string, e: Entry, bytes: number): void {
    if (this.entries.get(key) !== e) return;
    e.bytes += bytes;
    this.bytes += bytes;
    this.trim();
  }

  drop(key: string, only?: Entry): void {
    const e = this.entries.get(key);
    if (!e || (only && e !== only)) return;
    this.entries.delete(key);
    this.bytes -= e.bytes;
  }

  private trim(): void {
    while (this.entries.size > MAX_ENTRIES || (this.bytes > MAX_BYTES && this.entries.size > 1))
      this.drop(this.entries.keys().next().value!);
  }
}

// Per database: tests run several databases in one process, each with its own versions.
const stores = new WeakMap<Db, AnswerStore>();

const storeOf = (db: Db): AnswerStore => {
  let s = stores.get(db);
  if (!s) stores.set(db, (s = new AnswerStore()));
  return s;
};

/** Entries and bytes kept for the database (tests, and the bench's memory figures). */
export const keptAnswerStats = (db: Db): { entries: number; bytes: number } => {
  const s = storeOf(db);
  return { entries: s.entries.size, bytes: s.bytes };
};

/** Forgets the answers kept for the database, so the next calls build theirs (tests of what a build costs). */
export const forgetKeptAnswers = (db: Db): void => {
  stores.delete(db);
};

export interface KeptAnswer {
  store: AnswerStore;
  key: string;
  entry: Entry;
  answer: Answer;
}

/**
 * The kept answer for `key`, built by `build(second)` (the envelope's bytes with that timestamp) when none is kept
 * under the current version in this second; null when the version cannot be read. A build that fails (a refusal
 * such as goods off the shelf) is not kept and rejects as it would have.
 */
export const keptAnswer = async (
  db: Db,
  keep: Pick<KeepAnswers, 'version'>,
  key: string,
  build: (second: number) => Promise<Buffer>,
): Promise<KeptAnswer | null> => {
  const version = await keep.version(db);
  if (version === null) return null;
  const second = nowSeconds();
  const store = storeOf(db);
  let entry = store.get(key);
  if (!entry || entry.version !== version || entry.second !== second) {
    const made: Entry = { version, second, bytes: 0, answer: build(second).then((json) => ({ json })) };
    entry = made;
    store.put(key, made);
    made.answer.then(
      (a) => store.grow(key, made, a.json.length + key.length),
      () => store.drop(key, made),
    );
  }
  return { store, key, entry, answer: await entry.answer };
};

/** Sends a kept answer in the encoding the client accepts, compressing it once per encoding. */
export const sendKept = (req: FastifyRequest, reply: FastifyReply, kept: KeptAnswer): FastifyReply => {
  const { answer } = kept;
  reply.header('content-type', 'application/json; charset=utf-8');
  if (answer.json.length < MIN_BYTES) return reply.send(answer.json);
  reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.json);
  let packed = answer[encoding];
  if (!packed) {
    packed = answer[encoding] = compressBody(answer.json, encoding);
    kept.store.grow(kept.key, kept.entry, packed.length);
  }
  reply.header('content-encoding', encoding);
  reply.header('content-length', packed.length);
  return reply.send(packed);
};
