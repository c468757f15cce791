import { z } from 'zod';

// In the browser the storefront runs under a Content-Security-Policy without 'unsafe-eval': zod's compiled
// fast path would first try `new Function`, which the browser reports as a violation even though zod falls
// back. The schemas the storefront's pages load are built on these helpers, so this runs before the first
// of them is built. The server keeps the faster compiled path.
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * Field helpers for request params. Params arrive as strings (query or form) or JSON values;
 * an empty string counts as missing so "required" errors read naturally.
 */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const toNumber = (v: unknown) => {
  const b = blankToUndefined(v);
  if (typeof b === 'string') return /^\s*-?\d+(\.\d+)?\s*$/.test(b) ? Number(b) : b;
  return b;
};

/** Whole number within [min, max]. */
export const intParam = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(toNumber, z.number().int().min(min).max(max));

/** Database id: positive integer. */
export const idParam = () => intParam(1, 2_147_483_647);

/** 0 or 1 switch. */
export const flagParam = () => z.preprocess(toNumber, z.union([z.literal(0), z.literal(1)]));

/** Trimmed text with length bounds. */
export const strParam = (min = 1, max = 255) =>
  z.preprocess((v) => {
    const b = blankToUndefined(v);
    return typeof b === 'string' ? b.trim() || undefined : typeof b === 'number' ? String(b) : b;
  }, z.string().min(min).max(max));

/** Comma-separated ids ("1,2,3") or an array of ids. */
export const idListParam = (maxItems = 200) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      if (typeof b === 'number') return [b];
      if (typeof b === 'string')
        return b
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
      return b;
    },
    z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(maxItems),
  );

export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** A param that falls back to `value` when missing or blank. */
export const withDefault = <T extends z.ZodType>(schema: T, value: z.infer<T>) =>
  z.preprocess(blankToUndefined, schema.default(value as never));

/** What a uni-app client sends for a variable it never set. */
const UNSET_TEXT = /^(undefined|null)$/;

/**
 * The params of `schema` with those sent as the text `undefined` or `null` (a variable the client never set)
 * counted as not sent, e.g. `member_address=undefined` is the default address. `keep` names params taken as
 * typed (a buyer's message may well read "null").
 */
export const droppingUnsetTexts = <S extends z.ZodType>(schema: S, keep: readonly string[] = []) =>
  z.preprocess((raw) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    return Object.fromEntries(
      Object.entries(raw).filter(([k, v]) => keep.includes(k) || !(typeof v === 'string' && UNSET_TEXT.test(v.trim()))),
    );
  }, schema);
