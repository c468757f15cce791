import { useState, type ReactNode } from 'react';
import type { OrderCalculateResult } from '@mall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog, Switch } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react';
import { hasPage } from '../../../shared/pageFinder';
import { useLocation } from '../../../shared/lib/router';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { refreshCartCount } from '../../../shared/state/app';
import { useMember } from '../../../shared/state/member';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { Price } from '../../../shared/ui/Price';
import { cartKeys } from '../../cart';
import { orderKeys } from '../../order';
import { comboKeys } from '../../combo';
import { seckillKeys } from '../../seckill';
import { groupbuyKeys } from '../../groupbuy';
import { bargainKeys } from '../../bargain';
import { topicKeys } from '../../topics';
import { pintuanKeys } from '../../pintuan';
import { wholesaleKeys } from '../../wholesale';
import { editUrl } from '../../member';
import { PayPopup } from '../../pay';
import { payResultUrl, waitPayOrdersUrl } from '../../pay';
import { createOrders } from '../checkout.api';
import {
  addressBookUrl,
  buildCreateParams,
  checkoutErrorCode,
  isAddressError,
  isBargainEntry,
  isComboEntry,
  isGroupbuyEntry,
  isPintuanEntry,
  isPromotionEntry,
  isSeckillEntry,
  isTopicEntry,
  isWholesaleEntry,
  type CheckoutEntry,
  MOBILE_PATTERN,
  needsAddress,
  parseEntry,
  platformCouponOptions,
  positive,
  shopsOf,
} from '../model/checkout';
import { useCheckout } from '../useCheckout';
import { AddressCard, MobileCard } from '../components/AddressCard';
import { CouponSheet } from '../components/CouponSheet';
import { PayPasswordSheet } from '../components/PayPasswordSheet';
import { ShopBlock } from '../components/ShopBlock';
import { CheckoutTotals } from '../components/CheckoutTotals';
import { Arrow } from '../components/Sheet';
import s from '../components/Checkout.module.css';
import { pagePath } from '../../../shared/pages';

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : '');

/**
 * Order confirmation (`/pages/order/payment/payment?cart_ids=1,2` or `?sku_id=&num=`; `address_id` when
 * coming back from the address book): address or mobile, one block per shop, platform coupon, balance,
 * the server's totals and 提交订单. After create: 0 to pay → the result page; otherwise the pay popup.
 */
export default function PaymentPage() {
  const params = usePageParams('payment');
  const [entry] = useState(() => parseEntry(params));
  return <CheckoutScreen entry={entry} addressId={positiveId(params.address_id) || null} />;
}

/**
 * The checkout itself for an entry (cart lines, a SKU, or a promotion's line, which goes to that promotion's
 * order trio without the shop coupon row); `addressId` is the address chosen in the address book.
 */
export function CheckoutScreen({
  entry,
  addressId: chosenAddress,
  summary,
  afterPayUrl,
}: {
  entry: CheckoutEntry | null;
  addressId: number | null;
  /** What a promotion shows above the totals (a presale: its deposit, the rest and when it is due). */
  summary?: (data: OrderCalculateResult) => ReactNode;
  /** Where closing the pay popup leads (default: the unpaid orders). */
  afterPayUrl?: string;
}) {
  const { t } = useTranslation();
  const { go, back } = useGo();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [addressId] = useState(chosenAddress);
  const here = `${location.pathname}${location.search}`;
  const member = useMember((st) => st.member);

  const openAddressBook = () => go(addressBookUrl(here));
  const addressModal = async (err: unknown) => {
    const ok = await Dialog.confirm({
      title: t('checkout.addressModal.title'),
      content: messageOf(err),
      confirmText: t('checkout.addressModal.goSet'),
      cancelText: t('checkout.addressModal.cancel'),
    });
    if (ok) openAddressBook();
  };
  const reportError = (err: unknown) => {
    if (isAddressError(checkoutErrorCode(err))) void addressModal(err);
    else void toast(messageOf(err));
  };

  const ck = useCheckout(entry, addressId, reportError);
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [mobile, setMobile] = useState<string | null>(null);
  const [mobileTouched, setMobileTouched] = useState(false);
  const [platformOpen, setPlatformOpen] = useState(false);
  const [askPassword, setAskPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<{ code: string; payMoney: string } | null>(null);
  const [now] = useState(() => new Date());

  if (!entry) {
    return (
      <EmptyState
        text={t('checkout.badEntry')}
        action={{ text: t('checkout.backToCart'), onClick: () => go(pagePath('cart'), { replace: true }) }}
      />
    );
  }
  if (ck.loadError) {
    const text = messageOf(ck.loadError);
    return (
      <div className={s.page}>
        <ErrorView text={text || t('checkout.loadFailed')} onRetry={ck.retryLoad} />
        <div className={s.center}>
          {'cart_ids' in entry ? (
            <button type="button" className="m-btn m-btn--ghost" onClick={() => go(pagePath('cart'), { replace: true })}>
              {t('checkout.backToCart')}
            </button>
          ) : (
            <button type="button" className="m-btn m-btn--ghost" onClick={back}>
              {t('common.back')}
            </button>
          )}
        </div>
      </div>
    );
  }
  const data = ck.data;
  if (!data) return <LoadingView fullPage />;

  const shops = shopsOf(data);
  const virtual = data.is_virtual === 1;
  const mobileValue = mobile ?? data.member_address?.mobile ?? (typeof member?.mobile === 'string' ? member.mobile : '');
  const mobileInvalid = virtual && mobileTouched && !MOBILE_PATTERN.test(mobileValue);
  const account = data.member_account;
  const balanceOn = ck.choices.isBalance === 1;
  const usesBalance = balanceOn && positive(data.balance_money);
  const platformOptions = platformCouponOptions(data.platform_coupon_list ?? [], t);
  const platformChosen = ck.choices.platformCouponId ?? data.platform_coupon_id ?? 0;
  const hasPasswordPage = hasPage(pagePath('memberInfoEdit'));

  const afterCreate = (code: string, payMoney: string) => {
    void refreshCartCount();
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    // the promotion's goods now show their new stock and sales
    if (isSeckillEntry(entry)) void queryClient.invalidateQueries({ queryKey: seckillKeys.all });
    // a combo's goods show their new stock
    if (isComboEntry(entry)) void queryClient.invalidateQueries({ queryKey: comboKeys.all });
    if (isGroupbuyEntry(entry)) void queryClient.invalidateQueries({ queryKey: groupbuyKeys.all });
    if (isTopicEntry(entry)) void queryClient.invalidateQueries({ queryKey: topicKeys.all });
    if (isPintuanEntry(entry)) void queryClient.invalidateQueries({ queryKey: pintuanKeys.all });
    // the wholesale cart lost the rows bought; its badge follows
    if (isWholesaleEntry(entry)) void queryClient.invalidateQueries({ queryKey: wholesaleKeys.all });
    if (isBargainEntry(entry)) void queryClient.invalidateQueries({ queryKey: bargainKeys.all });
    if (!positive(payMoney)) {
      go(payResultUrl(code), { replace: true });
      return;
    }
    setCreated({ code, payMoney });
  };

  const create = async (payPassword?: string): Promise<boolean> => {
    if (!ck.params || submitting) return false;
    setSubmitting(true);
    try {
      const code = await createOrders(
        buildCreateParams(ck.params, { buyerMessage: messages, mobile: virtual ? mobileValue : undefined, payPassword }),
      );
      setAskPassword(false);
      afterCreate(String(code), data.pay_money);
      return true;
    } catch (err) {
      reportError(err);
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  const submit = () => {
    if (ck.calculating || submitting || created) return;
    if (virtual) {
      setMobileTouched(true);
      if (!MOBILE_PATTERN.test(mobileValue)) {
        void toast(t('checkout.mobile.invalid'));
        return;
      }
    } else if (needsAddress(data) && !data.member_address) {
      void toast(t('checkout.needAddress'));
      return;
    }
    if (usesBalance && Number(account?.is_pay_password) === 1) {
      setAskPassword(true);
      return;
    }
    void create();
  };

  const closePay = () => {
    if (!created) return;
    go(afterPayUrl ?? (hasPage(pagePath('orderList')) ? waitPayOrdersUrl : payResultUrl(created.code)), { replace: true });
  };

  return (
    <div className={s.page} data-testid="checkout-page">
      {virtual ? (
        <MobileCard
          value={mobileValue}
          invalid={mobileInvalid}
          onChange={(v) => {
            setMobile(v);
            if (v.length >= 11) setMobileTouched(true);
          }}
        />
      ) : needsAddress(data) || data.member_address ? (
        <AddressCard address={data.member_address} onOpen={openAddressBook} />
      ) : (
        <div className={`m-shop-card ${s.card}`}>
          <p className={s.note}>{t('checkout.address.notNeeded')}</p>
        </div>
      )}

      {shops.map((shop) => {
        const site = String(shop.site_id);
        return (
          <ShopBlock
            key={site}
            shop={shop}
            delivery={ck.choices.delivery[site]}
            onDelivery={(choice) => ck.change((c) => ({ ...c, delivery: { ...c.delivery, [site]: choice } }))}
            couponId={ck.choices.coupon[site]}
            onCoupon={(id) => ck.change((c) => ({ ...c, coupon: { ...c.coupon, [site]: id } }))}
            noShopCoupon={isPromotionEntry(entry)}
            message={messages[site] ?? ''}
            onMessage={(text) => setMessages((m) => ({ ...m, [site]: text }))}
            now={now}
          />
        );
      })}

      <section className={`m-shop-card ${s.card}`}>
        <button
          type="button"
          className={s.row}
          onClick={() => setPlatformOpen(true)}
          disabled={platformOptions.length === 0}
          data-testid="platform-coupon-row"
        >
          <span className={s.rowLabel}>{t('checkout.coupon.platform')}</span>
          <span className={s.rowValue}>
            {platformOptions.length === 0 ? (
              t('checkout.coupon.noneUsable')
            ) : platformChosen > 0 && positive(data.platform_coupon_money) ? (
              <span className={s.minus}>{t('checkout.totals.minus', { money: data.platform_coupon_money })}</span>
            ) : (
              t('checkout.coupon.available', { count: platformOptions.length })
            )}
          </span>
          {platformOptions.length > 0 && <Arrow />}
        </button>
        <div className={s.row}>
          <span className={s.rowLabel}>
            {t('checkout.balance.label')}
            <span className={s.rowHint}>
              {positive(account?.balance_total)
                ? t('checkout.balance.available', { money: account.balance_total })
                : t('checkout.balance.none')}
            </span>
          </span>
          <span className={s.rowValue} />
          <Switch
            checked={balanceOn}
            disabled={!balanceOn && !positive(account?.balance_total)}
            onChange={(on) => ck.change((c) => ({ ...c, isBalance: on ? 1 : 0 }))}
            aria-label={t('checkout.balance.label')}
            data-testid="balance-switch"
          />
        </div>
        {balanceOn && Number(account?.is_pay_password) !== 1 && (
          <p className={s.note} data-testid="no-pay-password">
            {t('checkout.balance.noPassword')}
            {hasPasswordPage && (
              <button type="button" className={s.linkBtn} onClick={() => go(editUrl('paypassword'))}>
                {t('checkout.balance.setPassword')}
              </button>
            )}
          </p>
        )}
      </section>

      {summary?.(data)}

      <CheckoutTotals data={data} virtual={virtual} />

      {Boolean(ck.calcError) && !ck.calculating && (
        <p className={`${s.note} ${s.noteWarn} ${s.errorBanner}`} role="alert" data-testid="calc-error">
          {messageOf(ck.calcError)}
        </p>
      )}

      <div className={s.barPlaceholder} aria-hidden="true" />
      <div className={`m-dock ${s.bar}`} data-testid="checkout-bar">
        <span className={s.barPay}>
          {t('checkout.bar.pay')}
          <Price value={data.pay_money} size="lg" />
        </span>
        <button
          type="button"
          className={`m-btn-fill ${s.submit}`}
          disabled={ck.calculating || submitting || Boolean(ck.calcError) || Boolean(created)}
          onClick={submit}
          data-testid="checkout-submit"
        >
          {submitting ? t('checkout.bar.submitting') : ck.calculating ? t('checkout.bar.calculating') : t('checkout.bar.submit')}
        </button>
      </div>

      <CouponSheet
        visible={platformOpen}
        title={t('checkout.coupon.platformTitle')}
        options={platformOptions}
        current={platformChosen}
        onPick={(id) => {
          setPlatformOpen(false);
          ck.change((c) => ({ ...c, platformCouponId: id }));
        }}
        onClose={() => setPlatformOpen(false)}
        testId="platform-coupon-sheet"
      />
      <PayPasswordSheet
        visible={askPassword}
        money={data.balance_money}
        onSubmit={(pw) => create(pw)}
        onClose={() => setAskPassword(false)}
        onForgot={hasPasswordPage ? () => go(editUrl('paypassword')) : undefined}
      />
      {created && <PayPopup visible outTradeNo={created.code} payMoney={created.payMoney} onClose={closePay} />}
    </div>
  );
}
