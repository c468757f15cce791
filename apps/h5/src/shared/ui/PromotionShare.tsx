import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Endpoint, PosterResult, posterParams } from '@mall/contract';
import { api } from '../lib/api';

// The poster popup (and its request) loads only when the shopper first taps 分享.
const SharePoster = lazy(() => import('./SharePoster'));

/** What a promotion detail shares: its poster (each kind's `…/poster`, the sharer carried in its QR code). */
export interface ShareSpec {
  queryKey: readonly unknown[];
  load: () => Promise<{ path: string }>;
}

/**
 * The share spec of a promotion row: its kind's poster endpoint, asked for the row `id` under the `key` the
 * kind names in `qrcode_param` (the server draws the QR code of the kind's detail page).
 */
export const posterShare = (endpoint: Endpoint<typeof posterParams, PosterResult>, key: string, id: number): ShareSpec => ({
  queryKey: ['poster', endpoint.path, id],
  load: () => api.call(endpoint, { qrcode_param: JSON.stringify({ [key]: id }) }),
});

/** A detail's 分享: `open` for its button (none without a spec), `node` the poster popup once first opened. */
export function useShare(spec: ShareSpec | undefined): { open?: () => void; node: ReactNode } {
  const [state, setState] = useState({ mounted: false, visible: false });
  if (!spec) return { node: null };
  return {
    open: () => setState({ mounted: true, visible: true }),
    node: state.mounted ? (
      <Suspense fallback={null}>
        <SharePoster
          queryKey={spec.queryKey}
          load={spec.load}
          visible={state.visible}
          onClose={() => setState((st) => ({ ...st, visible: false }))}
        />
      </Suspense>
    ) : null,
  };
}
