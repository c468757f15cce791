import type { WholesaleTier } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Price } from '../../../shared/ui/Price';
import s from './Wholesale.module.css';

/** The tiers of a SKU: from how many pieces, at what price each; the tier `active` (the chosen quantity's) stands out. */
export function TierTable({ tiers, active }: { tiers: readonly WholesaleTier[]; active: number }) {
  const { t } = useTranslation();
  return (
    <div className={s.tiers} data-testid="wholesale-tiers">
      <div className={s.tiersTitle}>{t('wholesale.tierTitle')}</div>
      <div className={s.tierGrid}>
        {tiers.map((tier, i) => (
          <div
            key={tier.num}
            className={`${s.tier} ${i === active ? s.tierOn : ''}`}
            data-testid="wholesale-tier"
            data-active={i === active}
          >
            <Price value={tier.price} size="md" />
            <span className={s.tierNum}>{t('wholesale.tierFrom', { count: tier.num })}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
