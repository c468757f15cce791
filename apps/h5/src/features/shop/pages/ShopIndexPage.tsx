import { useQuery } from '@tanstack/react-query';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { useTranslation } from '../../../i18n/react';
import type { DiyBlockBase } from '../../home';
import { parseDiyValue } from '../../home';
import { DiyRenderer } from '../../home';
import { useGo } from '../../../shared/lib/nav';
import { ApiError } from '../../../shared/lib/request';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { NavBar } from '../../../shared/ui/NavBar';
import { useAppState } from '../../../shared/state/app';
import { ShopBottomBar } from '../components/ShopBottomBar';
import { ShopHeader } from '../components/ShopHeader';
import { ShopContext } from '../diy/ShopContext';
import { shopDiyQuery, shopInfoQuery } from '../shop.api';
import s from '../shop.module.css';
import { SHOP_STATUS } from '@mall/contract';

/** Blocks shown when the shop has not decorated its home page yet. */
const FALLBACK_BLOCKS: DiyBlockBase[] = [
  { id: 'fallback-search', controller: 'ShopSearch' },
  { id: 'fallback-info', controller: 'ShopInfo' },
  { id: 'fallback-store', controller: 'ShopStore' },
];

/** Shop home (`?site_id=`): header with follow, the shop's DIY page, the shop's bottom bar; pull-down refreshes. */
export default function ShopIndexPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const siteId = positiveId(usePageParams('shopIndex').site_id);
  const info = useQuery({ ...shopInfoQuery(siteId), enabled: siteId > 0 });
  const lang = useAppState((st) => st.lang);
  const diy = useQuery({ ...shopDiyQuery(siteId, lang), enabled: siteId > 0 && info.isSuccess });

  if (siteId === 0) return <Missing title={t('titles.shopIndex')} text={t('shop.notFound')} />;
  if (info.isPending) return <LoadingView fullPage />;
  if (info.isError) {
    if (info.error instanceof ApiError && info.error.code < 0) return <Missing title={t('titles.shopIndex')} text={info.error.message} />;
    return <ErrorView onRetry={() => void info.refetch()} />;
  }
  const shop = info.data;
  if (shop.shop_status !== SHOP_STATUS.open) return <Missing title={shop.site_name} text={t('shop.closed')} />;

  const page = diy.data ? parseDiyValue(diy.data.value) : null;
  const blocks = page && page.blocks.length > 0 ? page.blocks : diy.isSuccess ? FALLBACK_BLOCKS : [];
  return (
    <div className={s.page} style={page?.global.bgColor ? { background: page.global.bgColor } : undefined} data-testid="shop-index">
      <NavBar title={shop.site_name} />
      <ShopContext.Provider value={shop}>
        <ShopHeader shop={shop} onOpen={() => go('shopIntroduce', { site_id: siteId })} />
        {diy.isPending ? <LoadingView /> : diy.isError ? <ErrorView onRetry={() => void diy.refetch()} /> : <DiyRenderer blocks={blocks} />}
      </ShopContext.Provider>
      <ShopBottomBar siteId={siteId} telephone={shop.telephone} />
    </div>
  );
}

function Missing({ title, text }: { title: string; text: string }) {
  return (
    <>
      <NavBar title={title} />
      <EmptyState text={text} showHome />
    </>
  );
}
