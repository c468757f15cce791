import { useState } from 'react';
import type { DeliveryChoice, DeliveryTypeName, OrderCreateShop } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Img } from '../../../shared/ui/Img';
import { Price } from '../../../shared/ui/Price';
import { specLabel } from '../../cart';
import { formatKm } from '../../../shared/lib/distance';
import { choiceFor, currentStore, deliverySlots, hhmm, positive, shopCouponOptions } from '../model/checkout';
import { CouponSheet } from './CouponSheet';
import { Arrow } from './Sheet';
import { StoreSheet } from './StoreSheet';
import { TimeSheet } from './TimeSheet';
import s from './Checkout.module.css';

export interface ShopBlockProps {
  shop: OrderCreateShop;
  /** The shopper's delivery choice for this shop (shown at once, before the server answers). */
  delivery?: DeliveryChoice;
  onDelivery: (choice: DeliveryChoice) => void;
  /** Chosen coupon (undefined = the server's). */
  couponId?: number;
  onCoupon: (couponId: number) => void;
  /** A promotion's checkout takes no shop coupon (reference §4.18): the row is left out. */
  noShopCoupon?: boolean;
  message: string;
  onMessage: (text: string) => void;
  now: Date;
}

function ShopIcon() {
  return (
    <svg className="m-shop-head__icon" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M4 9.5 5.5 4h13L20 9.5M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M5 11v9h14v-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * One shop of the checkout: its goods, the delivery choice (express / store pickup with a store chooser /
 * local delivery with a wished time), its coupon, the buyer message and the shop's subtotal.
 */
export function ShopBlock({
  shop,
  delivery,
  onDelivery,
  couponId,
  onCoupon,
  noShopCoupon = false,
  message,
  onMessage,
  now,
}: ShopBlockProps) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState<'store' | 'time' | 'coupon' | null>(null);
  const close = () => setSheet(null);
  const virtual = shop.is_virtual === 1;
  const active: DeliveryTypeName | 'virtual' = delivery?.delivery_type ?? shop.delivery?.delivery_type ?? 'express';
  const ways = shop.express_type ?? [];
  const storeWay = ways.find((w) => w.name === 'store');
  const storeId = delivery?.delivery_type === 'store' ? (delivery.store_id ?? 0) : (currentStore(shop)?.store_id ?? 0);
  const store = storeWay?.store_list?.find((x) => x.store_id === storeId) ?? currentStore(shop);
  const localInfo = shop.local_config?.info ?? null;
  const slots = deliverySlots(localInfo, now);
  const askTime =
    delivery?.delivery_type === 'local' ? (delivery.buyer_ask_delivery_time ?? '') : (shop.delivery?.buyer_ask_delivery_time ?? '');
  const chosenCoupon = couponId ?? shop.coupon_id;
  const couponOptions = shopCouponOptions(shop.coupon_list ?? [], t);
  const goodsNum = shop.goods_num || shop.goods_list.reduce((n, g) => n + Number(g.num), 0);

  return (
    <section className={`m-shop-card ${s.card}`} data-testid="checkout-shop" data-site-id={shop.site_id}>
      <div className="m-shop-head">
        <ShopIcon />
        <span className="m-shop-head__name">{shop.site_name}</span>
      </div>

      {shop.goods_list.map((g) => {
        const spec = specLabel(g.sku_spec_format);
        return (
          <div className={s.goods} key={`${g.sku_id}-${g.cart_id}`} data-testid="checkout-goods">
            <div className={s.goodsImage}>
              <Img path={g.sku_image} size="small" alt={g.sku_name} />
            </div>
            <div className={s.goodsBody}>
              <span className={s.goodsName}>{g.sku_name || g.goods_name}</span>
              {spec && <span className={s.goodsSpec}>{t('checkout.shop.spec', { spec })}</span>}
              <span className={s.goodsFoot}>
                <Price value={g.price} size="sm" />
                <span className={s.goodsNum}>{t('checkout.shop.num', { num: g.num })}</span>
              </span>
            </div>
          </div>
        );
      })}

      <div className={s.row}>
        <span className={s.rowLabel}>{t('checkout.delivery.label')}</span>
        {virtual ? (
          <span className={s.rowValue}>{t('checkout.delivery.none')}</span>
        ) : ways.length === 0 ? (
          <span className={`${s.rowValue} ${s.warn}`}>{t('checkout.delivery.noWay')}</span>
        ) : (
          <span className={s.tabs} role="tablist">
            {ways.map((w) => (
              <button
                type="button"
                role="tab"
                key={w.name}
                aria-selected={w.name === active}
                className={w.name === active ? `m-chip m-chip--on ${s.tab}` : `m-chip ${s.tab}`}
                onClick={() => w.name !== active && onDelivery(choiceFor(shop, w.name))}
                data-testid={`delivery-${w.name}`}
              >
                {t(`checkout.delivery.${w.name}`)}
              </button>
            ))}
          </span>
        )}
      </div>

      {!virtual && active === 'store' && (
        <button type="button" className={s.row} onClick={() => setSheet('store')} data-testid="store-row">
          <span className={s.rowLabel}>{t('checkout.delivery.storeTitle')}</span>
          <span className={s.rowValue}>
            {store ? (
              <>
                <span className={s.rowMain}>{store.store_name}</span>
                <span className={s.rowSub}>
                  {store.full_address || store.address}
                  {Number(store.distance) > 0 && ` · ${t('checkout.delivery.distance', { d: formatKm(Number(store.distance)) })}`}
                </span>
              </>
            ) : (
              t('checkout.delivery.pickStore')
            )}
          </span>
          <Arrow />
        </button>
      )}

      {!virtual && active === 'local' && (
        <>
          {Number(localInfo?.time_is_open) === 1 ? (
            <button type="button" className={s.row} onClick={() => setSheet('time')} data-testid="time-row">
              <span className={s.rowLabel}>{t('checkout.delivery.time')}</span>
              <span className={s.rowValue}>{askTime || t('checkout.delivery.timeAsap')}</span>
              <Arrow />
            </button>
          ) : (
            <div className={s.row}>
              <span className={s.rowLabel}>{t('checkout.delivery.time')}</span>
              <span className={s.rowValue}>{t('checkout.delivery.timeAsap')}</span>
            </div>
          )}
          {localInfo && (
            <p className={s.note}>
              {Number(localInfo.time_is_open) === 1 &&
                t('checkout.delivery.timeWindow', { start: hhmm(localInfo.start_time), end: hhmm(localInfo.end_time) })}
              {Number(localInfo.time_type) === 1 &&
                ` ${t('checkout.delivery.weekDays', {
                  days: (localInfo.time_week ?? []).map((d) => t(`checkout.delivery.week.${Number(d)}`)).join(' '),
                })}`}
              {positive(localInfo.start_money) && ` ${t('checkout.delivery.minMoney', { money: localInfo.start_money })}`}
            </p>
          )}
        </>
      )}

      {!virtual && (
        <div className={s.row}>
          <span className={s.rowLabel}>{t('checkout.delivery.fee')}</span>
          <span className={s.rowValue} data-testid="shop-delivery-money">
            {positive(shop.delivery_money) ? t('checkout.totals.plus', { money: shop.delivery_money }) : t('checkout.delivery.free')}
          </span>
        </div>
      )}

      {shop.manjian_info && positive(shop.manjian_info.discount_money) && (
        <div className={s.row}>
          <span className={s.rowLabel}>{t('checkout.manjian')}</span>
          <span className={s.rowValue}>
            <span className={s.rowSub}>{shop.manjian_info.manjian_name}</span>
          </span>
          <span className={s.minus}>{t('checkout.totals.minus', { money: shop.manjian_info.discount_money })}</span>
        </div>
      )}

      {!noShopCoupon && (
        <button
          type="button"
          className={s.row}
          onClick={() => setSheet('coupon')}
          disabled={couponOptions.length === 0}
          data-testid="shop-coupon-row"
        >
          <span className={s.rowLabel}>{t('checkout.coupon.shop')}</span>
          <span className={s.rowValue}>
            {couponOptions.length === 0 ? (
              t('checkout.coupon.noneUsable')
            ) : chosenCoupon > 0 && positive(shop.coupon_money) ? (
              <span className={s.minus}>{t('checkout.totals.minus', { money: shop.coupon_money })}</span>
            ) : chosenCoupon > 0 ? (
              couponOptions.find((c) => c.id === chosenCoupon)?.name
            ) : (
              t('checkout.coupon.available', { count: couponOptions.length })
            )}
          </span>
          {couponOptions.length > 0 && <Arrow />}
        </button>
      )}

      <label className={s.row}>
        <span className={s.rowLabel}>{t('checkout.message.label')}</span>
        <input
          className={`m-field-input ${s.input}`}
          value={message}
          maxLength={255}
          placeholder={t('checkout.message.placeholder')}
          onChange={(e) => onMessage(e.target.value)}
          data-testid="buyer-message"
        />
      </label>

      <div className={s.subtotal}>
        <span>{t('checkout.shop.goodsCount', { count: goodsNum })}</span>
        <span>{t('checkout.shop.subtotal')}</span>
        <Price value={shop.order_money} size="md" />
      </div>

      {storeWay && (
        <StoreSheet
          visible={sheet === 'store'}
          stores={storeWay.store_list ?? []}
          current={store?.store_id ?? 0}
          onPick={(st) => {
            close();
            onDelivery({ delivery_type: 'store', delivery_type_name: storeWay.title, store_id: st.store_id });
          }}
          onClose={close}
        />
      )}
      <TimeSheet
        visible={sheet === 'time'}
        slots={slots}
        current={askTime}
        onPick={(time) => {
          close();
          onDelivery({ ...choiceFor(shop, 'local'), buyer_ask_delivery_time: time });
        }}
        onClose={close}
      />
      <CouponSheet
        visible={sheet === 'coupon'}
        title={t('checkout.coupon.shopTitle')}
        options={couponOptions}
        current={chosenCoupon}
        onPick={(id) => {
          close();
          onCoupon(id);
        }}
        onClose={close}
        testId="shop-coupon-sheet"
      />
    </section>
  );
}
