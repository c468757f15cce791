import { useQuery } from '@tanstack/react-query';
import { useNamespaceTexts } from '../../../shared/lib/namespaceTexts';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { Img } from '../../../shared/ui/Img';
import { Price } from '../../../shared/ui/Price';
import { groupbuyFirstQuery } from '../groupbuy.api';
import s from './GroupbuyBlock.module.css';

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
 * over the original and 起购 N 件; 更多 opens the groupbuy list. Nothing at all when there is no groupbuy.
 */
export default function GroupbuyBlock({ block }: { block: object }) {
  const { t } = useTranslation();
  const { go } = useGo();
  // the home screen starts with the core messages only; the groupbuy texts come with their namespace
  const textsReady = useNamespaceTexts('groupbuy', 'groupbuy.blockTitle');
  const { count, goodsIds } = blockParams(block as Record<string, unknown>);
  const goods = useQuery(groupbuyFirstQuery(count, goodsIds));

  if (!goods.data || goods.data.length === 0 || !textsReady) return null;
  return (
    <section className={s.block} data-testid="diy-groupbuy">
      <div className={s.head}>
        <h3 className={s.title}>{t('groupbuy.blockTitle')}</h3>
        <button type="button" className={s.more} onClick={() => go('groupbuyList')} data-testid="diy-groupbuy-more">
          {t('groupbuy.more')}
        </button>
      </div>
      <div className={s.row}>
        {goods.data.map((g) => (
          <button
            type="button"
            key={g.groupbuy_id}
            className={s.item}
            onClick={() => go('groupbuyDetail', { groupbuy_id: g.groupbuy_id })}
            data-testid="diy-groupbuy-goods"
          >
            <Img path={g.sku_image || g.goods_image} size="mid" alt={g.goods_name} ratio={1} className={s.image} />
            <span className={s.name}>{g.goods_name}</span>
            <span className={s.min}>{t('groupbuy.minBuy', { count: g.buy_num })}</span>
            <Price value={g.groupbuy_price} size="sm" />
            <Price value={g.price} size="sm" del />
          </button>
        ))}
      </div>
    </section>
  );
}
