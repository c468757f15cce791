/**
 * Spec (规格) model of a goods detail. The server sends `goods_spec_format` and `sku_spec_format`
 * either as arrays or as JSON strings (reference §2 / §4.5); everything here accepts both and never throws.
 *
 * `goods_spec_format` of a SKU: one group per spec dimension; each value carries the `sku_id` that
 * choosing it (keeping the other dimensions) leads to, and `disabled` when no such SKU exists.
 */

export interface SpecValue {
  spec_id: number;
  spec_name: string;
  spec_value_id: number;
  spec_value_name: string;
  /** SKU reached by choosing this value; 0 when none. */
  sku_id: number;
  image: string;
  selected: boolean;
  disabled: boolean;
}

export interface SpecGroup {
  spec_id: number;
  spec_name: string;
  value: SpecValue[];
}

export interface SkuSpec {
  spec_id: number;
  spec_name: string;
  spec_value_id: number;
  spec_value_name: string;
}

const toNum = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};

const toStr = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** PHP-style flags: true, 1, "1", "true" are true. */
const toBool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Array as is; JSON string parsed; anything else (null, '', broken JSON, objects) → []. */
export const parseJsonArray = (raw: unknown): unknown[] => {
  if (Array.isArray(raw)) return raw;
  if (typeof raw !== 'string' || raw.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};

export const parseSkuSpecFormat = (raw: unknown): SkuSpec[] =>
  parseJsonArray(raw)
    .filter(isRecord)
    .map((s) => ({
      spec_id: toNum(s.spec_id),
      spec_name: toStr(s.spec_name),
      spec_value_id: toNum(s.spec_value_id),
      spec_value_name: toStr(s.spec_value_name),
    }));

/**
 * Parses `goods_spec_format`. When `skuSpec` (the current SKU's `sku_spec_format`) is given, the
 * `selected` flags are derived from it (it is the authority for which SKU is shown); otherwise the
 * server's `selected` flags are kept. A value pointing at no SKU is always disabled.
 */
export const parseGoodsSpecFormat = (raw: unknown, skuSpec?: SkuSpec[]): SpecGroup[] => {
  const chosen = skuSpec && skuSpec.length > 0 ? new Set(skuSpec.map((s) => `${s.spec_id}:${s.spec_value_id}`)) : null;
  return parseJsonArray(raw)
    .filter(isRecord)
    .map((g) => {
      const spec_id = toNum(g.spec_id);
      const spec_name = toStr(g.spec_name);
      const values = Array.isArray(g.value) ? g.value.filter(isRecord) : [];
      return {
        spec_id,
        spec_name,
        value: values.map((v) => {
          const value_spec_id = v.spec_id === undefined ? spec_id : toNum(v.spec_id);
          const spec_value_id = toNum(v.spec_value_id);
          const sku_id = toNum(v.sku_id);
          return {
            spec_id: value_spec_id,
            spec_name: toStr(v.spec_name) || spec_name,
            spec_value_id,
            spec_value_name: toStr(v.spec_value_name),
            sku_id,
            image: toStr(v.image),
            selected: chosen ? chosen.has(`${value_spec_id}:${spec_value_id}`) : toBool(v.selected),
            disabled: toBool(v.disabled) || sku_id <= 0,
          };
        }),
      };
    })
    .filter((g) => g.value.length > 0);
};

/** "红色 / XL" from the SKU's spec values (empty when the goods has no specs). */
export const specText = (skuSpec: SkuSpec[], sep = ' / '): string =>
  skuSpec
    .map((s) => s.spec_value_name)
    .filter(Boolean)
    .join(sep);

/**
 * The SKU to load when a value is tapped, or null when nothing should happen
 * (disabled value, already selected, or no target SKU).
 */
export const skuForValue = (value: SpecValue, currentSkuId: number): number | null => {
  if (value.disabled || value.selected || value.sku_id <= 0 || value.sku_id === currentSkuId) return null;
  return value.sku_id;
};

/** Names of the dimensions that have no selected value yet (shown as "请选择 颜色"). */
export const unselectedSpecNames = (groups: SpecGroup[]): string[] =>
  groups.filter((g) => !g.value.some((v) => v.selected)).map((g) => g.spec_name);
