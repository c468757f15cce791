import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import { Price } from '../../../../shared/ui/Price';
import { useGo } from '../../../../shared/lib/nav';
import { diyGoodsQuery, type HomeGoodsItem } from '../../home.api';
import { goodsListParams, type GoodsListBlockData } from '../../model/diy';
import type { BlockProps } from '../types';
import { Img } from '../../../../shared/ui/Img';
import { useNearViewport } from '../../../../shared/lib/useNearViewport';
import s from './blocks.module.css';
import { pagePath, pageUrl } from '../../../../shared/pages';

function GoodsCard({ item, onOpen }: { item: HomeGoodsItem; onOpen: (skuId: number) => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="m-tile" onClick={() => onOpen(item.sku_id)} data-testid="home-goods">
      <div className={s.cardImage}>
        <Img path={item.sku_image || item.goods_image} size="mid" alt={item.sku_name || item.goods_name} />
      </div>
      <div className={s.cardBody}>
        <p className={s.cardName}>{item.sku_name || item.goods_name}</p>
        <div className={s.cardFoot}>
          <Price value={item.discount_price} size="md" />
          <span className={s.cardSales}>{t('home.sales', { count: Number(item.sale_num) || 0 })}</span>
        </div>
      </div>
    </button>
  );
}

function CardSkeleton() {
  return (
    <div className="m-tile" aria-hidden="true">
      <div className={`${s.cardImage} m-shimmer`} />
      <div className={s.cardBody}>
        <div className={`${s.lineSkeleton} m-shimmer`} />
        <div className={`${s.lineSkeleton} ${s.lineShort} m-shimmer`} />
      </div>
    </div>
  );
}

/** Goods of a category, of chosen ids (`sources` 'diy'), or all goods; two-column cards. */
export default function GoodsListBlock({ block }: BlockProps) {
  const { t } = useTranslation();
  const { go } = useGo();
  const b = block as GoodsListBlockData;
  const params = goodsListParams(b);
  const ref = useRef<HTMLElement>(null);
  // Lists further down load when the shopper scrolls near them (skeleton cards hold their place).
  const near = useNearViewport(ref);
  const q = useQuery({ ...diyGoodsQuery(params ?? {}), enabled: params !== null && near });
  if (params === null) return null;
  if (q.isSuccess && q.data.length === 0) return null;
  if (q.isError) return null;

  const moreUrl =
    typeof params.category_id === 'number' ? pageUrl('goodsList', { category_id: params.category_id }) : pagePath('goodsList');
  const title = typeof b.title === 'string' ? b.title.trim() : '';

  return (
    <section className={s.goods} ref={ref}>
      {title && (
        <header className={s.goodsHead}>
          <h2 className="m-block-title">{title}</h2>
          {b.sources !== 'diy' && (
            <button type="button" className="m-block-more" onClick={() => go(moreUrl)}>
              {t('home.more')}
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </header>
      )}
      <div className={`m-grid2 ${s.goodsGrid}`}>
        {q.isPending
          ? Array.from({ length: Math.min(Number(params.page_size) || 4, 20) }, (_, i) => <CardSkeleton key={i} />)
          : q.data?.map((item) => <GoodsCard key={item.sku_id} item={item} onOpen={(id) => go('goodsDetail', { sku_id: id })} />)}
      </div>
    </section>
  );
}
