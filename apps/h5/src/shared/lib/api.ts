import type { Endpoint, ParamsOf, ResponseOf } from '@mall/contract';
import { http, type RequestOpts } from './request';

/**
 * Calls an endpoint of the contract: its path and param names come from the declaration, its answer is typed by
 * it. A read goes as GET, a change as POST (what the endpoint's `write` says).
 */
export const api = {
  call<E extends Endpoint>(ep: E, params?: ParamsOf<E>, opts?: RequestOpts): Promise<ResponseOf<E>> {
    const send = ep.write ? http.post : http.get;
    return send<ResponseOf<E>>(ep.path, params as Record<string, unknown> | undefined, opts);
  },
};
