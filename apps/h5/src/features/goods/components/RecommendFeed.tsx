import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { PagedList } from '../../../shared/ui/PagedList';
import { fetchRecommendPage, goodsKeys, type GoodsSkuItem } from '../goods.api';
import { GoodsCard } from './GoodsCard';
import s from './RecommendFeed.module.css';

export interface RecommendFeedProps {
  /** The page's back-to-top button (after 1000 px); off when the page has its own. */
  backToTop?: boolean;
  /** Goods its first render draws, the others a frame later (PagedList); all by default. */
  firstDraw?: number;
}

/**
 * 猜你喜欢: the "you may like" goods (`/api/goodssku/recommend`) as a two-column feed at the foot of a
 * page (home, cart, empty cart), loading the next page as it comes into view and ending with 没有更多了.
 * Shows nothing when there is nothing to recommend.
 */
export function RecommendFeed({ backToTop = true, firstDraw }: RecommendFeedProps) {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <section className={s.feed} data-testid="recommend-feed">
      <PagedList<GoodsSkuItem>
        queryKey={[...goodsKeys.recommend()]}
        fetchPage={(page, size) => fetchRecommendPage(page, size)}
        itemKey={(item) => item.sku_id}
        header={
          <h2 className={s.title} data-testid="recommend-title">
            <span>{t('goods.recommendTitle')}</span>
          </h2>
        }
        className="m-grid2"
        pullToRefresh={false}
        backToTop={backToTop}
        firstDraw={firstDraw}
        quiet
        renderItem={(item) => <GoodsCard item={item} layout="grid" onOpen={(id) => go('goodsDetail', { sku_id: id })} />}
      />
    </section>
  );
}

export default RecommendFeed;
