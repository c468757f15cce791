import { useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { MANJIAN_TYPE, type BundlingItem, type ShopInfo } from '@mall/contract';
import { Img } from '../../../shared/ui/Img';
import { Price } from '../../../shared/ui/Price';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { useAuth } from '../../../shared/state/auth';
import { EvaluateItem } from '../../evaluate';
import {
  detailKeys,
  fetchAftersale,
  fetchBundling,
  fetchEvaluateConfig,
  fetchEvaluateFirst,
  fetchIsFollow,
  fetchManjian,
  followShop,
  unfollowShop,
} from '../detail.api';
import { manjianRules, mergeAttrs, shopServices, trimMoney, type MergedAttr } from '../model/extras';
import { ArrowRight } from './icons';
import { CheckIcon } from './detailIcons';
import s from './DetailSections.module.css';
import { LazyPopup } from '../../../shared/ui/LazyPopup';
import { pageUrl } from '../../../shared/pages';

// ---------------------------------------------------------------- full reduction and combos

/** A combo of the goods; tapping it opens the combo's own page (its goods, package price and 立即购买). */
function ComboCard({ combo }: { combo: BundlingItem }) {
  const { t } = useTranslation();
  const { go } = useGo();
  const save = Math.max(0, Number(combo.goods_money) - Number(combo.bl_price)).toFixed(2);
  return (
    <div
      className={s.combo}
      data-testid="combo-item"
      role="link"
      tabIndex={0}
      onClick={() => go(pageUrl('comboDetail', { bl_id: combo.bl_id }))}
      onKeyDown={(e) => {
        if (e.key === 'Enter') go(pageUrl('comboDetail', { bl_id: combo.bl_id }));
      }}
    >
      <div className={s.comboHead}>
        <span className={s.comboName}>{combo.bl_name}</span>
        <span className={s.comboCount}>{t('detail.comboCount', { count: combo.bundling_goods.length })}</span>
      </div>
      <div className={s.comboGoods}>
        {combo.bundling_goods.map((g) => (
          <div className={s.comboGood} key={g.sku_id}>
            <Img path={g.sku_image} size="small" alt={g.sku_name} ratio={1} />
            <span className={s.comboGoodName}>{g.sku_name}</span>
            <Price value={g.price} size="sm" />
          </div>
        ))}
      </div>
      <div className={s.comboFoot}>
        <span>{t('detail.comboPrice')}</span>
        <Price value={combo.bl_price} size="md" />
        <Price value={combo.goods_money} size="sm" del />
        {Number(save) > 0 && <span className={s.comboSave}>{t('detail.comboSave', { money: save })}</span>}
        <span className={s.comboGo}>
          {t('detail.comboGo')}
          <ArrowRight />
        </span>
      </div>
    </div>
  );
}

/** The shop's running 满减 rule for a goods (PromotionRows; prefetched by the detail page on its first load). */
export const manjianQuery = (goodsId: number) =>
  queryOptions({ queryKey: detailKeys.manjian(goodsId), queryFn: () => fetchManjian(goodsId), staleTime: 60_000 });

/** The combos containing a SKU (PromotionRows; prefetched by the detail page on its first load). */
export const bundlingQuery = (skuId: number) =>
  queryOptions({ queryKey: detailKeys.bundling(skuId), queryFn: () => fetchBundling(skuId), staleTime: 60_000 });

/** 满减 tags of the shop's running rule and the combos containing the SKU (list in a popup). */
export function PromotionRows({ goodsId, skuId }: { goodsId: number; skuId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const manjian = useQuery(manjianQuery(goodsId));
  const combos = useQuery(bundlingQuery(skuId));
  const rules = manjianRules(manjian.data);
  const list = combos.data ?? [];
  if (rules.length === 0 && list.length === 0) return null;
  const byCount = manjian.data?.type === MANJIAN_TYPE.COUNT;
  return (
    <div className={`m-card ${s.card}`}>
      {rules.length > 0 && (
        <div className={s.row} data-testid="manjian-row">
          <span className={s.label}>{t('detail.manjian')}</span>
          <span className={s.tags}>
            {rules.map((r) => (
              <span className={s.promoTag} key={r.money}>
                {t(byCount ? 'detail.manjianCountRule' : 'detail.manjianRule', {
                  money: trimMoney(r.money),
                  discount: trimMoney(r.discount_money),
                })}
                {Number(r.free_shipping) === 1 ? `·${t('detail.freeShipping')}` : ''}
              </span>
            ))}
          </span>
        </div>
      )}
      {list.length > 0 && (
        <button type="button" className={s.row} onClick={() => setOpen(true)} data-testid="combo-row">
          <span className={s.label}>{t('detail.combo')}</span>
          <span className={s.value}>{t('detail.comboTip', { count: list.length })}</span>
          <ArrowRight />
        </button>
      )}
      <LazyPopup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} showCloseButton bodyClassName={s.popup}>
        <h3 className={s.popupTitle}>{t('detail.combo')}</h3>
        <div className={s.popupBody} data-testid="combo-popup">
          {list.map((c) => (
            <ComboCard combo={c} key={c.bl_id} />
          ))}
        </div>
      </LazyPopup>
    </div>
  );
}

// ---------------------------------------------------------------- services

/** The shop's service flags as tags; the popup (商品服务) explains each and shows the after-sale document. */
export function ServiceRow({ shop }: { shop: ShopInfo | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const keys = shopServices(shop);
  const aftersale = useQuery({ queryKey: detailKeys.aftersale(), queryFn: fetchAftersale, enabled: open, staleTime: 5 * 60_000 });
  if (keys.length === 0) return null;
  return (
    <div className={`m-card ${s.card}`}>
      <button type="button" className={s.row} onClick={() => setOpen(true)} data-testid="service-row">
        <span className={s.label}>{t('detail.service')}</span>
        <span className={s.services}>
          {keys.map((k) => (
            <span className={s.service} key={k}>
              <CheckIcon />
              {t(`detail.services.${k}`)}
            </span>
          ))}
        </span>
        <ArrowRight />
      </button>
      <LazyPopup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} showCloseButton bodyClassName={s.popup}>
        <h3 className={s.popupTitle}>{t('detail.service')}</h3>
        <div className={s.popupBody} data-testid="service-popup">
          {keys.map((k) => (
            <div className={s.serviceItem} key={k}>
              <span className={s.serviceName}>
                <CheckIcon />
                {t(`detail.services.${k}`)}
              </span>
              <p className={s.serviceDesc}>{t(`detail.serviceDesc.${k}`)}</p>
            </div>
          ))}
          {aftersale.data?.content && (
            <section className={s.aftersale} data-testid="aftersale">
              <h4 className={s.serviceName}>{aftersale.data.title || t('detail.aftersale')}</h4>
              <div className={s.aftersaleText} dangerouslySetInnerHTML={{ __html: aftersale.data.content }} />
            </section>
          )}
        </div>
        <button type="button" className={s.popupBtn} onClick={() => setOpen(false)}>
          {t('common.ok')}
        </button>
      </LazyPopup>
    </div>
  );
}

// ---------------------------------------------------------------- latest review

/** 商品评价(n) with the latest review and 查看全部; hidden when the operator turned reviews off. */
export function EvaluateBlock({ goodsId, count }: { goodsId: number; count: number }) {
  const { t } = useTranslation();
  const { go } = useGo();
  const config = useQuery({ queryKey: detailKeys.evaluateConfig(), queryFn: fetchEvaluateConfig, staleTime: 5 * 60_000 });
  const first = useQuery({ queryKey: detailKeys.evaluateFirst(goodsId), queryFn: () => fetchEvaluateFirst(goodsId) });
  if (config.data && (config.data.evaluate_status === 0 || config.data.evaluate_show === 0)) return null;
  return (
    <section className={`m-card ${s.card}`} data-testid="evaluate-block">
      <div className={s.blockHead}>
        <h2 className={s.blockTitle}>{t('detail.evaluateTitle', { count })}</h2>
        {count > 0 && (
          <button
            type="button"
            className={`m-block-more ${s.more}`}
            onClick={() => go('goodsEvaluate', { goods_id: goodsId })}
            data-testid="evaluate-all"
          >
            {t('detail.viewAll')}
            <ArrowRight />
          </button>
        )}
      </div>
      {first.data ? <EvaluateItem item={first.data} compact /> : first.isSuccess && <p className={s.none}>{t('detail.noEvaluate')}</p>}
    </section>
  );
}

// ---------------------------------------------------------------- shop card

/** Shop logo, name, credits, followers; 进店逛逛 / 全部商品 and follow / unfollow. */
export function ShopCard({ shop, backUrl }: { shop: ShopInfo; backUrl: string }) {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const token = useAuth((st) => st.token);
  const queryClient = useQueryClient();
  const key = detailKeys.follow(shop.site_id);
  const follow = useQuery({ queryKey: key, queryFn: () => fetchIsFollow(shop.site_id), enabled: Boolean(token) });
  const following = Boolean(token) && follow.data === 1;
  const [delta, setDelta] = useState(0);
  const toggle = useMutation({
    mutationFn: () => (following ? unfollowShop(shop.site_id) : followShop(shop.site_id)),
    onSuccess: () => {
      setDelta((d) => d + (following ? -1 : 1));
      queryClient.setQueryData(key, following ? 0 : 1);
      void toast(t(following ? 'detail.unfollowOk' : 'detail.followOk'));
    },
  });
  const onFollow = () => {
    if (!token) return redirectToLogin(backUrl);
    if (!toggle.isPending) toggle.mutate();
  };
  const shopUrl = pageUrl('shopIndex', { site_id: shop.site_id });
  return (
    <div className={`m-card ${s.card} ${s.shop}`} data-testid="detail-shop">
      <div className={s.shopTop}>
        <Img className={s.shopLogo} path={shop.logo || shop.avatar} kind="shop" alt={shop.site_name} />
        <div className={s.shopInfo}>
          <span className={s.shopName}>
            {shop.site_name}
            {Number(shop.is_own) === 1 && <span className={s.ownTag}>{t('goods.own')}</span>}
          </span>
          <span className={s.followers} data-testid="shop-followers">
            {t('detail.followers', { count: Math.max(0, (Number(shop.sub_num) || 0) + delta) })}
          </span>
        </div>
        <button
          type="button"
          className={`${s.followBtn} ${following ? s.followOn : ''}`}
          onClick={onFollow}
          aria-pressed={following}
          data-testid="shop-follow"
        >
          {t(following ? 'detail.followed' : 'detail.follow')}
        </button>
      </div>
      <div className={s.credits}>
        <span>{t('detail.credit.desc', { v: shop.shop_desccredit })}</span>
        <span>{t('detail.credit.service', { v: shop.shop_servicecredit })}</span>
        <span>{t('detail.credit.delivery', { v: shop.shop_deliverycredit })}</span>
      </div>
      <div className={s.shopBtns}>
        <button type="button" className={`m-btn-line ${s.shopBtn}`} onClick={() => go('shopList', { site_id: shop.site_id })}>
          {t('detail.allGoods')}
        </button>
        <button type="button" className={`m-btn-line ${s.shopBtn}`} onClick={() => go(shopUrl)} data-testid="shop-enter">
          {t('detail.enterShop')}
        </button>
      </div>
    </div>
  );
}

// ---------------------------------------------------------------- content / params

function ParamsTable({ attrs }: { attrs: MergedAttr[] }) {
  const { t } = useTranslation();
  if (attrs.length === 0) return <p className={s.none}>{t('detail.noParams')}</p>;
  return (
    <table className={s.params} data-testid="params-table">
      <tbody>
        {attrs.map((a) => (
          <tr key={`${a.attr_id}-${a.attr_name}`}>
            <th scope="row">{a.attr_name}</th>
            <td>{a.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 商品详情 / 参数 tabs: the sanitised HTML content and the merged attribute table. */
export function ContentTabs({ html, attrJson, empty }: { html: string | null; attrJson: string; empty: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'detail' | 'params'>('detail');
  const attrs = mergeAttrs(attrJson);
  return (
    <section className={`m-card ${s.card} ${s.contentCard}`}>
      <div className="m-tabline" role="tablist">
        {(['detail', 'params'] as const).map((k) => (
          <button
            type="button"
            role="tab"
            key={k}
            aria-selected={tab === k}
            className={tab === k ? `m-tabline__tab ${s.tab} m-tabline__tab--on ${s.tabOn}` : `m-tabline__tab ${s.tab}`}
            onClick={() => setTab(k)}
            data-testid={`tab-${k}`}
          >
            {t(k === 'detail' ? 'detail.tabDetail' : 'detail.params')}
          </button>
        ))}
      </div>
      {tab === 'detail' ? (
        html ? (
          <div className={s.content} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className={s.none}>{empty}</p>
        )
      ) : (
        <ParamsTable attrs={attrs} />
      )}
    </section>
  );
}
