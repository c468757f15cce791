import { useCallback, useEffect, useRef, useState } from 'react';

/** How far "info" may bounce with `{type:'again'}` before a promotion detail gives up (each names a SKU of it). */
export const MAX_AGAIN = 3;

/**
 * A promotion detail's SKU switch (seckill, groupbuy, topic): asks the promotion's "info" for the picked SKU,
 * follows `{type:'again', sku_id}` a few times, and keeps the answer (with the base SKU's rich text when the answer
 * has none). A failed request leaves the current SKU; the request client has shown the server's message.
 */
export function usePromotionSkuSwitch<T extends { goods_content?: string | null }, A extends { sku_id: number }>(
  isAgain: (v: T | A) => v is A,
) {
  const [switched, setSwitched] = useState<T | null>(null);
  const [switching, setSwitching] = useState(false);

  const switchSku = async (first: number | null, fetchInfo: (skuId: number) => Promise<T | A>, baseContent: T['goods_content']) => {
    let next = first;
    if (next === null || switching) return;
    setSwitching(true);
    try {
      for (let i = 0; i < MAX_AGAIN && next !== null; i++) {
        const answer = await fetchInfo(next);
        if (isAgain(answer)) {
          next = answer.sku_id === next ? null : answer.sku_id;
          continue;
        }
        setSwitched({ ...answer, goods_content: answer.goods_content || baseContent });
        break;
      }
    } catch {
      // the request client showed the server's message; the current SKU stays
    } finally {
      setSwitching(false);
    }
  };

  return { switched, setSwitched, switching, switchSku };
}

/**
 * Opens a promotion detail on the SKU a link names (`&sku_id=`, reference §7) when it is in the activity: once the
 * base SKU is known and differs, asks "info" for the named one and keeps its answer; an `again` answer or a failure
 * leaves the base SKU.
 */
export function useAskedSku<T, A>(
  askedSku: number,
  baseSku: number,
  fetchInfo: (skuId: number) => Promise<T | A>,
  isAgain: (v: T | A) => v is A,
  setSwitched: (v: NoInfer<T>) => void,
): void {
  const fetchRef = useRef(fetchInfo);
  fetchRef.current = fetchInfo;
  const againRef = useRef(isAgain);
  againRef.current = isAgain;
  useEffect(() => {
    if (askedSku <= 0 || baseSku <= 0 || askedSku === baseSku) return;
    let live = true;
    fetchRef.current(askedSku).then(
      (answer) => {
        if (live && !againRef.current(answer)) setSwitched(answer);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [askedSku, baseSku, setSwitched]);
}

/**
 * Calls `onTurn` when a promotion's state (by the server clock) turns, e.g. a countdown runs out and it opens or
 * ends: the page then asks the server what holds now. Not on the first state seen.
 */
export function useOnStateTurn(liveState: string | null, onTurn: () => void): void {
  const seenState = useRef(liveState);
  const turn = useRef(onTurn);
  turn.current = onTurn;
  useEffect(() => {
    const before = seenState.current;
    seenState.current = liveState;
    if (before !== null && liveState !== null && before !== liveState) turn.current();
  }, [liveState]);
}

/** A promotion detail's SKU picker: whether it shows, and whether it was ever opened (it is drawn from then on). */
export interface PromotionPicker {
  open: boolean;
  mounted: boolean;
  show: () => void;
  hide: () => void;
}

/** The open state of a promotion detail's SKU picker, which stays mounted after its first opening so it can animate out. */
export function usePromotionPicker(): PromotionPicker {
  const [state, setState] = useState({ open: false, mounted: false });
  const show = useCallback(() => setState({ open: true, mounted: true }), []);
  const hide = useCallback(() => setState((p) => ({ ...p, open: false })), []);
  return { ...state, show, hide };
}
