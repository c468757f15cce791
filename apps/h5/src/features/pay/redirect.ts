import type { WechatJsapiPayData } from '@mall/contract';

/** Leaves the app for a hosted cashier (its own module so tests can replace it). */
export const leaveTo = (url: string): void => {
  window.location.assign(url);
};

type BridgeAnswer = { err_msg?: string };
interface WeixinBridge {
  invoke(name: string, data: WechatJsapiPayData, cb: (answer: BridgeAnswer) => void): void;
}

/**
 * WeChat's in-browser payment sheet. Resolves 'ok' / 'cancel' / 'fail', or 'unavailable' outside WeChat
 * (no `WeixinJSBridge`).
 */
export const wechatJsapiPay = (data: WechatJsapiPayData): Promise<'ok' | 'cancel' | 'fail' | 'unavailable'> => {
  const bridge = (window as unknown as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge;
  if (!bridge) return Promise.resolve('unavailable');
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', data, (answer) => {
      const msg = String(answer?.err_msg ?? '');
      resolve(msg.endsWith(':ok') ? 'ok' : msg.endsWith(':cancel') ? 'cancel' : 'fail');
    });
  });
};
