import { lazy, Suspense } from 'react';
import { nowSeconds } from '@mall/contract';
import { groupbuyOfGoods, groupbuyParts } from '../../groupbuy';
import { pintuanOfGoods, pintuanParts } from '../../pintuan';
import { presaleOfGoods, presaleParts } from '../../presale';
import { seckillOfGoods, seckillParts } from '../../seckill';
import { topicOfGoods, topicParts } from '../../topics';
import { wholesaleOfGoods, wholesaleParts } from '../../wholesale';
import type { GoodsSkuDetail } from '../goods.api';

// Each row loads only for a goods with a running activity of its kind.
const GoodsSeckillRow = lazy(seckillParts.GoodsSeckillRow);
const GoodsGroupbuyRow = lazy(groupbuyParts.GoodsGroupbuyRow);
const GoodsTopicRow = lazy(topicParts.GoodsTopicRow);
const GoodsPintuanRow = lazy(pintuanParts.GoodsPintuanRow);
const GoodsPresaleRow = lazy(presaleParts.GoodsPresaleRow);
const GoodsWholesaleRow = lazy(wholesaleParts.GoodsWholesaleRow);

/** The goods detail's rows of the goods' running activities (秒杀, 团购, 专题, 拼团, 预售, 批发), each leading to its activity page. */
export function GoodsActivityRows({ sku }: { sku: GoodsSkuDetail }) {
  const now = nowSeconds();
  const seckill = seckillOfGoods(sku.goods_promotion, sku.sku_id, now);
  const groupbuy = groupbuyOfGoods(sku.goods_promotion, sku.sku_id, now);
  const topic = topicOfGoods(sku.goods_promotion, sku.sku_id, now);
  const pintuan = pintuanOfGoods(sku.goods_promotion, sku.sku_id, now);
  const presale = presaleOfGoods(sku.goods_promotion, sku.sku_id, now);
  const wholesale = wholesaleOfGoods(sku.goods_promotion, sku.goods_id);
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
      {pintuan && (
        <Suspense fallback={null}>
          <GoodsPintuanRow pintuan={pintuan} />
        </Suspense>
      )}
      {presale && (
        <Suspense fallback={null}>
          <GoodsPresaleRow presale={presale} />
        </Suspense>
      )}
      {wholesale && (
        <Suspense fallback={null}>
          <GoodsWholesaleRow wholesale={wholesale} />
        </Suspense>
      )}
    </>
  );
}
