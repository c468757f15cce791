import { useQuery } from '@tanstack/react-query';
import { useNamespaceTexts } from '../../../shared/lib/namespaceTexts';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { Price } from '../../../shared/ui/Price';
import { PromoBlock, PromoCard } from '../../../shared/ui/PromoBlock';
import { groupbuyFirstQuery } from '../groupbuy.api';

/** Goods the block shows unless the operator set a count. */
const BLOCK_GOODS = 6;
const MAX_GOODS = 20;

/** The block's own data (Niushop's editor): a goods count, and the goods picked by hand for the 'diy' source. */
const blockParams = (block: Record<string, unknown>): { count: number; goodsIds?: string } => {
  const n = Math.floor(Number(block.goodsCount));
  const count = Number.isFinite(n) && n > 0 ? Math.min(n, MAX_GOODS) : BLOCK_GOODS;
  const ids = (Array.isArray(block.goodsId) ? block.goodsId : []).map(Number).filter((v) => Number.isInteger(v) && v > 0);
  return block.sources === 'diy' && ids.length > 0 ? { count, goodsIds: ids.join(',') } : { count };
};

/**
 * DIY `Groupbuy` block: the first groupbuys (or those of the goods the operator picked) with their groupbuy price
 * over the original and 起购 N 件, in the frame every promotion block shares; 更多 opens the groupbuy list. Nothing
 * at all when there is no groupbuy.
 */
export default function GroupbuyBlock({ block }: { block: object }) {
  const { t } = useTranslation();
  const { go } = useGo();
  // the home screen starts with the core messages only; the blocks' texts come with their own small namespace
  const textsReady = useNamespaceTexts('promoblock', 'promoblock.more');
  const { count, goodsIds } = blockParams(block as Record<string, unknown>);
  const goods = useQuery(groupbuyFirstQuery(count, goodsIds));

  if (!goods.data || goods.data.length === 0 || !textsReady) return null;
  return (
    <PromoBlock
      testId="diy-groupbuy"
      title={t('promoblock.groupbuyTitle')}
      more={t('promoblock.more')}
      onMore={() => go('groupbuyList')}
      count={goods.data.length}
    >
      {goods.data.map((g) => (
        <PromoCard
          key={g.groupbuy_id}
          testId="diy-groupbuy-goods"
          image={g.sku_image || g.goods_image}
          name={g.goods_name}
          note={t('promoblock.groupbuyMinBuy', { count: g.buy_num })}
          price={
            <>
              <Price value={g.groupbuy_price} size="sm" />
              <Price value={g.price} size="sm" del />
            </>
          }
          action={t('promoblock.groupbuyGo')}
          onOpen={() => go('groupbuyDetail', { groupbuy_id: g.groupbuy_id })}
        />
      ))}
    </PromoBlock>
  );
}
