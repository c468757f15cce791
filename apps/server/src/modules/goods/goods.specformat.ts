import type { GoodsSpecGroup, SkuSpecItem } from '@mall/contract';

/**
 * Spec (规格) formats. Goods store their dimensions once (`goods_spec_format` without per-SKU
 * flags); every SKU stores its own values (`sku_spec_format`). For a detail page the goods
 * format is computed for one SKU: each value gets the SKU reached by choosing it while keeping the
 * other choices, `selected` when the SKU has it, `disabled` when the reached SKU is missing or sold out.
 */

export interface StoredSpecValue {
  spec_id: number;
  spec_name: string;
  spec_value_id: number;
  spec_value_name: string;
  image: string;
}

export interface StoredSpecGroup {
  spec_id: number;
  spec_name: string;
  value: StoredSpecValue[];
}

export interface SpecSku {
  sku_id: number;
  stock: number;
  spec: SkuSpecItem[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);
const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** Reads stored jsonb defensively (rows written by hand or older code must not break the page). */
export const readStoredSpecs = (raw: unknown): StoredSpecGroup[] =>
  (Array.isArray(raw) ? raw : []).filter(isRecord).map((g) => ({
    spec_id: num(g.spec_id),
    spec_name: str(g.spec_name),
    value: (Array.isArray(g.value) ? g.value : []).filter(isRecord).map((v) => ({
      spec_id: num(v.spec_id ?? g.spec_id),
      spec_name: str(v.spec_name ?? g.spec_name),
      spec_value_id: num(v.spec_value_id),
      spec_value_name: str(v.spec_value_name),
      image: str(v.image),
    })),
  }));

export const readSkuSpec = (raw: unknown): SkuSpecItem[] =>
  (Array.isArray(raw) ? raw : []).filter(isRecord).map((s) => ({
    spec_id: num(s.spec_id),
    spec_name: str(s.spec_name),
    spec_value_id: num(s.spec_value_id),
    spec_value_name: str(s.spec_value_name),
  }));

/** Key of a value combination, independent of the order of dimensions. */
const comboKey = (pairs: Map<number, number>) =>
  [...pairs.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, v]) => `${s}:${v}`)
    .join('|');

/** `goods_spec_format` as the detail of `current` shows it. */
export const buildGoodsSpecFormat = (groups: StoredSpecGroup[], skus: SpecSku[], current: SkuSpecItem[]): GoodsSpecGroup[] => {
  const byCombo = new Map<string, SpecSku>();
  for (const sku of skus) {
    byCombo.set(comboKey(new Map(sku.spec.map((s) => [s.spec_id, s.spec_value_id]))), sku);
  }
  const chosen = new Map(current.map((s) => [s.spec_id, s.spec_value_id]));
  return groups.map((g) => ({
    spec_id: g.spec_id,
    spec_name: g.spec_name,
    value: g.value.map((v) => {
      const combo = new Map(chosen);
      combo.set(g.spec_id, v.spec_value_id);
      const target = byCombo.get(comboKey(combo));
      return {
        spec_id: g.spec_id,
        spec_name: g.spec_name,
        spec_value_id: v.spec_value_id,
        spec_value_name: v.spec_value_name,
        sku_id: target ? target.sku_id : 0,
        image: v.image,
        selected: chosen.get(g.spec_id) === v.spec_value_id,
        disabled: !target || target.stock <= 0,
      };
    }),
  }));
};

/** SKU name: goods name followed by its spec values ("星耀 X5 曜石黑 256GB"). */
export const skuNameOf = (goodsName: string, spec: { spec_value_name: string }[]): string =>
  [goodsName, ...spec.map((s) => s.spec_value_name)].filter(Boolean).join(' ');

/** Every combination of the dimensions' values, first dimension slowest (the SKU order of the goods). */
export const specCombinations = <T>(dims: T[][]): T[][] =>
  dims.reduce<T[][]>((acc, values) => acc.flatMap((prefix) => values.map((v) => [...prefix, v])), [[]]);
