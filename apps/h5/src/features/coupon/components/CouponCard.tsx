import { COUPON_TYPE, COUPON_USE_SCENARIO, COUPON_STATE } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import {
  couponAction,
  couponFace,
  NOT_HELD,
  progressPercent,
  scopeText,
  thresholdText,
  validityText,
  type CouponView,
} from '../model/coupon';
import s from './CouponCard.module.css';

export interface CouponCardProps {
  coupon: CouponView;
  onReceive?: (c: CouponView) => void;
  onUse?: (c: CouponView) => void;
  /** A receive request for this card is under way. */
  busy?: boolean;
  /** No button on the card (the page shows its own). */
  hideAction?: boolean;
}

/** The figure of a coupon: ¥10 or 8.5折 (15% OFF in English). */
export function CouponFace({ coupon }: { coupon: Pick<CouponView, 'type' | 'money' | 'discount'> }) {
  const { t } = useTranslation();
  const face = couponFace(coupon);
  if (face.kind === 'money') {
    return (
      <span className={s.face}>
        <small>{t('common.currency')}</small>
        {face.value}
      </span>
    );
  }
  const off = String(Math.round(100 - Number(coupon.discount) * 10));
  return (
    <span className={s.face}>
      {t('coupon.discountValue', { n: face.value, off })}
      <small>{t('coupon.discountUnit')}</small>
    </span>
  );
}

/** One coupon card: the figure and threshold on the left; name, shop, validity, stock and the action on the right. */
export function CouponCard({ coupon, onReceive, onUse, busy = false, hideAction = false }: CouponCardProps) {
  const { t } = useTranslation();
  const action = couponAction(coupon);
  const [thKey, thParams] = thresholdText(coupon);
  const [vKey, vParams] = validityText(coupon);
  const progress = coupon.state === NOT_HELD ? progressPercent(coupon) : null;
  const dim = coupon.state === COUPON_STATE.used || coupon.state === COUPON_STATE.expired || action === 'soldOut';
  const stamp =
    coupon.state === COUPON_STATE.used
      ? t('coupon.used')
      : coupon.state === COUPON_STATE.expired
        ? t('coupon.expired')
        : coupon.state === NOT_HELD && coupon.isReceive
          ? t('coupon.received')
          : null;
  const [scopeKey, scopeParams] = scopeText(coupon);
  const limited = coupon.kind === 'platform' && coupon.useScenario === COUPON_USE_SCENARIO.shopLevels;
  const tag = coupon.kind === 'shop' ? coupon.siteName : t(limited ? 'coupon.platformLevelName' : 'coupon.platformName');
  return (
    <div className={dim ? `${s.card} ${s.dim}` : s.card} data-testid="coupon-card" data-type-id={coupon.typeId} data-kind={coupon.kind}>
      <div className={s.left}>
        <CouponFace coupon={coupon} />
        <span className={s.threshold}>{t(thKey, thParams)}</span>
      </div>
      <div className={s.body}>
        <p className={s.name}>{coupon.name}</p>
        <p className={s.meta}>
          <span className={s.tag}>{tag}</span>
          <span className={limited ? s.levels : undefined} data-testid="coupon-scope">
            {t(scopeKey, scopeParams)}
          </span>
          {coupon.type === COUPON_TYPE.discount &&
            Number(coupon.discountLimit) > 0 &&
            ` · ${t('coupon.discountLimit', { n: Number(coupon.discountLimit) })}`}
        </p>
        <p className={s.meta}>{t(vKey, vParams)}</p>
        {progress !== null && (
          <div className={s.progress} aria-label={t('coupon.progress', { p: progress })}>
            <span className={s.bar}>
              <span className={s.fill} style={{ width: `${progress}%` }} />
            </span>
            <span className={s.pct}>{t('coupon.progress', { p: progress })}</span>
          </div>
        )}
      </div>
      {!hideAction && (
        <div className={s.side}>
          {action === 'receive' && (
            <button type="button" className={s.btn} disabled={busy} onClick={() => onReceive?.(coupon)} data-testid="coupon-receive">
              {busy ? t('coupon.receiving') : t('coupon.receive')}
            </button>
          )}
          {action === 'use' && (
            <button type="button" className={`${s.btn} ${s.ghost}`} onClick={() => onUse?.(coupon)} data-testid="coupon-use">
              {t('coupon.use')}
            </button>
          )}
          {action === 'soldOut' && <span className={s.soldOut}>{t('coupon.soldOut')}</span>}
        </div>
      )}
      {stamp && (
        <span className={s.stamp} data-testid="coupon-stamp">
          {stamp}
        </span>
      )}
    </div>
  );
}

export default CouponCard;
