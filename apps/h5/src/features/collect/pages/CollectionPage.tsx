import { Dialog } from 'antd-mobile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { GoodsCollectItem } from '@mall/contract';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { Img } from '../../../shared/ui/Img';
import { PagedList } from '../../../shared/ui/PagedList';
import { Price } from '../../../shared/ui/Price';
import { deleteCollect, detailKeys, fetchCollections } from '../../goods';
import s from './CollectPages.module.css';
import { GOODS_STATE } from '@mall/contract';

/** The member's collected goods, newest first; tap opens the goods, 取消收藏 asks first. */
export default function CollectionPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (goodsId: number) => deleteCollect(goodsId),
    onSuccess: (_d, goodsId) => {
      void toast(t('collect.cancelled'));
      void queryClient.invalidateQueries({ queryKey: detailKeys.collections() });
      queryClient.setQueryData(detailKeys.isCollect(goodsId), 0);
    },
  });
  const ask = async (item: GoodsCollectItem) => {
    const ok = await Dialog.confirm({
      content: t('collect.cancelCollectConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (ok) remove.mutate(item.goods_id);
  };
  return (
    <div className={s.page} data-testid="collection-page">
      <PagedList<GoodsCollectItem>
        queryKey={[...detailKeys.collections()]}
        fetchPage={fetchCollections}
        itemKey={(r) => r.collect_id}
        className={s.list}
        empty={{ text: t('collect.collectionEmpty'), showHome: true }}
        renderItem={(r) => {
          const invalid = r.goods_state !== GOODS_STATE.ON;
          return (
            <div className={`m-card ${s.item} ${invalid ? s.invalid : ''}`} data-testid="collection-item">
              <button type="button" className={s.main} onClick={() => go('goodsDetail', { sku_id: r.sku_id })}>
                <span className={s.thumb}>
                  <Img path={r.sku_image} size="mid" alt={r.sku_name} ratio={1} />
                  {invalid && <span className={s.badge}>{t('collect.invalid')}</span>}
                </span>
                <span className={s.info}>
                  <span className={s.name}>{r.sku_name || r.goods_name}</span>
                  <span className={s.shopName}>{r.site_name}</span>
                  <Price value={r.sku_price} size="md" />
                </span>
              </button>
              <button type="button" className={`m-btn-line ${s.cancel}`} onClick={() => void ask(r)} data-testid="collection-cancel">
                {t('collect.cancelCollect')}
              </button>
            </div>
          );
        }}
      />
    </div>
  );
}
