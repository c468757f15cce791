import { useQuery } from '@tanstack/react-query';
import { mallSecondOfDay } from '@mall/contract';
import { useNamespaceTexts } from '../../../shared/lib/namespaceTexts';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { Img } from '../../../shared/ui/Img';
import { Price } from '../../../shared/ui/Price';
import { Countdown } from '../../../shared/ui/Countdown';
import { defaultSlotIndex, slotCountdown } from '../model/seckill';
import { slotGoodsQuery, slotsQuery } from '../seckill.api';
import { useServerNow } from '../../../shared/lib/serverNow';
import s from './SeckillBlock.module.css';

/** Goods the block shows (Niushop's block has no count of its own). */
const BLOCK_GOODS = 6;

/** The strip's frame while its slots, goods and texts load: the same size, so nothing below it moves. */
function SeckillBlockSkeleton() {
  return (
    <section className={s.block} aria-hidden data-testid="diy-seckill-loading">
      <div className={s.head} />
      <div className={s.row}>
        {Array.from({ length: 4 }, (_, i) => (
          <span key={i} className={`${s.ghost} m-shimmer`} />
        ))}
      </div>
    </section>
  );
}

/**
 * DIY `Seckill` block: the slot selling now (else the next one today) with its countdown and first goods;
 * 更多 opens the seckill list. Its frame holds the strip's place while it loads; nothing at all when no slot
 * has goods today.
 */
export default function SeckillBlock() {
  const { t } = useTranslation();
  const { go } = useGo();
  // the home screen starts with the core messages only; the blocks' texts come with their own small namespace
  const textsReady = useNamespaceTexts('promoblock', 'promoblock.more');
  const now = useServerNow();
  const slots = useQuery(slotsQuery());
  const list = slots.data ?? [];
  const slot = list.length > 0 ? list[defaultSlotIndex(list, mallSecondOfDay(now))] : undefined;
  const goods = useQuery({ ...slotGoodsQuery(slot?.id ?? 0, BLOCK_GOODS), enabled: Boolean(slot) });

  const loading = slots.isPending || (slot !== undefined && goods.isPending) || !textsReady;
  if (loading && !slots.isError && !goods.isError) return <SeckillBlockSkeleton />;
  if (!slot || !goods.data || goods.data.length === 0) return null;
  const left = slotCountdown(slot, now);
  return (
    <section className={s.block} data-testid="diy-seckill">
      <div className={s.head}>
        <h3 className={s.title}>{t('promoblock.seckillTitle')}</h3>
        {left && (
          <Countdown
            label={t(left.state === 'running' ? 'promoblock.seckillEndsIn' : 'promoblock.seckillStartsIn')}
            seconds={left.seconds}
          />
        )}
        <button type="button" className={s.more} onClick={() => go('seckillList')} data-testid="diy-seckill-more">
          {t('promoblock.more')}
        </button>
      </div>
      <div className={s.row}>
        {goods.data.map((g) => (
          <button
            type="button"
            key={g.id}
            className={s.item}
            onClick={() => go('seckillDetail', { seckill_id: g.id })}
            data-testid="diy-seckill-goods"
          >
            <Img path={g.sku_image || g.goods_image} size="mid" alt={g.goods_name} ratio={1} className={s.image} />
            <span className={s.name}>{g.sku_name || g.goods_name}</span>
            <Price value={g.seckill_price} size="sm" />
            <Price value={g.price} size="sm" del />
          </button>
        ))}
      </div>
    </section>
  );
}
