import { useState } from 'react';
import { Checkbox, Dialog } from 'antd-mobile';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { GoodsBrowseItem, Paged } from '@mall/contract';
import { GOODS_STATE, nowSeconds } from '@mall/contract';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { Img } from '../../../shared/ui/Img';
import { PagedList } from '../../../shared/ui/PagedList';
import { Price } from '../../../shared/ui/Price';
import { deleteFootprints, detailKeys, fetchFootprints } from '../../goods';
import { dayLabel, startsDay } from '../model';
import s from './CollectPages.module.css';

const PAGE_SIZE = 20;

/** Footprints grouped by day, newest first; 管理 selects rows (or all loaded) and deletes them after a confirmation. */
export default function FootprintPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // Total footprints as of the last first page (null until loaded): 管理 shows only when there are some.
  const [total, setTotal] = useState<number | null>(null);
  const fetchPage = async (page: number, size: number) => {
    const res = await fetchFootprints(page, size);
    if (page === 1) setTotal(res.count);
    return res;
  };
  const listKey = [...detailKeys.footprints()];
  const loaded = (): GoodsBrowseItem[] =>
    queryClient
      .getQueryData<InfiniteData<Paged<GoodsBrowseItem>>>([...listKey, { pageSize: PAGE_SIZE }])
      ?.pages.flatMap((p) => p?.list ?? []) ?? [];
  const now = nowSeconds();

  const remove = useMutation({
    mutationFn: (ids: number[]) => deleteFootprints(ids),
    onSuccess: () => {
      void toast(t('collect.deleted'));
      setSelected(new Set());
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });

  const toggle = (id: number) =>
    setSelected((cur) => {
      const next = new Set(cur);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const all = loaded();
  const allOn = all.length > 0 && all.every((r) => selected.has(r.id));
  const askDelete = async () => {
    const ids = [...selected];
    if (ids.length === 0) return;
    const ok = await Dialog.confirm({
      content: t('collect.deleteConfirm', { count: ids.length }),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (ok) remove.mutate(ids);
  };

  return (
    <div className={`${s.page} ${editing ? s.withBar : ''}`} data-testid="footprint-page">
      <PagedList<GoodsBrowseItem>
        queryKey={listKey}
        pageSize={PAGE_SIZE}
        fetchPage={fetchPage}
        itemKey={(r) => r.id}
        empty={{ text: t('collect.footprintEmpty'), showHome: true }}
        header={
          Boolean(total) && (
            <div className={s.toolbar}>
              <button type="button" className={s.toolbarBtn} onClick={() => setEditing((e) => !e)} data-testid="footprint-edit">
                {t(editing ? 'collect.done' : 'collect.edit')}
              </button>
            </div>
          )
        }
        renderItem={(r, i) => {
          const items = loaded();
          const head = startsDay(
            items.map((x) => x.browse_time),
            i,
          );
          const label = dayLabel(r.browse_time, now);
          return (
            <>
              {head && (
                <h3 className={s.day} data-testid="footprint-day">
                  {label.kind === 'date' ? label.text : t(`collect.${label.kind}`)}
                </h3>
              )}
              <div className={`m-card ${s.item} ${r.goods_state !== GOODS_STATE.ON ? s.invalid : ''}`} data-testid="footprint-item">
                {editing && (
                  <Checkbox
                    className={s.check}
                    checked={selected.has(r.id)}
                    onChange={() => toggle(r.id)}
                    aria-label={t('collect.select', { name: r.sku_name })}
                  />
                )}
                <button type="button" className={s.main} onClick={() => (editing ? toggle(r.id) : go('goodsDetail', { sku_id: r.sku_id }))}>
                  <span className={s.thumb}>
                    <Img path={r.sku_image} size="mid" alt={r.sku_name} ratio={1} />
                    {r.goods_state !== GOODS_STATE.ON && <span className={s.badge}>{t('collect.invalid')}</span>}
                  </span>
                  <span className={s.info}>
                    <span className={s.name}>{r.sku_name || r.goods_name}</span>
                    <Price value={r.discount_price} size="md" />
                  </span>
                </button>
              </div>
            </>
          );
        }}
      />
      {editing && Boolean(total) && (
        <div className="m-dock">
          <Checkbox
            checked={allOn}
            onChange={(on) => setSelected(on ? new Set(loaded().map((r) => r.id)) : new Set())}
            data-testid="footprint-all"
          >
            {t('collect.selectAll')}
          </Checkbox>
          <button
            type="button"
            className={`m-btn-fill ${s.delete}`}
            disabled={selected.size === 0 || remove.isPending}
            onClick={() => void askDelete()}
            data-testid="footprint-delete"
          >
            {t('collect.delete')}
          </button>
        </div>
      )}
    </div>
  );
}
