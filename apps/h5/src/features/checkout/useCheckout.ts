import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OrderCalculateResult } from '@mall/contract';
import { cachedLocation } from '../store';
import { fetchCalculate, fetchPayment } from './checkout.api';
import { buildCalcParams, emptyChoices, type CalcParams, type CheckoutChoices, type CheckoutEntry } from './model/checkout';

/** Quiet time after a change before `calculate` is asked (several quick taps make one call). */
export const CALC_DEBOUNCE_MS = 250;

export interface CheckoutState {
  /** The latest answer of payment / calculate. */
  data: OrderCalculateResult | null;
  /** The first view (payment) failed. */
  loadError: unknown;
  retryLoad: () => void;
  choices: CheckoutChoices;
  /** Applies a change of the shopper's choices; calculate follows (debounced, one call in flight). */
  change: (fn: (c: CheckoutChoices) => CheckoutChoices) => void;
  /** A change is waiting for or being priced by calculate. */
  calculating: boolean;
  /** The last calculate failed (the totals shown are from before). */
  calcError: unknown;
  /** Params of the current choices (the base of create). */
  params: CalcParams | null;
}

/**
 * The payment page's data: `/api/ordercreate/payment` once, then `/api/ordercreate/calculate` after every
 * change of the choices — debounced, never two at once (a change during a call asks again when it ends, and
 * only the answer for the latest choices is shown). `onCalcError` hears each failed calculate.
 */
export const useCheckout = (
  entry: CheckoutEntry | null,
  initialAddressId: number | null,
  onCalcError: (err: unknown) => void,
): CheckoutState => {
  const [choices, setChoices] = useState<CheckoutChoices>(() => emptyChoices(initialAddressId));
  const [data, setData] = useState<OrderCalculateResult | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [calcError, setCalcError] = useState<unknown>(null);
  const [calculating, setCalculating] = useState(initialAddressId !== null);
  // 0 = nothing to price beyond payment; an address chosen in the address book is priced right after it
  const [version, setVersion] = useState(initialAddressId === null ? 0 : 1);
  const [attempt, setAttempt] = useState(0);
  const location = useMemo(() => cachedLocation(), []);
  const entryKey = entry ? JSON.stringify(entry) : '';

  const params = useMemo(() => (entry ? buildCalcParams(entry, choices, location) : null), [entry, choices, location]);
  const latest = useRef(params);
  latest.current = params;
  const errorRef = useRef(onCalcError);
  errorRef.current = onCalcError;
  const inFlight = useRef(false);
  const dirty = useRef(false);
  const timerPending = useRef(false);

  useEffect(() => {
    if (!entry) return;
    let alive = true;
    setLoadError(null);
    fetchPayment(buildCalcParams(entry, emptyChoices(), location))
      .then((r) => {
        if (alive) setData(r);
      })
      .catch((e: unknown) => {
        if (alive) setLoadError(e ?? new Error('payment'));
      });
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one first view per entry and retry
  }, [entryKey, attempt, location]);

  const run = useCallback(async () => {
    if (inFlight.current) {
      dirty.current = true;
      return;
    }
    inFlight.current = true;
    setCalculating(true);
    try {
      do {
        dirty.current = false;
        const p = latest.current;
        if (!p) break;
        try {
          const r = await fetchCalculate(p);
          if (!dirty.current) {
            setData(r);
            setCalcError(null);
          }
        } catch (e) {
          if (!dirty.current) {
            setCalcError(e ?? new Error('calculate'));
            errorRef.current(e);
          }
        }
      } while (dirty.current);
    } finally {
      inFlight.current = false;
      if (!timerPending.current) setCalculating(false);
    }
  }, []);

  const ready = data !== null;
  useEffect(() => {
    if (version === 0 || !ready) return;
    timerPending.current = true;
    const timer = setTimeout(() => {
      timerPending.current = false;
      void run();
    }, CALC_DEBOUNCE_MS);
    return () => {
      timerPending.current = false;
      clearTimeout(timer);
    };
  }, [version, ready, run]);

  const change = useCallback((fn: (c: CheckoutChoices) => CheckoutChoices) => {
    setChoices(fn);
    setVersion((v) => v + 1);
    setCalculating(true);
  }, []);

  const retryLoad = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    data,
    loadError,
    retryLoad,
    choices,
    change,
    calculating: calculating || (version > 0 && !ready && !loadError),
    calcError,
    params,
  };
};
