import { lazy, Suspense, type ReactNode } from 'react';
import { nowSeconds } from '@mall/contract';
import { bargainOfGoods, bargainParts } from '../../bargain';
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
const GoodsBargainRow = lazy(bargainParts.GoodsBargainRow);
const GoodsPresaleRow = lazy(presaleParts.GoodsPresaleRow);
const GoodsWholesaleRow = lazy(wholesaleParts.GoodsWholesaleRow);

const Row = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/**
 * The goods detail's rows of the goods' running activities (秒杀, 团购, 专题, 拼团, 砍价, 预售, 批发), each leading to
 * its activity page.
 */
export function GoodsActivityRows({ sku }: { sku: GoodsSkuDetail }) {
  const now = nowSeconds();
  const list = sku.goods_promotion;
  const seckill = seckillOfGoods(list, sku.sku_id, now);
  const groupbuy = groupbuyOfGoods(list, sku.sku_id, now);
  const topic = topicOfGoods(list, sku.sku_id, now);
  const pintuan = pintuanOfGoods(list, sku.sku_id, now);
  const bargain = bargainOfGoods(list, sku.sku_id, now);
  const presale = presaleOfGoods(list, sku.sku_id, now);
  const wholesale = wholesaleOfGoods(list, sku.goods_id);
  return (
    <>
      {seckill && (
        <Row>
          <GoodsSeckillRow seckill={seckill} />
        </Row>
      )}
      {groupbuy && (
        <Row>
          <GoodsGroupbuyRow groupbuy={groupbuy} />
        </Row>
      )}
      {topic && (
        <Row>
          <GoodsTopicRow topic={topic} />
        </Row>
      )}
      {pintuan && (
        <Row>
          <GoodsPintuanRow pintuan={pintuan} />
        </Row>
      )}
      {bargain && (
        <Row>
          <GoodsBargainRow bargain={bargain} />
        </Row>
      )}
      {presale && (
        <Row>
          <GoodsPresaleRow presale={presale} />
        </Row>
      )}
      {wholesale && (
        <Row>
          <GoodsWholesaleRow wholesale={wholesale} />
        </Row>
      )}
    </>
  );
}
