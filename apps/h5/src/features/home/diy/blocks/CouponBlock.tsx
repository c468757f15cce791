import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import { loadNamespace, isLang } from '../../../../i18n';
import { useGo } from '../../../../shared/lib/nav';
import { couponBlockQuery } from '../../../coupon';
import { couponAction, couponFace, fromPlatformType, fromShopType, goodsUrlOf, thresholdText, type CouponView } from '../../../coupon';
import { useReceiveCoupon } from '../../../coupon';
import type { DiyBlockBase } from '../../model/diy';
import type { BlockProps } from '../types';
import s from './CouponBlock.module.css';

/** `{id, controller:'Coupon', sources?: 'default' | 'diy', couponIds?: '3,1', count?: number}` (Niushop's editor schema). */
export interface CouponBlockData extends DiyBlockBase {
  controller: 'Coupon';
  sources?: string;
  couponIds?: string;
  count?: number;
}

const DEFAULT_COUNT = 6;
const MAX_COUNT = 20;

/** The block's coupon ids: comma-separated text as Niushop's editor stores them (a list is taken too). */
const idsOf = (v: unknown): number[] =>
  (typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v : [])
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, MAX_COUNT);

/** Mixes the newest shop and platform coupons (newest first) up to `count`. */
const newest = (views: (CouponView & { createTime: number })[], count: number) =>
  views.sort((a, b) => b.createTime - a.createTime).slice(0, count);

function Ticket({ coupon, busy, onTap }: { coupon: CouponView; busy: boolean; onTap: (c: CouponView) => void }) {
  const { t } = useTranslation();
  const face = couponFace(coupon);
  const [thKey, thParams] = thresholdText(coupon);
  const action = couponAction(coupon);
  return (
    <button
      type="button"
      className={action === 'soldOut' ? `${s.ticket} ${s.off}` : s.ticket}
      onClick={() => onTap(coupon)}
      disabled={busy || action === 'soldOut'}
      data-testid="diy-coupon"
    >
      <span className={s.face}>
        {face.kind === 'money' ? (
          <>
            <small>{t('common.currency')}</small>
            {face.value}
          </>
        ) : (
          <>
            {t('coupon.discountValue', { n: face.value, off: String(Math.round(100 - Number(coupon.discount) * 10)) })}
            <small>{t('coupon.discountUnit')}</small>
          </>
        )}
      </span>
      <span className={s.rule}>{t(thKey, thParams)}</span>
      <span className={s.btn}>{action === 'receive' ? t('coupon.receive') : action === 'use' ? t('coupon.use') : t('coupon.soldOut')}</span>
    </button>
  );
}

/** DIY coupon strip: listed shop coupons, or the newest receivable shop and platform coupons; tap to receive or use. */
export default function CouponBlock({ block }: BlockProps) {
  const { t, i18n } = useTranslation();
  const { go } = useGo();
  // The home screen starts with the core messages only; the coupon texts come with the rest of the language.
  const [textsReady, setTextsReady] = useState(() => i18n.exists('coupon.blockTitle'));
  useEffect(() => {
    if (textsReady || !isLang(i18n.language)) return;
    let live = true;
    void loadNamespace(i18n.language, 'coupon').then(
      () => live && setTextsReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [textsReady, i18n, i18n.language]);
  const b = block as CouponBlockData;
  // Listed coupons for the 'diy' source (or whenever ids are given), else the newest.
  const ids = b.sources === 'default' ? [] : idsOf(b.couponIds);
  const count = Math.min(MAX_COUNT, Math.max(1, Number.isInteger(b.count) ? Number(b.count) : DEFAULT_COUNT));
  const q = useQuery(couponBlockQuery(ids, count));
  const { receive, isBusy } = useReceiveCoupon();
  if (q.isError) return null;
  // Holds the strip's place while coupons and texts arrive, so the blocks below do not jump.
  if (!q.isSuccess || !textsReady) return <section className={`${s.block} ${s.pending}`} aria-hidden="true" />;
  const views = newest(
    [
      ...q.data.shop.map((c) => ({ ...fromShopType(c), createTime: c.create_time })),
      ...q.data.platform.map((c) => ({ ...fromPlatformType(c), createTime: c.create_time })),
    ],
    count,
  );
  if (ids.length > 0) views.sort((x, y) => ids.indexOf(x.typeId) - ids.indexOf(y.typeId));
  if (views.length === 0) return null;
  const tap = (c: CouponView) => (couponAction(c) === 'receive' ? void receive(c) : go(goodsUrlOf(c)));

  return (
    <section className={s.block}>
      <header className={s.head}>
        <h2 className={s.title}>{t('coupon.blockTitle')}</h2>
        <button type="button" className={s.more} onClick={() => go('couponCentre')}>
          {t('coupon.blockMore')}
        </button>
      </header>
      <div className={`m-chips ${s.strip}`}>
        {views.map((c) => (
          <Ticket key={`${c.kind}-${c.typeId}`} coupon={c} busy={isBusy(c)} onTap={tap} />
        ))}
      </div>
    </section>
  );
}
