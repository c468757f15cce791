import { useQuery } from '@tanstack/react-query';
import { useNamespaceTexts } from '../../../shared/lib/namespaceTexts';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { Price } from '../../../shared/ui/Price';
import { PromoBlock, PromoCard, promoBlockCount } from '../../../shared/ui/PromoBlock';
import { wholesaleFirstQuery } from '../wholesale.api';

/**
 * DIY `Wholesale` block: the wholesale goods with their lowest tier price over the original and N件起批; a goods
 * opens its wholesale page, 更多 the wholesale list. Nothing at all when nothing is sold by wholesale.
 */
export default function WholesaleBlock({ block }: { block: object }) {
  const { t } = useTranslation();
  const { go } = useGo();
  // the home screen starts with the core messages only; the blocks' texts come with their own small namespace
  const textsReady = useNamespaceTexts('promoblock', 'promoblock.more');
  const goods = useQuery(wholesaleFirstQuery(promoBlockCount(block)));

  if (!goods.data || goods.data.length === 0 || !textsReady) return null;
  return (
    <PromoBlock
      testId="diy-wholesale"
      title={t('promoblock.wholesaleTitle')}
      more={t('promoblock.more')}
      onMore={() => go('wholesaleList')}
      count={goods.data.length}
    >
      {goods.data.map((g) => (
        <PromoCard
          key={g.wholesale_goods_id}
          testId="diy-wholesale-goods"
          image={g.sku_image || g.goods_image}
          name={g.goods_name}
          note={t('promoblock.wholesaleMinNum', { count: g.min_num })}
          price={
            <>
              <Price value={g.min_price} size="sm" />
              <Price value={g.price} size="sm" del />
            </>
          }
          action={t('promoblock.wholesaleGo')}
          onOpen={() => go('wholesaleDetail', { goods_id: g.goods_id })}
        />
      ))}
    </PromoBlock>
  );
}
