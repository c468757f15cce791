import { useQuery } from '@tanstack/react-query';
import { useNamespaceTexts } from '../../../shared/lib/namespaceTexts';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { useServerNow } from '../../../shared/lib/serverNow';
import { Price } from '../../../shared/ui/Price';
import { PromoBlock, PromoCard, promoBlockCount } from '../../../shared/ui/PromoBlock';
import { presaleState } from '../model/presale';
import { presaleFirstQuery } from '../presale.api';

/**
 * DIY `Presale` block: the presales taking deposits with 定金 ¥x, the presale price over the original and 去预定; a
 * goods opens its presale, 更多 the presale list. Nothing at all when no presale takes deposits.
 */
export default function PresaleBlock({ block }: { block: object }) {
  const { t } = useTranslation();
  const { go } = useGo();
  // the home screen starts with the core messages only; the blocks' texts come with their own small namespace
  const textsReady = useNamespaceTexts('promoblock', 'promoblock.more');
  const now = useServerNow();
  const goods = useQuery(presaleFirstQuery(promoBlockCount(block)));
  // the list puts those about to take deposits after the running ones; the block shows only what can be booked now
  const running = (goods.data ?? []).filter((g) => presaleState(g, now).state === 'running');

  if (running.length === 0 || !textsReady) return null;
  return (
    <PromoBlock
      testId="diy-presale"
      title={t('promoblock.presaleTitle')}
      more={t('promoblock.more')}
      onMore={() => go('presaleList')}
      count={running.length}
    >
      {running.map((g) => (
        <PromoCard
          key={g.presale_id}
          testId="diy-presale-goods"
          image={g.sku_image || g.goods_image}
          name={g.goods_name}
          note={t('promoblock.presaleDeposit', { money: g.presale_deposit })}
          price={
            <>
              <Price value={g.presale_price} size="sm" />
              <Price value={g.price} size="sm" del />
            </>
          }
          action={t('promoblock.presaleGo')}
          onOpen={() => go('presaleDetail', { id: g.presale_id })}
        />
      ))}
    </PromoBlock>
  );
}
