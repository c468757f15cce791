import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatFen, parseYuan, type RechargePackage } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { Price } from '../../../shared/ui/Price';
import { memberInfoQuery } from '../../member';
import { PayPopup } from '../../pay';
import { amountProblem, giftsOf, shortYuan } from '../model/recharge';
import { createRecharge, rechargeConfigQuery, rechargePackagesQuery } from '../recharge.api';
import s from './Recharge.module.css';

type Choice = { kind: 'package'; id: number } | { kind: 'custom' } | null;

function PackageCard({ p, picked, onPick }: { p: RechargePackage; picked: boolean; onPick: () => void }) {
  const { t } = useTranslation();
  const gifts = giftsOf(p);
  return (
    <button
      type="button"
      className={picked ? `${s.pkg} ${s.pkgOn}` : s.pkg}
      onClick={onPick}
      aria-pressed={picked}
      data-testid="recharge-package"
      data-id={p.recharge_id}
    >
      <span className={s.pkgName}>{p.recharge_name}</span>
      <span className={s.pkgFace}>{t('recharge.faceValue', { n: shortYuan(p.face_value) })}</span>
      <span className={s.pkgPrice}>
        {t('recharge.pay')} <Price value={p.buy_price} size="sm" />
      </span>
      <span className={s.pkgGifts}>
        {gifts.length === 0 ? '\u00a0' : gifts.map((g) => t(g.key, g.n === undefined ? undefined : { n: g.n })).join(' · ')}
      </span>
    </button>
  );
}

/**
 * 会员充值 (`/otherpages/recharge/list`): the member's balance, the packages on sale, an amount of one's own
 * when the mall allows it, and 立即充值, which makes the recharge order and opens the pay popup (the same
 * channels and result page as orders).
 */
export default function RechargeListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const config = useQuery(rechargeConfigQuery());
  const packages = useQuery(rechargePackagesQuery());
  const info = useQuery({ ...memberInfoQuery(), refetchOnMount: 'always' });
  const [choice, setChoice] = useState<Choice>(null);
  const [amount, setAmount] = useState('');
  const [outTradeNo, setOutTradeNo] = useState('');

  const create = useMutation({
    mutationFn: createRecharge,
    onSuccess: (no) => setOutTradeNo(no),
  });

  if (config.isPending || packages.isPending) return <LoadingView fullPage />;
  if (config.isError || packages.isError) {
    return (
      <ErrorView
        onRetry={() => {
          void config.refetch();
          void packages.refetch();
        }}
      />
    );
  }
  const cfg = config.data;
  const custom = cfg.value.is_custom === 1;
  if (cfg.is_use !== 1 || (packages.data.length === 0 && !custom)) return <EmptyState text={t('recharge.closed')} showHome />;

  const balance = info.data ? formatFen((parseYuan(info.data.balance) ?? 0) + (parseYuan(info.data.balance_money) ?? 0)) : null;
  const picked = choice?.kind === 'package' ? packages.data.find((p) => p.recharge_id === choice.id) : undefined;
  const payText = picked
    ? picked.buy_price
    : choice?.kind === 'custom' && amountProblem(amount, '0', cfg.value.custom_max) === null
      ? amount
      : '';

  const submit = () => {
    if (picked) return create.mutate({ recharge_id: picked.recharge_id });
    if (choice?.kind !== 'custom') return void toast(t('recharge.pickFirst'));
    const problem = amountProblem(amount, cfg.value.custom_min, cfg.value.custom_max);
    if (problem) {
      const key = { empty: 'recharge.amountEmpty', format: 'recharge.amountFormat', min: 'recharge.amountMin', max: 'recharge.amountMax' }[
        problem
      ];
      return void toast(t(key, { min: cfg.value.custom_min, max: cfg.value.custom_max }));
    }
    create.mutate({ face_value: amount.trim() });
  };

  return (
    <div className={s.page} data-testid="recharge-list">
      <section className={s.hero}>
        <span className={s.heroLabel}>{t('recharge.balance')}</span>
        <span className={s.heroValue} data-testid="recharge-balance">
          {balance ?? '--'}
        </span>
        <button type="button" className={s.heroLink} onClick={() => go('rechargeOrderList')} data-testid="recharge-to-orders">
          {t('recharge.records')}
        </button>
      </section>

      <section className={s.card}>
        <h2 className={s.cardTitle}>{t('recharge.packages')}</h2>
        {packages.data.length > 0 ? (
          <div className={s.grid}>
            {packages.data.map((p) => (
              <PackageCard
                key={p.recharge_id}
                p={p}
                picked={choice?.kind === 'package' && choice.id === p.recharge_id}
                onPick={() => setChoice({ kind: 'package', id: p.recharge_id })}
              />
            ))}
          </div>
        ) : (
          <p className={s.muted}>{t('recharge.noPackages')}</p>
        )}
        {custom && (
          <label className={choice?.kind === 'custom' ? `${s.custom} ${s.customOn}` : s.custom}>
            <span className={s.customLabel}>{t('recharge.customLabel')}</span>
            <input
              className={s.customInput}
              inputMode="decimal"
              value={amount}
              maxLength={10}
              placeholder={t('recharge.customPlaceholder', { min: cfg.value.custom_min, max: cfg.value.custom_max })}
              onFocus={() => setChoice({ kind: 'custom' })}
              onChange={(e) => {
                setChoice({ kind: 'custom' });
                setAmount(e.target.value);
              }}
              data-testid="recharge-custom"
            />
            <span className={s.customUnit}>{t('recharge.yuan')}</span>
          </label>
        )}
      </section>

      <p className={s.note}>{t('recharge.note')}</p>

      <div className={s.bar} data-testid="recharge-bar">
        <span className={s.barTotal}>
          {t('recharge.toPay')} {payText ? <Price value={payText} /> : <span className={s.muted}>--</span>}
        </span>
        <button
          type="button"
          className="m-btn m-btn--primary"
          onClick={submit}
          disabled={create.isPending || choice === null}
          data-testid="recharge-submit"
        >
          {t('recharge.submit')}
        </button>
      </div>

      <PayPopup visible={outTradeNo !== ''} outTradeNo={outTradeNo} payMoney={payText || undefined} onClose={() => setOutTradeNo('')} />
    </div>
  );
}
