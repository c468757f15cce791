import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SearchBar } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react';
import type { ShopStreetItem } from '@mall/contract';
import { useGo } from '../../../shared/lib/nav';
import { PagedList } from '../../../shared/ui/PagedList';
import { useShopperLocation } from '../../store';
import { ShopCard } from '../components/ShopCard';
import { fetchStreet, shopCategoriesQuery, shopKeys, type StreetFilter } from '../shop.api';
import s from '../shop.module.css';

type Order = 'default' | 'shop_sales' | 'shop_desccredit';

/**
 * The shop street: search by name, sort (nearest first when located, by sales, by credit), main
 * category tabs and the paged shop list with distances.
 */
export default function ShopStreetPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const { location, status } = useShopperLocation();
  const categories = useQuery(shopCategoriesQuery());
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [order, setOrder] = useState<Order>('default');
  const [categoryId, setCategoryId] = useState(0);

  const filter: StreetFilter = {
    keyword: keyword || undefined,
    order: order === 'default' ? undefined : order,
    sort: order === 'default' ? undefined : 'desc',
    category_id: categoryId || undefined,
    lat: location?.latitude,
    lng: location?.longitude,
  };
  const orders: { key: Order; text: string }[] = [
    { key: 'default', text: location ? t('shop.orderNearest') : t('shop.orderDefault') },
    { key: 'shop_sales', text: t('shop.orderSales') },
    { key: 'shop_desccredit', text: t('shop.orderCredit') },
  ];

  return (
    <div className={s.page} data-testid="shop-street">
      <div className={s.sticky}>
        <div className="m-search-row">
          <SearchBar
            className="m-search-bar"
            value={input}
            onChange={setInput}
            onSearch={(v) => setKeyword(v.trim())}
            onClear={() => setKeyword('')}
            placeholder={t('shop.streetPlaceholder')}
            maxLength={50}
          />
          <button type="button" className="m-search-row__btn" onClick={() => setKeyword(input.trim())} data-testid="street-search">
            {t('shop.search')}
          </button>
        </div>
        <div className="m-tabline" role="tablist">
          {orders.map((o) => (
            <button
              key={o.key}
              type="button"
              role="tab"
              aria-selected={order === o.key}
              className={order === o.key ? 'm-tabline__tab m-tabline__tab--on' : 'm-tabline__tab'}
              onClick={() => setOrder(o.key)}
              data-testid={`street-order-${o.key}`}
            >
              {o.text}
            </button>
          ))}
        </div>
        {categories.data && categories.data.length > 0 && (
          <div className={`m-chips ${s.chips}`} data-testid="street-categories">
            {[{ category_id: 0, category_name: t('shop.allCategories') }, ...categories.data].map((c) => (
              <button
                key={c.category_id}
                type="button"
                className={categoryId === c.category_id ? `m-chip m-chip--on ${s.chip}` : `m-chip ${s.chip}`}
                onClick={() => setCategoryId(c.category_id)}
              >
                {c.category_name}
              </button>
            ))}
          </div>
        )}
        {status === 'locating' && !location && <p className={s.locating}>{t('shop.locating')}</p>}
      </div>
      <PagedList<ShopStreetItem>
        queryKey={[...shopKeys.street(filter)]}
        fetchPage={(page, size) => fetchStreet(filter, page, size)}
        itemKey={(item) => item.site_id}
        className="m-stack"
        empty={{ text: t('shop.streetEmpty') }}
        renderItem={(item) => <ShopCard item={item} onOpen={(id) => go('shopIndex', { site_id: id })} />}
      />
    </div>
  );
}
