import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useGo } from '../lib/nav';
import { Price } from './Price';
import s from './promotionDetail.module.css';

/** The price band of a promotion detail: its tag, its price and the struck goods price, `children` at the right. */
export function PromotionPriceBand({
  tag,
  price,
  originalPrice,
  testId,
  children,
}: {
  tag: string;
  price: string;
  originalPrice: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className={s.band} data-testid={testId}>
      <span className={s.bandPrices}>
        <span className={s.bandTag}>{tag}</span>
        <Price value={price} size="lg" className={s.bandPrice} />
        <Price value={originalPrice} size="sm" del className={s.bandDel} />
      </span>
      <span className={s.bandRight}>{children}</span>
    </div>
  );
}

/** The state word shown in the price band instead of a countdown (ended, closed). */
export function PromotionBandState({ text }: { text: string }) {
  return <span className={s.bandState}>{text}</span>;
}

/** The goods card under the price band: its name, its introduction when it has one, and the promotion's facts (`children`). */
export function PromotionInfoCard({ name, intro, children }: { name: string; intro?: string | null; children: ReactNode }) {
  return (
    <div className={s.card}>
      <h1 className={s.name}>{name}</h1>
      {intro && <p className={s.intro}>{intro}</p>}
      <div className={s.meta}>{children}</div>
    </div>
  );
}

/** The 已选 row of a promotion detail: the picked spec (or the default one) and the quantity; opens the picker. */
export function PromotionSpecRow({ spec, quantity, onClick }: { spec: string; quantity: number; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`${s.card} ${s.row}`} onClick={onClick} data-testid="spec-row">
      <span className={s.rowLabel}>{t('detail.select')}</span>
      <span className={s.rowValue}>{(spec || t('goods.detail.defaultSpec')) + ` × ${quantity}`}</span>
    </button>
  );
}

/** The docked bar of a promotion detail: home, and the buy button carrying the promotion's state. */
export function PromotionBuyBar({
  text,
  disabled,
  onBuy,
  testId,
  state,
  onShare,
}: {
  text: string;
  disabled: boolean;
  onBuy: () => void;
  testId: string;
  state: string;
  /** 分享: opens the detail's share poster. */
  onShare?: () => void;
}) {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <>
      <div className={s.barHold} aria-hidden="true" />
      <div className={`m-dock ${s.bar}`}>
        <button type="button" className={s.home} onClick={() => go('home')}>
          {t('titles.home')}
        </button>
        {onShare && (
          <button type="button" className={s.home} onClick={onShare} data-testid="promotion-share">
            {t('detail.share')}
          </button>
        )}
        <button type="button" className={`m-btn-fill ${s.buy}`} disabled={disabled} onClick={onBuy} data-testid={testId} data-state={state}>
          {text}
        </button>
      </div>
    </>
  );
}
