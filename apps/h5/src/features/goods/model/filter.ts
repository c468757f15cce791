/** The goods list's filter drawer state → `/api/goodssku/page` params (reference §4.5). */

export interface AttrChoice {
  attr_id: number;
  attr_value_id: number;
}

export interface ListFilter {
  /** Yuan as typed ('' = no bound). */
  minPrice: string;
  maxPrice: string;
  freeShipping: boolean;
  own: boolean;
  brandId: number | null;
  attrs: AttrChoice[];
}

export const EMPTY_FILTER: ListFilter = { minPrice: '', maxPrice: '', freeShipping: false, own: false, brandId: null, attrs: [] };

/** What may be typed into a price box: digits with at most one dot and two decimals. */
export const cleanPrice = (typed: string): string => {
  const digits = typed.replace(/[^\d.]/g, '');
  const [whole, ...rest] = digits.split('.');
  const w = whole.replace(/^0+(?=\d)/, '').slice(0, 8);
  return rest.length ? `${w || '0'}.${rest.join('').slice(0, 2)}` : w;
};

/** 'priceInvalid' when both bounds are set and min > max, else null. */
export const priceError = (f: Pick<ListFilter, 'minPrice' | 'maxPrice'>): 'priceInvalid' | null => {
  if (f.minPrice === '' || f.maxPrice === '') return null;
  return Number(f.minPrice) > Number(f.maxPrice) ? 'priceInvalid' : null;
};

/** One value per attribute: tapping the chosen value clears it, another value replaces it. */
export const toggleAttr = (attrs: AttrChoice[], choice: AttrChoice): AttrChoice[] => {
  const current = attrs.find((a) => a.attr_id === choice.attr_id);
  const others = attrs.filter((a) => a.attr_id !== choice.attr_id);
  return current?.attr_value_id === choice.attr_value_id ? others : [...others, choice];
};

export const isAttrChosen = (attrs: AttrChoice[], choice: AttrChoice): boolean =>
  attrs.some((a) => a.attr_id === choice.attr_id && a.attr_value_id === choice.attr_value_id);

/** How many filters are on (shown on the 筛选 button). */
export const activeCount = (f: ListFilter): number =>
  (f.minPrice !== '' || f.maxPrice !== '' ? 1 : 0) + (f.freeShipping ? 1 : 0) + (f.own ? 1 : 0) + (f.brandId ? 1 : 0) + f.attrs.length;

/** Request params of a filter; nothing for what is off. */
export const filterParams = (f: ListFilter): Record<string, string | number> => {
  const out: Record<string, string | number> = {};
  if (f.minPrice !== '') out.min_price = f.minPrice;
  if (f.maxPrice !== '') out.max_price = f.maxPrice;
  if (f.freeShipping) out.is_free_shipping = 1;
  if (f.own) out.is_own = 1;
  if (f.brandId) out.brand_id = f.brandId;
  if (f.attrs.length) out.attr = JSON.stringify(f.attrs.map((a) => ({ attr_id: a.attr_id, attr_value_id: a.attr_value_id })));
  return out;
};
