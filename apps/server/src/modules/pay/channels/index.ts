import { registerPayChannel } from '../pay.channel';
import { alipayChannel } from './alipay';
import { sandboxChannel } from './sandbox';
import { wechatPayChannel } from './wechatpay';

// Listing order of `/api/pay/type`: the real channels first, the sandbox last.
registerPayChannel(wechatPayChannel);
registerPayChannel(alipayChannel);
registerPayChannel(sandboxChannel);

export { alipayChannel, sandboxChannel, wechatPayChannel };
