import type { OnlinePayType } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import type { PayChannel } from '../pay.channel';
import { alipayChannel } from './alipay';
import { sandboxChannel } from './sandbox';
import { wechatPayChannel } from './wechatpay';

/** Every channel, in the listing order of `/api/pay/type`: the real channels first, the sandbox last. */
export const PAY_CHANNELS: readonly PayChannel[] = [wechatPayChannel, alipayChannel, sandboxChannel];

export const payChannel = (name: string): PayChannel | undefined => PAY_CHANNELS.find((c) => c.name === name);

/** Names of the channels usable for `appType`, in listing order. */
export const enabledChannels = async (db: Db, appType: string): Promise<OnlinePayType[]> => {
  const out: OnlinePayType[] = [];
  for (const ch of PAY_CHANNELS) if (await ch.enabledFor(appType, db)) out.push(ch.name);
  return out;
};

export { alipayChannel, sandboxChannel, wechatPayChannel };
