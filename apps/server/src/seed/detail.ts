import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BUNDLING_STATUS,
  EVALUATE_AUDIT,
  EVALUATE_EXPLAIN_TYPE,
  GOODS_STATE,
  MANJIAN_GOODS_TYPE,
  MANJIAN_STATUS,
  MANJIAN_TYPE,
} from '@mall/contract';
import type { Db } from '../infra/db/client';
import { putSetting } from '../modules/settings';
import { goodsEvaluate } from '../modules/evaluate';
import { goods, goodsSku } from '../modules/goods';
import { promotionBundling, promotionBundlingGoods, promotionManjian } from '../modules/promotion';
import { SEED_TIME, prng } from './plan';

const XT = EVALUATE_EXPLAIN_TYPE;

/**
 * Detail-page data: reviews (with pictures, follow-ups and shop replies) for the first goods, the
 * review / after-sale / customer-service settings, one shop's full-reduction rule and one combo.
 * Deterministic; a few queries whatever the catalogue size.
 */

const REVIEWERS = [
  '李小明',
  '王芳',
  '张伟',
  '刘洋',
  '陈静',
  '杨帆',
  '赵磊',
  '黄丽',
  '周杰',
  '吴敏',
  '徐婷',
  '孙浩',
  '马超',
  '朱琳',
  '胡斌',
  '郭晓',
];

const GOOD = [
  '质量很好，和描述的一模一样，包装也很用心，物流第二天就到了，非常满意！',
  '做工精细，手感不错，性价比很高，已经推荐给朋友了。',
  '第二次回购了，品质一直稳定，客服回复也很及时。',
  '收到货第一时间试了，效果超出预期，好评！',
  '颜色和图片一致，没有色差，尺寸也合适，家里人都说好。',
  '发货速度快，快递小哥态度好，东西也没问题，五星好评。',
  '用了几天才来评价，整体体验很好，细节处理得很到位。',
];
const MID = [
  '东西还可以，就是物流稍微慢了点，等了四天才到。',
  '整体一般，和价格相符，包装有点简陋。',
  '质量中规中矩，没有特别惊艳的地方。',
];
const BAD = ['收到的时候外包装有破损，联系客服后给补发了，希望下次注意。'];
const AGAIN = [
  '用了一个月再来追评，依旧很好用，没有任何问题。',
  '追评：家人很喜欢，准备再买一份送朋友。',
  '使用一段时间后感觉更好了，值得购买。',
];
const EXPLAIN = [
  '感谢亲的支持与认可，我们会继续努力，期待您再次光临！',
  '非常抱歉给您带来不好的体验，我们已经改进包装，欢迎随时联系客服。',
];
const AGAIN_EXPLAIN = '谢谢亲的追评，祝您生活愉快！';

const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)];

export const AFTERSALE_DOC = {
  title: '售后保障',
  content:
    '<p><strong>正品保障</strong>：商城所售商品均由入驻商家提供正规渠道货源，支持专柜验货。</p>' +
    '<p><strong>7天无理由退换</strong>：签收之日起7天内，商品完好、配件齐全且不影响二次销售的，可申请无理由退换货。</p>' +
    '<p><strong>质量问题</strong>：签收后15天内出现非人为质量问题，可申请换货或退货，来回运费由商家承担。</p>' +
    '<p><strong>退款时效</strong>：商家确认收到退货后，退款在1–3个工作日内原路退回。</p>' +
    '<p>生鲜、定制类及已拆封的贴身衣物等特殊商品不支持无理由退换，详情以商品页说明为准。</p>',
};

export const AFTERSALE_DOC_EN = {
  title: 'After-sale guarantee',
  content:
    '<p><strong>Genuine goods</strong>: every item comes from the shop through official channels.</p>' +
    '<p><strong>7-day returns</strong>: within 7 days of receipt, items in resaleable condition with all parts may be returned without a reason.</p>' +
    '<p><strong>Quality problems</strong>: within 15 days of receipt, items with a quality defect may be exchanged or returned; the shop pays shipping both ways.</p>' +
    '<p><strong>Refund time</strong>: once the shop confirms the return, the money goes back to the original payment method within 1–3 working days.</p>' +
    '<p>Fresh food, custom-made items and opened underwear cannot be returned without a reason; see each goods page.</p>',
};

export const seedDetail = async (db: Db): Promise<void> => {
  await putSetting(db, 'EVALUATE_CONFIG', { evaluate_status: 1, evaluate_show: 1, evaluate_audit: 0 });
  await putSetting(db, 'GOODS_AFTERSALE', { ...AFTERSALE_DOC, 'en-us': AFTERSALE_DOC_EN });
  await putSetting(db, 'SERVICER_CONFIG', { h5: { type: 'none', third_url: '' }, service_phone: '400-888-1688' });

  // Reviews for the first 40 goods of the catalogue.
  const list = await db
    .select({ goodsId: goods.goodsId, siteId: goods.siteId, websiteId: goods.websiteId, image: goods.goodsImage })
    .from(goods)
    .orderBy(asc(goods.goodsId))
    .limit(40);
  if (list.length === 0) return;
  const skus = await db
    .select({
      skuId: goodsSku.skuId,
      goodsId: goodsSku.goodsId,
      skuName: goodsSku.skuName,
      price: goodsSku.discountPrice,
      image: goodsSku.skuImage,
    })
    .from(goodsSku)
    .where(
      inArray(
        goodsSku.goodsId,
        list.map((g) => g.goodsId),
      ),
    )
    .orderBy(asc(goodsSku.skuId));
  const rand = prng(20250412);
  const rows: (typeof goodsEvaluate.$inferInsert)[] = [];
  list.forEach((g, gi) => {
    const own = skus.filter((s) => s.goodsId === g.goodsId);
    if (own.length === 0) return;
    const pictures = g.image.split(',').filter(Boolean);
    // The first goods always has a full page of reviews; the others 0–7.
    const n = gi === 0 ? 14 : Math.floor(rand() * 8);
    for (let k = 0; k < n; k++) {
      const sku = pick(own, rand);
      const roll = rand();
      const explainType = roll < 0.8 ? XT.GOOD : roll < 0.95 ? XT.NEUTRAL : XT.BAD;
      const scores = explainType === XT.GOOD ? (rand() < 0.7 ? 5 : 4) : explainType === XT.NEUTRAL ? 3 : 1;
      const created = SEED_TIME + (gi * 7 + k * 3) * 86_400 + Math.floor(rand() * 80_000);
      const withPics = rand() < 0.45 && pictures.length > 0;
      const withAgain = rand() < 0.3;
      rows.push({
        goodsId: g.goodsId,
        skuId: sku.skuId,
        siteId: g.siteId,
        websiteId: g.websiteId,
        skuName: sku.skuName,
        skuPrice: sku.price,
        skuImage: sku.image,
        memberName: pick(REVIEWERS, rand),
        isAnonymous: rand() < 0.25 ? 1 : 0,
        content: explainType === XT.GOOD ? pick(GOOD, rand) : explainType === XT.NEUTRAL ? pick(MID, rand) : pick(BAD, rand),
        images: withPics ? pictures.slice(0, 1 + Math.floor(rand() * Math.min(3, pictures.length))).join(',') : '',
        scores,
        explainType,
        explainFirst: rand() < 0.35 || explainType === XT.BAD ? EXPLAIN[explainType === XT.GOOD ? 0 : 1] : '',
        againContent: withAgain ? pick(AGAIN, rand) : '',
        againImages: withAgain && withPics && rand() < 0.5 ? pictures[pictures.length - 1] : '',
        againExplain: withAgain && rand() < 0.5 ? AGAIN_EXPLAIN : '',
        againTime: withAgain ? created + (10 + Math.floor(rand() * 20)) * 86_400 : 0,
        isShow: 1,
        // One in twenty waits for approval and is not shown.
        isAudit: rand() < 0.05 ? EVALUATE_AUDIT.WAITING : EVALUATE_AUDIT.APPROVED,
        createTime: created,
      });
    }
  });
  if (rows.length > 0) await db.insert(goodsEvaluate).values(rows);
  await db.execute(sql`
    update goods g set evaluate = c.n
    from (select goods_id, count(*)::int as n from goods_evaluate where is_show = 1 and is_audit = 1 group by goods_id) c
    where g.goods_id = c.goods_id`);

  // The first goods' shop runs a full reduction over all its goods.
  const first = list[0];
  await db.insert(promotionManjian).values({
    siteId: first.siteId,
    manjianName: '店铺满减',
    type: MANJIAN_TYPE.MONEY,
    goodsType: MANJIAN_GOODS_TYPE.ALL,
    ruleJson: JSON.stringify([
      { money: '99.00', discount_money: '10.00' },
      { money: '199.00', discount_money: '25.00', free_shipping: 1 },
      { money: '399.00', discount_money: '60.00', free_shipping: 1 },
    ]),
    status: MANJIAN_STATUS.RUNNING,
    startTime: SEED_TIME,
    endTime: SEED_TIME + 10 * 365 * 86_400,
    remark: '全店商品参与',
    createTime: SEED_TIME,
  });

  // One combo: the first three goods on sale of the first goods' shop (default SKUs).
  const sameShop = await db
    .select({ skuId: goods.skuId, price: goods.discountPrice })
    .from(goods)
    .where(and(eq(goods.siteId, first.siteId), eq(goods.goodsState, GOODS_STATE.ON), eq(goods.isVirtual, 0)))
    .orderBy(asc(goods.goodsId))
    .limit(3);
  if (sameShop.length >= 2) {
    const total = sameShop.reduce((sum, g) => sum + g.price, 0);
    // 12% off, rounded down to whole yuan.
    const blPrice = Math.floor((total * 0.88) / 100) * 100;
    const [bl] = await db
      .insert(promotionBundling)
      .values({
        siteId: first.siteId,
        blName: '超值组合套餐',
        blPrice,
        shippingFeeType: 1,
        status: BUNDLING_STATUS.ON,
        createTime: SEED_TIME,
      })
      .returning({ id: promotionBundling.blId });
    let left = blPrice;
    await db.insert(promotionBundlingGoods).values(
      sameShop.map((g, i) => {
        // The combo price split pro rata; the last item takes the rounding.
        const share = i === sameShop.length - 1 ? left : Math.floor((g.price * blPrice) / total);
        left -= share;
        return { blId: bl.id, siteId: first.siteId, skuId: g.skuId, promotionPrice: share };
      }),
    );
  }
};
