import { useTranslation } from '../../../i18n/react';
import type { GoodsBrandItem } from '@mall/contract';
import { PagedList } from '../../../shared/ui/PagedList';
import { Img } from '../../../shared/ui/Img';
import { useGo } from '../../../shared/lib/nav';
import { fetchBrandPage } from '../list.api';
import s from './BrandPage.module.css';

/** Brand page (`/otherpages/goods/brand/brand`): the recommended brands as a grid; a brand opens its goods. */
export default function BrandPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <div className={s.page}>
      <PagedList<GoodsBrandItem>
        queryKey={['goods', 'brandPage']}
        fetchPage={fetchBrandPage}
        pageSize={18}
        itemKey={(b) => b.brand_id}
        className={s.grid}
        empty={{ text: t('search.brandEmpty'), showHome: true }}
        renderItem={(b) => (
          <button
            type="button"
            className={s.brand}
            onClick={() => go('goodsList', { brand_id: b.brand_id })}
            data-testid="brand-item"
            aria-label={t('search.brandGoods', { name: b.brand_name })}
          >
            <span className={s.logo}>
              <Img path={b.image_url} size="mid" kind="brand" alt="" />
            </span>
            <span className={s.name}>{b.brand_name}</span>
          </button>
        )}
      />
    </div>
  );
}
