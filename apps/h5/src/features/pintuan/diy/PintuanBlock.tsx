import { useQuery } from '@tanstack/react-query';
import { useNamespaceTexts } from '../../../shared/lib/namespaceTexts';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { useServerNow } from '../../../shared/lib/serverNow';
import { Price } from '../../../shared/ui/Price';
import { PromoBlock, PromoCard, promoBlockCount } from '../../../shared/ui/PromoBlock';
import { pintuanState } from '../model/pintuan';
import { pintuanFirstQuery } from '../pintuan.api';

/**
 * DIY `Pintuan` block: the running pintuans with N人团, the group price over the original and 去拼团; a goods opens
 * its pintuan, 更多 the pintuan list. Nothing at all when no pintuan runs.
 */
export default function PintuanBlock({ block }: { block: object }) {
  const { t } = useTranslation();
  const { go } = useGo();
  // the home screen starts with the core messages only; the blocks' texts come with their own small namespace
  const textsReady = useNamespaceTexts('promoblock', 'promoblock.more');
  const now = useServerNow();
  const goods = useQuery(pintuanFirstQuery(promoBlockCount(block)));
  // the list puts those about to start after the running ones; the block shows only what can be joined now
  const running = (goods.data ?? []).filter((g) => pintuanState(g, now).state === 'running');

  if (running.length === 0 || !textsReady) return null;
  return (
    <PromoBlock
      testId="diy-pintuan"
      title={t('promoblock.pintuanTitle')}
      more={t('promoblock.more')}
      onMore={() => go('pintuanList')}
      count={running.length}
    >
      {running.map((g) => (
        <PromoCard
          key={g.pintuan_id}
          testId="diy-pintuan-goods"
          image={g.sku_image || g.goods_image}
          name={g.goods_name}
          badge={t('promoblock.pintuanSeats', { count: g.pintuan_num })}
          note={t('promoblock.pintuanOrderNum', { count: g.order_num })}
          price={
            <>
              <Price value={g.pintuan_price} size="sm" />
              <Price value={g.price} size="sm" del />
            </>
          }
          action={t('promoblock.pintuanGo')}
          onOpen={() => go('pintuanDetail', { pintuan_id: g.pintuan_id })}
        />
      ))}
    </PromoBlock>
  );
}
