import type { AgreementResult, Lang } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { getSetting } from '../settings';
import { sanitizeHtml } from '../goods';

/** The registration agreement the demo mall starts with (setting REGISTER_AGREEMENT); operators replace it. */
export const DEFAULT_REGISTER_AGREEMENT: AgreementResult = {
  title: '用户注册协议',
  content: [
    '<p>欢迎您注册成为本商城会员。请您在注册前仔细阅读本协议，您点击同意并完成注册，即表示您已充分理解并接受本协议的全部内容。</p>',
    '<h3>一、账号注册与使用</h3>',
    '<p>1. 您应使用本人真实有效的手机号码或用户名注册，并妥善保管账号、密码及动态验证码，不得将账号转让、出借给他人使用。</p>',
    '<p>2. 因您保管不善造成的账号被盗用、信息泄露等损失由您自行承担；如发现账号被他人使用，请立即修改密码并联系客服。</p>',
    '<h3>二、个人信息保护</h3>',
    '<p>1. 我们仅为提供购物、配送、售后及账号安全服务所必需而收集和使用您的个人信息，并采取合理的安全措施加以保护。</p>',
    '<p>2. 未经您同意，我们不会向第三方提供您的个人信息，法律法规另有规定或为完成您的订单所必需（如向商家、物流提供收货信息）的除外。</p>',
    '<h3>三、用户行为规范</h3>',
    '<p>您在使用本商城服务时应遵守国家法律法规，不得发布违法、侵权或虚假信息，不得利用技术手段恶意下单、刷单或干扰平台正常运营。</p>',
    '<h3>四、交易规则</h3>',
    '<p>商品由入驻店铺或平台自营提供，价格、库存、配送及售后以商品页面和订单信息为准。会员积分、余额等权益按平台公布的规则使用。</p>',
    '<h3>五、账号注销</h3>',
    '<p>您可以在“会员中心—账号注销”中申请注销账号。注销前请处理完订单、售后及账户余额，注销后账号内的资产与权益将无法恢复。</p>',
    '<h3>六、协议修改</h3>',
    '<p>我们可能根据业务需要修改本协议，修改后的协议将在页面公布。您继续使用本商城服务即视为接受修改后的协议。</p>',
  ].join(''),
};

/** The English text of the demo registration agreement, kept under `en-us` in the same setting. */
export const DEFAULT_REGISTER_AGREEMENT_EN: AgreementResult = {
  title: 'User Registration Agreement',
  content: [
    '<p>Welcome to our mall. Please read this agreement before you register; by agreeing and completing the registration you accept all of it.</p>',
    '<h3>1. Your account</h3>',
    '<p>Register with your own mobile number or username and keep your account, password and verification codes safe. Do not transfer or lend your account to anyone.</p>',
    '<h3>2. Personal information</h3>',
    '<p>We collect and use personal information only as needed for shopping, delivery, after-sale service and account security, and we protect it with reasonable security measures. We do not share it with third parties without your consent, except where the law requires it or your order needs it (for example your delivery address for the shop and the carrier).</p>',
    '<h3>3. Conduct</h3>',
    '<p>Obey the law when using the mall. Do not publish illegal, infringing or false information, and do not place fake or automated orders.</p>',
    '<h3>4. Trading</h3>',
    '<p>Goods are sold by the shops in the mall or by the mall itself; prices, stock, delivery and after-sale terms are those shown on the goods page and in your order.</p>',
    '<h3>5. Cancelling your account</h3>',
    '<p>You can apply to cancel your account in the member centre once your orders, after-sale requests and balance are settled. A cancelled account and its assets cannot be restored.</p>',
    '<h3>6. Changes</h3>',
    '<p>We may change this agreement; the new version is published here, and using the mall afterwards means you accept it.</p>',
  ].join(''),
};

/**
 * `{title, content}` from a settings row whose value holds them, in the caller's language: the value may
 * carry a translation under its language key (`{title, content, 'en-us': {title, content}}`). `content`
 * is sanitised HTML.
 */
export const agreementFromSetting = async (db: Db, key: string, fallback: AgreementResult, lang?: Lang): Promise<AgreementResult> => {
  const row = await getSetting(db, key);
  const translated = lang ? row.value[lang] : undefined;
  const v = translated && typeof translated === 'object' ? (translated as Record<string, unknown>) : row.value;
  const title = typeof v.title === 'string' && v.title.trim() ? v.title : fallback.title;
  const content = typeof v.content === 'string' ? v.content : fallback.content;
  return { title, content: sanitizeHtml(content) };
};
