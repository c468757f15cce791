import { lazy, Suspense } from 'react';
import { nowSeconds } from '@mall/contract';
import { bargainOfGoods, bargainParts } from '../../bargain';
import { groupbuyOfGoods, groupbuyParts } from '../../groupbuy';
import { seckillOfGoods, seckillParts } from '../../seckill';
import { topicOfGoods, topicParts } from '../../topics';
import type { GoodsSkuDetail } from '../goods.api';

// Each row loads only for a goods with a running activity of its kind.
const GoodsSeckillRow = lazy(seckillParts.GoodsSeckillRow);
const GoodsGroupbuyRow = lazy(groupbuyParts.GoodsGroupbuyRow);
const GoodsTopicRow = lazy(topicParts.GoodsTopicRow);
const GoodsBargainRow = lazy(bargainParts.GoodsBargainRow);

/** The goods detail's rows of the goods' running activities (秒杀, 团购, 专题, 砍价), each leading to its activity page. */
export function GoodsActivityRows({ sku }: { sku: GoodsSkuDetail }) {
  const now = nowSeconds();
  const seckill = seckillOfGoods(sku.goods_promotion, sku.sku_id, now);
  const groupbuy = groupbuyOfGoods(sku.goods_promotion, sku.sku_id, now);
  const topic = topicOfGoods(sku.goods_promotion, sku.sku_id, now);
  const bargain = bargainOfGoods(sku.goods_promotion, sku.sku_id, now);
  return (
    <>
      {seckill && (
        <Suspense fallback={null}>
          <GoodsSeckillRow seckill={seckill} />
        </Suspense>
      )}
      {groupbuy && (
        <Suspense fallback={null}>
          <GoodsGroupbuyRow groupbuy={groupbuy} />
        </Suspense>
      )}
      {topic && (
        <Suspense fallback={null}>
          <GoodsTopicRow topic={topic} />
        </Suspense>
      )}
      {bargain && (
        <Suspense fallback={null}>
          <GoodsBargainRow bargain={bargain} />
        </Suspense>
      )}
    </>
  );
}
