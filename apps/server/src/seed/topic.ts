import { and, asc, eq, gt, notInArray } from 'drizzle-orm';
import { GOODS_STATE, PROMOTION_STATUS } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { goods, goodsSku } from '../modules/goods';
import { promotionActivity, promotionActivitySku, topicKind } from '../modules/promotion';
import { SEED_TIME } from './plan';

const DAY = 86_400;

/** The demo topics: each its banner (the home banners), its page colour, a remark and its share of the price off. */
const TOPICS = [
  { name: '好物专场', adv: 'upload/diy/banner_1.jpg', color: '#fde7d9', remark: '精选好物，专题价限时抢', rate: 0.8 },
  { name: '品质生活节', adv: 'upload/diy/banner_2.jpg', color: '#dcefff', remark: '品质好货，低至七五折', rate: 0.75 },
];
const GOODS_PER_TOPIC = 6;

/**
 * Two running topics of the shop (open for years), each with the default SKUs of six of its goods (not the ones on
 * seckill) at a topic price, up to 200 units each and no per-member limit.
 */
export const seedTopics = async (db: Db, siteId: number): Promise<void> => {
  const onSeckill = db.select({ id: promotionActivitySku.goodsId }).from(promotionActivitySku);
  const picked = await db
    .select({ goodsId: goods.goodsId, skuId: goodsSku.skuId, price: goodsSku.discountPrice, stock: goodsSku.stock })
    .from(goods)
    .innerJoin(goodsSku, eq(goodsSku.skuId, goods.skuId))
    .where(
      and(
        eq(goods.siteId, siteId),
        eq(goods.goodsState, GOODS_STATE.ON),
        eq(goods.isVirtual, 0),
        gt(goodsSku.stock, 10),
        notInArray(goods.goodsId, onSeckill),
      ),
    )
    .orderBy(asc(goods.goodsId))
    .limit(GOODS_PER_TOPIC * TOPICS.length);
  for (const [i, t] of TOPICS.entries()) {
    const mine = picked.slice(i * GOODS_PER_TOPIC, (i + 1) * GOODS_PER_TOPIC);
    if (mine.length === 0) return;
    const [a] = await db
      .insert(promotionActivity)
      .values({
        kind: topicKind.kind,
        siteId,
        name: t.name,
        startTime: SEED_TIME,
        endTime: SEED_TIME + 10 * 365 * DAY,
        status: PROMOTION_STATUS.RUNNING,
        rules: { topic_adv: t.adv, bg_color: t.color },
        remark: t.remark,
        createTime: SEED_TIME + i,
        modifyTime: SEED_TIME + i,
      })
      .returning({ id: promotionActivity.activityId });
    await db.insert(promotionActivitySku).values(
      mine.map((g) => ({
        activityId: a!.id,
        kind: topicKind.kind,
        siteId,
        goodsId: g.goodsId,
        skuId: g.skuId,
        price: Math.max(1, Math.round(g.price * t.rate)),
        stock: Math.min(200, g.stock),
      })),
    );
  }
};
