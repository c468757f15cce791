import { useQuery } from '@tanstack/react-query';
import { useNamespaceTexts } from '../../../shared/lib/namespaceTexts';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { useServerNow } from '../../../shared/lib/serverNow';
import { Price } from '../../../shared/ui/Price';
import { PromoBlock, PromoCard, promoBlockCount } from '../../../shared/ui/PromoBlock';
import { bargainState } from '../model/bargain';
import { bargainFirstQuery } from '../bargain.api';
import s from './BargainBlock.module.css';

/**
 * DIY `Bargain` block: the running bargains with 最低 ¥floor over the original price and 去砍价; a goods opens its
 * bargain, 更多 the bargain list. Nothing at all when no bargain runs.
 */
export default function BargainBlock({ block }: { block: object }) {
  const { t } = useTranslation();
  const { go } = useGo();
  // the home screen starts with the core messages only; the blocks' texts come with their own small namespace
  const textsReady = useNamespaceTexts('promoblock', 'promoblock.more');
  const now = useServerNow();
  const goods = useQuery(bargainFirstQuery(promoBlockCount(block)));
  // the list puts those about to start after the running ones; the block shows only what can be launched now
  const running = (goods.data ?? []).filter((g) => bargainState(g, now) === 'running');

  if (running.length === 0 || !textsReady) return null;
  return (
    <PromoBlock
      testId="diy-bargain"
      title={t('promoblock.bargainTitle')}
      more={t('promoblock.more')}
      onMore={() => go('bargainList')}
      count={running.length}
    >
      {running.map((g) => (
        <PromoCard
          key={g.bargain_id}
          testId="diy-bargain-goods"
          image={g.sku_image || g.goods_image}
          name={g.goods_name}
          note={t('promoblock.bargainLaunched', { count: g.sale_num })}
          price={
            <>
              <span className={s.lowest}>{t('promoblock.bargainLowest')}</span>
              <Price value={g.floor_price} size="sm" />
              <Price value={g.price} size="sm" del />
            </>
          }
          action={t('promoblock.bargainGo')}
          onOpen={() => go('bargainDetail', { bargain_id: g.bargain_id })}
        />
      ))}
    </PromoBlock>
  );
}
