import { Suspense, type ReactNode } from 'react';
import { preloadable } from '../../../shared/lib/preloadable';
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
const GoodsSeckillRow = preloadable(seckillParts.GoodsSeckillRow);
const GoodsGroupbuyRow = preloadable(groupbuyParts.GoodsGroupbuyRow);
const GoodsTopicRow = preloadable(topicParts.GoodsTopicRow);
const GoodsPintuanRow = preloadable(pintuanParts.GoodsPintuanRow);
const GoodsBargainRow = preloadable(bargainParts.GoodsBargainRow);
const GoodsPresaleRow = preloadable(presaleParts.GoodsPresaleRow);
const GoodsWholesaleRow = preloadable(wholesaleParts.GoodsWholesaleRow);

const Row = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/**
 * The goods detail's rows of the goods' running activities (秒杀, 团购, 专题, 拼团, 砍价, 预售, 批发), each leading to
 * its activity page.
 */
const activitiesOf = (sku: GoodsSkuDetail) => {
  const now = nowSeconds();
  const list = sku.goods_promotion;
  return {
    seckill: seckillOfGoods(list, sku.sku_id, now),
    groupbuy: groupbuyOfGoods(list, sku.sku_id, now),
    topic: topicOfGoods(list, sku.sku_id, now),
    pintuan: pintuanOfGoods(list, sku.sku_id, now),
    bargain: bargainOfGoods(list, sku.sku_id, now),
    presale: presaleOfGoods(list, sku.sku_id, now),
    wholesale: wholesaleOfGoods(list, sku.goods_id),
  };
};

/** Loads the code of the rows this SKU shows (for the first render of a landing goods detail). */
export const preloadActivityRows = (sku: GoodsSkuDetail): Promise<unknown> => {
  const a = activitiesOf(sku);
  const rows = [
    a.seckill && GoodsSeckillRow,
    a.groupbuy && GoodsGroupbuyRow,
    a.topic && GoodsTopicRow,
    a.pintuan && GoodsPintuanRow,
    a.bargain && GoodsBargainRow,
    a.presale && GoodsPresaleRow,
    a.wholesale && GoodsWholesaleRow,
  ];
  return Promise.all(rows.flatMap((row) => (row ? [row.preload()] : [])));
};

export function GoodsActivityRows({ sku }: { sku: GoodsSkuDetail }) {
  const { seckill, groupbuy, topic, pintuan, bargain, presale, wholesale } = activitiesOf(sku);
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
