import { z } from 'zod';

/**
 * One API endpoint, declared once: the server mounts its handler from it, the storefront calls through it
 * (`api.call(endpoint, params)`), and the OpenAPI document is built from it. Its path and param names are written
 * nowhere else.
 */

/** Who may call: anyone; anyone (a member's token adds to the answer); a logged-in member; the operator (`x-admin-key`). */
export type Access = 'visitor' | 'optional' | 'member' | 'operator';

/** A type carried only at compile time: the `data` of a successful answer. */
export interface Returns<R> {
  readonly __returns?: R;
}

/** Declares the answer's `data` type: `returns<CartGoodsRow[]>()`. */
export const returns = <R>(): Returns<R> => ({});

const noParams = z.object({});
export type NoParams = typeof noParams;

export interface Endpoint<P extends z.ZodType = z.ZodType, R = unknown, A extends Access = Access> {
  readonly path: `/${string}`;
  readonly access: A;
  /** What the caller sends, checked by the server before the handler runs. */
  readonly params: P;
  /** The answer's `data` (compile time only). */
  readonly response: Returns<R>;
  /**
   * True when the call changes something: the storefront POSTs it (reads go as GET, so caches and logs see
   * them as reads). The server answers both methods on every endpoint, as the mall's other clients expect.
   */
  readonly write: boolean;
  /** One line for the API document. */
  readonly summary: string;
}

export function endpoint<A extends Access, R, P extends z.ZodType = NoParams>(def: {
  path: `/${string}`;
  access: A;
  params?: P;
  response: Returns<R>;
  write?: boolean;
  summary: string;
}): Endpoint<P, R, A> {
  return {
    path: def.path,
    access: def.access,
    params: (def.params ?? noParams) as P,
    response: def.response,
    write: def.write ?? false,
    summary: def.summary,
  };
}

/** The `data` type of an endpoint's successful answer. */
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer R, Access> ? R : never;

/**
 * What a client may send: the checked param names with their checked types. Every field is optional here (a
 * default or a server-side refusal covers a missing one); arrays travel as comma lists and objects as JSON text.
 */
export type ParamsOf<E> =
  E extends Endpoint<infer P, unknown, Access>
    ? z.output<P> extends Record<string, unknown>
      ? { [K in keyof z.output<P>]?: z.output<P>[K] | null }
      : Record<string, unknown>
    : never;

/** A group of endpoints (one domain's), keyed by a short name. */
export type EndpointGroup = Record<string, Endpoint<z.ZodType, unknown, Access>>;
