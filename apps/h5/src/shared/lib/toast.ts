import { TOAST_DURATION_MS } from '@mall/contract';

type ToastModule = typeof import('antd-mobile/es/components/toast');

let loading: Promise<ToastModule> | null = null;
/** Toast is loaded on first use so the first screen does not pay for it. */
const loadToast = (): Promise<ToastModule> => (loading ??= import('antd-mobile/es/components/toast'));

export interface ToastOptions {
  /** Default 1500 ms (spec §9). */
  duration?: number;
  /** Default 'bottom' (spec §8: server messages at the bottom). */
  position?: 'top' | 'bottom' | 'center';
  icon?: 'success' | 'fail' | 'loading';
}

/** Shows a short message; the one toast helper of the app. */
export const toast = (message: string, opts: ToastOptions = {}): Promise<void> => {
  if (!message) return Promise.resolve();
  return loadToast().then(
    (m) => {
      m.default.show({
        content: message,
        duration: opts.duration ?? TOAST_DURATION_MS,
        position: opts.position ?? 'bottom',
        icon: opts.icon,
      });
    },
    () => {
      loading = null;
    },
  );
};

/** Closes any visible toast. */
export const clearToast = (): void => {
  void loadToast().then((m) => m.default.clear(), () => undefined);
};
