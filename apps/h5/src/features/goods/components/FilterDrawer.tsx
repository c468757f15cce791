import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { LazyPopup } from '../../../shared/ui/LazyPopup';
import type { GoodsCategoryRelevance } from '@mall/contract';
import { cleanPrice, EMPTY_FILTER, isAttrChosen, priceError, toggleAttr, type ListFilter } from '../model/filter';
import s from './FilterDrawer.module.css';

export interface FilterDrawerProps {
  visible: boolean;
  /** The filter in force; the drawer edits a copy until 确定. */
  value: ListFilter;
  /** Brands and attributes to offer (relevanceinfo of the category, or the platform brands). */
  options: GoodsCategoryRelevance | undefined;
  onConfirm: (next: ListFilter) => void;
  onClose: () => void;
}

const COLLAPSED = 6;

/** Right-side drawer: price range, free shipping / self-run, brands, attribute values; 重置 and 确定. */
export function FilterDrawer({ visible, value, options, onConfirm, onClose }: FilterDrawerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ListFilter>(value);
  const [openedWith, setOpenedWith] = useState<ListFilter | null>(null);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  if (visible && openedWith !== value) {
    // each opening starts from the filter in force
    setOpenedWith(value);
    setDraft(value);
  }
  if (!visible && openedWith) setOpenedWith(null);

  const error = priceError(draft);
  const brands = options?.brand_list ?? [];
  const attributes = options?.attribute_list ?? [];
  const set = (patch: Partial<ListFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const shown = <T,>(key: string, list: T[]) => (expanded[key] ? list : list.slice(0, COLLAPSED));
  const moreButton = (key: string, length: number) =>
    length > COLLAPSED && (
      <button type="button" className={s.more} onClick={() => setExpanded((e) => ({ ...e, [key]: !e[key] }))}>
        {t(expanded[key] ? 'search.less' : 'search.more')}
      </button>
    );

  return (
    <LazyPopup visible={visible} position="right" onMaskClick={onClose} onClose={onClose} bodyClassName={s.body}>
      <div className={s.wrap} data-testid="filter-drawer" role="dialog" aria-label={t('search.filterTitle')}>
        <div className={s.scroll}>
          <section className={s.section}>
            <h3 className={s.title}>{t('search.priceRange')}</h3>
            <div className={s.prices}>
              <input
                className={s.price}
                inputMode="decimal"
                placeholder={t('search.minPrice')}
                aria-label={t('search.minPrice')}
                value={draft.minPrice}
                onChange={(e) => set({ minPrice: cleanPrice(e.target.value) })}
              />
              <span className={s.dash}>—</span>
              <input
                className={s.price}
                inputMode="decimal"
                placeholder={t('search.maxPrice')}
                aria-label={t('search.maxPrice')}
                value={draft.maxPrice}
                onChange={(e) => set({ maxPrice: cleanPrice(e.target.value) })}
              />
            </div>
            {error && (
              <p className={s.error} role="alert">
                {t(`search.${error}`)}
              </p>
            )}
          </section>

          <section className={s.section}>
            <h3 className={s.title}>{t('search.service')}</h3>
            <div className={`${s.chips} ${s.chipsTwo}`}>
              <Chip on={draft.freeShipping} onClick={() => set({ freeShipping: !draft.freeShipping })}>
                {t('search.freeShipping')}
              </Chip>
              <Chip on={draft.own} onClick={() => set({ own: !draft.own })}>
                {t('search.own')}
              </Chip>
            </div>
          </section>

          {brands.length > 0 && (
            <section className={s.section} data-testid="filter-brands">
              <h3 className={s.title}>{t('search.brand')}</h3>
              <div className={s.chips}>
                {shown('brand', brands).map((b) => (
                  <Chip
                    key={b.brand_id}
                    on={draft.brandId === b.brand_id}
                    onClick={() => set({ brandId: draft.brandId === b.brand_id ? null : b.brand_id })}
                  >
                    {b.brand_name}
                  </Chip>
                ))}
              </div>
              {moreButton('brand', brands.length)}
            </section>
          )}

          {attributes.map((a) => (
            <section key={a.attr_id} className={s.section}>
              <h3 className={s.title}>{a.attr_name}</h3>
              <div className={s.chips}>
                {shown(`a${a.attr_id}`, a.child).map((v) => {
                  const choice = { attr_id: a.attr_id, attr_value_id: v.attr_value_id };
                  return (
                    <Chip
                      key={v.attr_value_id}
                      on={isAttrChosen(draft.attrs, choice)}
                      onClick={() => set({ attrs: toggleAttr(draft.attrs, choice) })}
                    >
                      {v.attr_value_name}
                    </Chip>
                  );
                })}
              </div>
              {moreButton(`a${a.attr_id}`, a.child.length)}
            </section>
          ))}
        </div>
        <div className={s.foot}>
          <button type="button" className={s.reset} onClick={() => setDraft(EMPTY_FILTER)}>
            {t('search.reset')}
          </button>
          <button
            type="button"
            className={s.confirm}
            disabled={error !== null}
            onClick={() => {
              if (error) return;
              onConfirm(draft);
            }}
          >
            {t('search.confirm')}
          </button>
        </div>
      </div>
    </LazyPopup>
  );
}

function Chip({ on, onClick, children }: { on: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button type="button" className={on ? `${s.chip} ${s.chipOn}` : s.chip} aria-pressed={on} onClick={onClick}>
      {children}
    </button>
  );
}

export default FilterDrawer;
