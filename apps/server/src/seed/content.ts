import { inArray } from 'drizzle-orm';
import type { Db } from '../infra/db/client';
import { help, helpClass, notes, notesGroup, notice } from '../modules/content';
import { goods, sanitizeHtml } from '../modules/goods';
import { shop } from '../modules/shop';
import { goodsIndexByLabel, SEED_TIME } from './plan';

/*
 * Help centre, platform notices and store notes of the demo mall (reference §4.15). Deterministic:
 * times count from SEED_TIME; notes link catalogue goods by their picture label and use their pictures.
 */

const DAY = 86_400;

const HELP: { className: string; articles: { title: string; html: string }[] }[] = [
  {
    className: '购物指南',
    articles: [
      {
        title: '如何注册与登录',
        html:
          '<p>在“我的”页面点击“登录/注册”，可使用<strong>手机号验证码</strong>或<strong>用户名密码</strong>登录。</p>' +
          '<h3>注册步骤</h3><ul><li>输入手机号并获取短信验证码；</li><li>设置6位以上的登录密码；</li><li>阅读并同意《用户注册协议》后完成注册。</li></ul>' +
          '<p>新用户注册成功后即可领取注册礼包。</p>',
      },
      {
        title: '如何下单购买',
        html:
          '<p>找到心仪的商品后，选择规格和数量，点击“立即购买”或先“加入购物车”统一结算。</p>' +
          '<h3>下单流程</h3><ul><li>确认收货地址与配送方式；</li><li>选择可用的优惠券；</li><li>提交订单并在30分钟内完成支付，超时订单将自动关闭。</li></ul>',
      },
      {
        title: '优惠券使用说明',
        html:
          '<p>优惠券可在领券中心、商品详情页和店铺首页领取，领取后在“我的优惠券”中查看。</p>' +
          '<ul><li>满减券需订单金额达到使用门槛；</li><li>店铺券仅限该店铺商品使用，平台券可跨店使用；</li><li>每笔订单每个店铺限用一张店铺券。</li></ul>' +
          '<p style="color: #999999">过期的优惠券将无法使用，请留意有效期。</p>',
      },
    ],
  },
  {
    className: '支付方式',
    articles: [
      {
        title: '支持哪些支付方式',
        html: '<p>商城支持<strong>微信支付</strong>、<strong>支付宝</strong>和<strong>余额支付</strong>。在微信内打开时默认使用微信支付。</p><p>支付成功后可在“我的订单”中查看订单状态。</p>',
      },
      {
        title: '余额与支付密码',
        html:
          '<p>账户余额可用于购物抵扣。为保障资金安全，使用余额支付前需先设置6位数字支付密码。</p>' +
          '<ul><li>设置入口：我的 → 个人资料 → 支付密码；</li><li>忘记支付密码可通过手机验证码重新设置。</li></ul>',
      },
    ],
  },
  {
    className: '配送与售后',
    articles: [
      {
        title: '配送范围与时效',
        html:
          '<p>全国大部分地区均可配送（港澳台及海外地区暂不支持）。</p>' +
          '<h3>发货时效</h3><ul><li>现货商品：下单后48小时内发货；</li><li>生鲜水果：产地直发，一般2至3天送达；</li><li>偏远地区可能延长1至3天。</li></ul>',
      },
      {
        title: '退换货政策',
        html:
          '<p>支持七天无理由退货的商品，在签收后7天内可申请退货，商品需保持完好、不影响二次销售。</p>' +
          '<p>生鲜、定制类商品不支持无理由退货，如有质量问题请在签收后48小时内联系客服。</p>',
      },
      {
        title: '如何申请售后',
        html: '<p>进入“我的订单”，找到对应订单，点击“申请售后”，选择退款原因并上传凭证，提交后商家将在7天内处理。</p>',
      },
    ],
  },
  {
    className: '会员服务',
    articles: [
      {
        title: '会员等级说明',
        html: '<p>会员等级根据成长值自动升级，成长值通过购物、签到等方式获得。等级越高，可享受的会员权益越多。</p>',
      },
      {
        title: '积分获取与使用',
        html: '<ul><li>每日签到可获得积分，连续签到奖励更多；</li><li>确认收货后按订单金额返还积分；</li><li>积分可在积分商城兑换商品或优惠券。</li></ul>',
      },
    ],
  },
];

const NOTICES: { title: string; html: string; isTop?: number; days: number }[] = [
  {
    title: '关于春节期间物流配送安排的公告',
    isTop: 1,
    days: 20,
    html:
      '<p>尊敬的用户：</p><p>春节期间（1月25日至2月5日）部分快递公司暂停揽收，期间下单的订单将于2月6日起陆续发货，生鲜类商品暂停发货。</p>' +
      '<p>给您带来的不便敬请谅解，祝您新春快乐！</p>',
  },
  {
    title: '新店入驻：鲜丰源食品旗舰店正式开业',
    days: 18,
    html: '<p>鲜丰源食品旗舰店正式入驻商城，主营坚果零食、名优茶叶与产地直发水果。</p><p>开业期间全店满99元包邮，欢迎选购。</p>',
  },
  {
    title: '会员积分规则升级公告',
    days: 15,
    html:
      '<p>为回馈广大会员，自本月起积分规则升级：</p><ul><li>每消费1元累计1积分；</li><li>连续签到7天额外奖励20积分；</li><li>积分有效期延长至2年。</li></ul>',
  },
  {
    title: '防范电信诈骗提醒',
    days: 12,
    html:
      '<p>近期有不法分子冒充商城客服，以“订单异常”“退款理赔”为由诱导转账。</p>' +
      '<p><strong>商城客服不会要求您提供银行卡密码或验证码，也不会要求您向个人账户转账。</strong>如遇可疑情况，请通过官方渠道核实。</p>',
  },
  {
    title: '年中大促活动预告',
    days: 8,
    html: '<p>年中大促即将开启，数码家电、服饰美妆、生鲜零食等品类全场低至五折，更有平台优惠券限量发放。</p><p>敬请关注首页活动专区。</p>',
  },
  {
    title: '平台隐私政策更新说明',
    days: 3,
    html: '<p>我们更新了《隐私政策》，进一步说明了个人信息的收集范围与使用方式，并新增了账号注销相关条款。</p><p>更新后的政策自发布之日起生效。</p>',
  },
];

const GROUPS = ['数码测评', '穿搭分享', '美食推荐', '居家好物'];

interface NoteDef {
  group: number;
  title: string;
  abstract: string;
  highlights: string;
  labels: string[];
  paragraphs: string[];
  type?: 'goods_item' | 'shop_say';
  read: number;
  likes: number;
}

const NOTES: NoteDef[] = [
  {
    group: 0,
    title: '星耀X5 5G上手一周：续航和拍照都超出预期',
    abstract: '重度使用一天还剩三成电，夜景模式很能打。',
    highlights: '长续航,夜景拍照,轻薄机身',
    labels: ['X5 5G', 'CASE'],
    paragraphs: [
      '换机之前最担心续航，实际用下来早上出门满电，晚上回家还剩三成左右，刷视频、导航、拍照都没有刻意省电。',
      '夜景模式是惊喜：路灯下的街景噪点控制得不错，暗部细节也保留了下来。',
      '顺手配了一个透明手机壳，不发黄、按键手感清晰，推荐一起入手。',
    ],
    read: 1280,
    likes: 86,
  },
  {
    group: 0,
    title: '通勤降噪耳机怎么选？PRO ANC实测分享',
    abstract: '地铁里开启降噪，世界瞬间安静。',
    highlights: '主动降噪,佩戴舒适,通话清晰',
    labels: ['PRO ANC', 'AIR3'],
    paragraphs: [
      '每天地铁通勤一个多小时，降噪耳机几乎是刚需。PRO ANC 开启降噪后，列车的轰鸣声明显减弱，人声也被压得很低。',
      '佩戴两小时耳朵不胀，通话时对方反馈声音清楚。预算有限的话 AIR3 也是不错的选择。',
    ],
    read: 960,
    likes: 54,
  },
  {
    group: 1,
    title: '春日通勤穿搭：一件纯棉T恤的三种搭法',
    abstract: '基础款也能穿出不同风格。',
    highlights: '纯棉透气,百搭,不易变形',
    labels: ['COTTON', 'JACKET'],
    paragraphs: [
      '纯棉T恤是衣柜里最百搭的单品：单穿清爽，外搭夹克有型，配衬衫叠穿又多了几分层次感。',
      '这件T恤面料厚实不透，洗了几次也没有变形，日常通勤完全够用。',
    ],
    read: 760,
    likes: 41,
    type: 'shop_say',
  },
  {
    group: 1,
    title: '碎花连衣裙＋小白鞋，周末出游就这么穿',
    abstract: '温柔又减龄的出游搭配。',
    highlights: '显瘦版型,轻盈面料',
    labels: ['FLORAL', 'CANVAS'],
    paragraphs: ['碎花连衣裙的收腰设计很显瘦，搭一双帆布鞋走一天也不累，拍照很出片。', '面料轻薄有垂感，春夏都能穿。'],
    read: 1530,
    likes: 120,
  },
  {
    group: 2,
    title: '办公室零食清单：每日坚果和小饼干',
    abstract: '下午三点的能量补给站。',
    highlights: '独立小包装,营养均衡',
    labels: ['DAILY NUTS', 'COOKIES'],
    paragraphs: [
      '每日坚果一袋一天，混合了核桃、腰果、蔓越莓干，独立小包装方便带到公司。',
      '黄油曲奇配一杯茶就是完美的下午茶，不会太甜。',
    ],
    read: 2210,
    likes: 168,
  },
  {
    group: 2,
    title: '赣南脐橙到货开箱：果大汁多，酸甜刚好',
    abstract: '产地直发，三天就送到了。',
    highlights: '产地直发,现摘现发',
    labels: ['ORANGE', 'APPLE'],
    paragraphs: ['箱子里每个橙子都用网套包着，没有磕碰。剥开果肉很饱满，汁水多，甜中带一点点酸。', '顺便买了苹果，脆甜爽口，全家都喜欢。'],
    read: 1890,
    likes: 132,
  },
  {
    group: 3,
    title: '空气炸锅懒人食谱：十分钟搞定早餐',
    abstract: '不用守着锅，省心又少油。',
    highlights: '少油健康,操作简单',
    labels: ['AIR FRYER', 'BLENDER'],
    paragraphs: [
      '前一晚准备好吐司和鸡蛋，早上放进空气炸锅180度烤八分钟，就是一份香脆的鸡蛋吐司。',
      '再用破壁机打一杯豆浆，十分钟就能吃上热乎的早餐。',
    ],
    read: 3020,
    likes: 245,
  },
  {
    group: 3,
    title: '换季收纳小技巧：衣柜瞬间清爽',
    abstract: '透明收纳箱让衣物一目了然。',
    highlights: '大容量,可叠放',
    labels: ['STORAGE', 'BEDDING'],
    paragraphs: ['换季时把厚衣服叠好放进透明收纳箱，贴上标签，叠放在衣柜上层，找衣服一眼就能看到。', '床品也顺便换成了纯棉四件套，亲肤透气。'],
    read: 870,
    likes: 63,
  },
];

export interface ContentSeed {
  /** Ids of the seeded notices in the notice list's order: pinned, then newest (the home notice bar links them). */
  noticeIds: number[];
  noticeTitle(id: number): string;
}

/** Help classes and articles, notices, note groups and notes. */
export const seedContent = async (db: Db, input: { goodsIds: number[] }): Promise<ContentSeed> => {
  const classes = await db
    .insert(helpClass)
    .values(HELP.map((c, k) => ({ className: c.className, sort: k + 1, createTime: SEED_TIME })))
    .returning({ id: helpClass.classId });
  await db.insert(help).values(
    HELP.flatMap((c, k) =>
      c.articles.map((a, j) => ({
        title: a.title,
        classId: classes[k].id,
        content: sanitizeHtml(a.html),
        sort: j + 1,
        createTime: SEED_TIME + k * 100 + j,
        modifyTime: SEED_TIME + k * 100 + j,
      })),
    ),
  );

  const notices = await db
    .insert(notice)
    .values(
      NOTICES.map((n) => ({
        title: n.title,
        content: sanitizeHtml(n.html),
        receivingType: 'mobile,web',
        receivingName: '手机端,电脑端',
        isTop: n.isTop ?? 0,
        createTime: SEED_TIME + DAY * n.days,
        modifyTime: SEED_TIME + DAY * n.days,
      })),
    )
    .returning({ id: notice.id });
  const noticeIds = notices
    .map((n, k) => ({ id: n.id, top: NOTICES[k].isTop ?? 0, days: NOTICES[k].days }))
    .sort((a, b) => b.top - a.top || b.days - a.days)
    .map((n) => n.id);

  const groups = await db
    .insert(notesGroup)
    .values(GROUPS.map((groupName, k) => ({ groupName, sort: k + 1, createTime: SEED_TIME })))
    .returning({ id: notesGroup.groupId });

  // A note is written by the shop selling its first goods; its covers are the goods' first pictures.
  const ids = NOTES.flatMap((n) => n.labels.map((l) => input.goodsIds[goodsIndexByLabel(l)]));
  const goodsRows = await db.select({ id: goods.goodsId, siteId: goods.siteId, image: goods.goodsImage }).from(goods).where(inArray(goods.goodsId, ids));
  const goodsById = new Map(goodsRows.map((g) => [g.id, g]));
  const shops = await db.select({ id: shop.siteId, name: shop.siteName }).from(shop);
  const shopName = new Map(shops.map((s) => [s.id, s.name]));
  await db.insert(notes).values(
    NOTES.map((n, k) => {
      const linked = n.labels.map((l) => goodsById.get(input.goodsIds[goodsIndexByLabel(l)])!);
      const covers = linked.map((g) => g.image.split(',')[0]).filter(Boolean);
      const cover = k % 3 === 0 ? covers : covers.slice(0, 1);
      const html =
        n.paragraphs.map((p, j) => `<p>${p}</p>` + (j === 0 && covers[0] ? `<p><img src="/${covers[0]}" alt="${n.title}" style="width: 100%"></p>` : '')).join('') +
        `<h3>推荐理由</h3><ul>${n.highlights.split(',').map((h) => `<li>${h}</li>`).join('')}</ul>`;
      const time = SEED_TIME + DAY * (10 + k);
      return {
        siteId: linked[0].siteId,
        siteName: shopName.get(linked[0].siteId) ?? '',
        noteType: n.type ?? 'goods_item',
        noteTitle: n.title,
        noteAbstract: n.abstract,
        groupId: groups[n.group].id,
        coverType: cover.length > 1 ? 1 : 0,
        coverImg: cover.join(','),
        goodsIds: linked.map((g) => g.id).join(','),
        goodsHighlights: n.highlights,
        noteContent: sanitizeHtml(html),
        status: 1,
        readNum: n.read,
        dianzanNum: n.likes,
        sort: 0,
        createTime: time,
        releaseTime: time,
      };
    }),
  );
  const titles = new Map(notices.map((n, k) => [n.id, NOTICES[k].title]));
  return { noticeIds, noticeTitle: (id) => titles.get(id) ?? '' };
};
