import type { SkuSpecItem } from '@mall/contract';
import { sanitizeHtml, skuNameOf, specCombinations, type StoredSpecGroup } from '../modules/goods';
import { BRANDS, CATEGORIES, COLOUR_HEX, GOODS, SHOPS, type CategoryDef, type GoodsDef, type Motif } from './catalog';
import {
  BANNER_SIZES,
  GOODS_SIZES,
  SQUARE_SIZES,
  bannerArt,
  categoryArt,
  goodsArt,
  hslHex,
  shopArt,
  type ImageJob,
} from './images';
import { STORE_SIZES, STORES, storeArt, storeImagePath } from './stores';

/**
 * Turns the catalogue into rows and picture jobs, deterministically (same input, same output).
 * References between rows are by index; the seed maps indices to the ids the database gives.
 */

/** 2025-01-01 00:00 (UTC+8): every seeded time counts from here. */
export const SEED_TIME = 1_735_660_800;

/** Small deterministic PRNG (mulberry32). */
export const prng = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const fen = (yuan: number) => Math.round(yuan * 100);

// ---------------------------------------------------------------- categories

export interface CategoryPlan {
  key: number;
  parentKey: number | null;
  level: 1 | 2 | 3;
  name: string;
  short: string;
  image: string;
  imageAdv: string;
  sort: number;
}

const TOP_HUES = [215, 330, 350, 28, 160];

/** First goods motif found under a category (used for its picture). */
const motifUnder = (c: CategoryDef): Motif => {
  const names = new Set<string>();
  const walk = (n: CategoryDef) => {
    names.add(n.name);
    n.children?.forEach(walk);
  };
  walk(c);
  return GOODS.find((g) => names.has(g.category))?.motif ?? 'box';
};

export const planCategories = () => {
  const rows: CategoryPlan[] = [];
  const images: ImageJob[] = [];
  const add = (c: CategoryDef, level: 1 | 2 | 3, parentKey: number | null, sort: number, hue: number) => {
    const key = rows.length + 1;
    const colour = hslHex(hue, 60, level === 1 ? 50 : level === 2 ? 56 : 62);
    const image = `upload/category/${key}.jpg`;
    images.push({ stored: image, art: categoryArt(motifUnder(c), colour, false), sizes: SQUARE_SIZES });
    let imageAdv = '';
    if (level === 1) {
      imageAdv = `upload/category/adv_${key}.jpg`;
      images.push({ stored: imageAdv, art: categoryArt(motifUnder(c), colour, true, c.latin ?? ''), sizes: BANNER_SIZES });
    }
    rows.push({ key, parentKey, level, name: c.name, short: c.short ?? '', image, imageAdv, sort });
    c.children?.forEach((child, i) => add(child, (level + 1) as 2 | 3, key, i + 1, hue));
  };
  CATEGORIES.forEach((c, i) => add(c, 1, null, i + 1, TOP_HUES[i % TOP_HUES.length]));
  return { rows, images };
};

// ---------------------------------------------------------------- shops

export const planShops = () => {
  const images: ImageJob[] = [];
  const rows = SHOPS.map((s, i) => {
    const n = i + 1;
    const colour = hslHex(s.hue, 65, 48);
    const logo = `upload/shop/${n}_logo.jpg`;
    const avatar = `upload/shop/${n}_avatar.jpg`;
    const banner = `upload/shop/${n}_banner.jpg`;
    images.push(
      { stored: logo, art: shopArt(s.mark, colour, 'logo'), sizes: SQUARE_SIZES },
      { stored: avatar, art: shopArt(s.mark, colour, 'avatar'), sizes: SQUARE_SIZES },
      { stored: banner, art: shopArt(s.mark, colour, 'banner'), sizes: BANNER_SIZES },
    );
    const flag = (k: keyof typeof s.flags) => (s.flags[k] ? 1 : 0);
    return {
      siteName: s.name,
      isOwn: s.isOwn,
      categoryName: s.categoryName,
      levelName: s.isOwn ? '平台自营' : '旗舰店',
      logo,
      avatar,
      banner,
      seoKeywords: s.keywords,
      seoDescription: s.description,
      telephone: s.telephone,
      address: s.address,
      fullAddress: s.fullAddress,
      longitude: s.longitude,
      latitude: s.latitude,
      workingtime: '09:00-21:00',
      workWeek: '1,2,3,4,5,6,0',
      shopStatus: 1,
      startTime: SEED_TIME - 86_400 * 365,
      expireTime: 0,
      shopDesccredit: s.credits[0],
      shopServicecredit: s.credits[1],
      shopDeliverycredit: s.credits[2],
      shopBaozh: flag('baozh'),
      shopBaozhopen: flag('baozh'),
      shopBaozhrmb: flag('baozh') ? fen(10_000) : 0,
      shopQtian: flag('qtian'),
      shopZhping: flag('zhping'),
      shopErxiaoshi: flag('erxiaoshi'),
      shopTuihuo: flag('tuihuo'),
      shopShiyong: flag('shiyong'),
      shopShiti: flag('shiti'),
      shopXiaoxie: flag('xiaoxie'),
      subNum: s.subNum,
      createTime: SEED_TIME - 86_400 * 365,
    };
  });
  // Shop-front pictures of the physical stores (seeded by seed/shops.ts).
  STORES.forEach((st, k) => {
    const def = SHOPS[st.shop];
    if (def) images.push({ stored: storeImagePath(k), art: storeArt(def.mark, hslHex(def.hue, 65, 48), k), sizes: STORE_SIZES });
  });
  return { rows, images };
};

// ---------------------------------------------------------------- goods

export interface SkuPlan {
  skuName: string;
  skuNo: string;
  skuSpecFormat: SkuSpecItem[];
  price: number;
  marketPrice: number;
  discountPrice: number;
  costPrice: number;
  stock: number;
  saleNum: number;
  skuImage: string;
  skuImages: string;
  isDefault: number;
  createTime: number;
}

export interface GoodsPlan {
  /** Index into SHOPS. */
  shop: number;
  /** Third-level category name. */
  category: string;
  /** Brand name (BRANDS). */
  brand: string;
  /** Attributes `[name, value]` besides the brand (goods_attribute rows). */
  attrs: [string, string][];
  row: {
    goodsName: string;
    goodsImage: string;
    introduction: string;
    keywords: string;
    unit: string;
    goodsContent: string;
    isFreeShipping: number;
    isVirtual: number;
    goodsSpecFormat: StoredSpecGroup[];
    goodsAttrFormat: unknown[];
    minBuy: number;
    maxBuy: number;
    clickNum: number;
    collectNum: number;
    createTime: number;
    modifyTime: number;
  };
  skus: SkuPlan[];
}

const goodsColour = (def: GoodsDef, value?: string) => (value && COLOUR_HEX[value]) || hslHex(def.hue, 60, 52);

/** The description page: paragraphs, pictures, highlights and the spec sheet. */
export const goodsContentHtml = (def: GoodsDef, pictures: string[]): string => {
  const [first, ...rest] = pictures;
  const detail = rest[rest.length - 1] ?? first;
  const attrs: [string, string][] = [['品牌', def.brand], ...(def.attrs ?? [])];
  const html =
    `<p>${def.intro}。</p>` +
    `<p><img src="/${first}" alt="${def.name}" style="width: 100%"></p>` +
    `<h3>产品亮点</h3><ul>${def.points.map((p) => `<li>${p}</li>`).join('')}</ul>` +
    `<p>${def.name}，${def.points[0]}。${def.unit ? `按${def.unit}销售，` : ''}下单后48小时内发货。</p>` +
    `<p><img src="/${detail}" alt="${def.name}" style="width: 100%"></p>` +
    `<h3>规格参数</h3><ul>${attrs.map(([k, v]) => `<li><strong>${k}：</strong>${v}</li>`).join('')}</ul>` +
    `<p style="color: #999999; font-size: 12px">图片仅供参考，请以收到的实物为准。</p>`;
  return sanitizeHtml(html);
};

/** Pictures of one catalogue entry: one per colour (or one product shot) plus a detail shot. */
const goodsPictures = (def: GoodsDef, n: number) => {
  const jobs: ImageJob[] = [];
  const colourDim = (def.specs ?? []).find((s) => s.colour);
  const byColour = new Map<string, string>();
  if (colourDim) {
    colourDim.values.forEach((v, k) => {
      const stored = `upload/goods/${n}_c${k + 1}.jpg`;
      byColour.set(v, stored);
      jobs.push({ stored, art: goodsArt(def.motif, goodsColour(def, v), def.label, 0), sizes: GOODS_SIZES });
    });
  } else {
    jobs.push({ stored: `upload/goods/${n}_1.jpg`, art: goodsArt(def.motif, goodsColour(def), def.label, 0), sizes: GOODS_SIZES });
  }
  const detail = `upload/goods/${n}_2.jpg`;
  jobs.push({ stored: detail, art: goodsArt(def.motif, goodsColour(def, colourDim?.values[0]), def.label, 1), sizes: GOODS_SIZES });
  return { jobs, byColour, gallery: jobs.map((j) => j.stored), detail, colourDim };
};

/**
 * `count` goods: the catalogue in order, then (for load tests) further rounds of it with numbered
 * names that reuse the catalogue's pictures.
 */
export const planGoods = (count: number) => {
  const images: ImageJob[] = [];
  const pictures = GOODS.map((def, i) => goodsPictures(def, i + 1));
  pictures.forEach((p) => images.push(...p.jobs));
  const attrIds = new Map<string, number>();
  let specId = 0;
  let specValueId = 0;

  const goods: GoodsPlan[] = [];
  for (let i = 0; i < count; i++) {
    const def = GOODS[i % GOODS.length];
    const round = Math.floor(i / GOODS.length);
    const pics = pictures[i % GOODS.length];
    const rand = prng(7919 * (i + 1));
    const goodsName = round === 0 ? def.name : `${def.name} ${round + 1}号款`;
    const createTime = SEED_TIME + i * 3_600;

    const groups: StoredSpecGroup[] = (def.specs ?? []).map((s) => {
      const id = ++specId;
      return {
        spec_id: id,
        spec_name: s.name,
        value: s.values.map((v) => ({
          spec_id: id,
          spec_name: s.name,
          spec_value_id: ++specValueId,
          spec_value_name: v,
          image: s.colour ? (pics.byColour.get(v) ?? '') : '',
        })),
      };
    });

    const combos = specCombinations(groups.map((g) => g.value.map((_, k) => k)));
    const skus: SkuPlan[] = combos.map((combo, k) => {
      const spec: SkuSpecItem[] = combo.map((vi, d) => ({
        spec_id: groups[d].spec_id,
        spec_name: groups[d].spec_name,
        spec_value_id: groups[d].value[vi].spec_value_id,
        spec_value_name: groups[d].value[vi].spec_value_name,
      }));
      const price = fen(def.price + combo.reduce((sum, vi, d) => sum + (def.specs?.[d].add?.[vi] ?? 0), 0));
      const colourIndex = def.specs?.findIndex((s) => s.colour) ?? -1;
      const image = colourIndex >= 0 ? pics.byColour.get(def.specs![colourIndex].values[combo[colourIndex]])! : pics.gallery[0];
      return {
        skuName: skuNameOf(goodsName, spec),
        skuNo: `SN${String(i + 1).padStart(5, '0')}${String(k + 1).padStart(2, '0')}`,
        skuSpecFormat: spec,
        price,
        marketPrice: Math.ceil((price * 1.25) / 100) * 100,
        discountPrice: price,
        costPrice: Math.round(price * 0.6),
        stock: def.stock?.[k] ?? 20 + Math.floor(rand() * 480),
        saleNum: Math.floor(rand() ** 2 * 3_000),
        skuImage: image,
        skuImages: [...new Set([image, pics.detail])].join(','),
        isDefault: 0,
        createTime,
      };
    });
    const first = skus.find((s) => s.stock > 0) ?? skus[0];
    first.isDefault = 1;

    const attrs: [string, string][] = [['品牌', def.brand], ...(def.attrs ?? [])];
    goods.push({
      shop: def.shop,
      category: def.category,
      brand: def.brand,
      attrs: def.attrs ?? [],
      row: {
        goodsName,
        goodsImage: pics.gallery.join(','),
        introduction: def.intro,
        keywords: def.keywords,
        unit: def.unit,
        goodsContent: goodsContentHtml(def, pics.gallery),
        isFreeShipping: def.freeShipping ? 1 : 0,
        isVirtual: 0,
        goodsSpecFormat: groups,
        goodsAttrFormat: attrs.map(([name, value], k) => {
          if (!attrIds.has(name)) attrIds.set(name, attrIds.size + 1);
          return { attr_class_id: 1, attr_id: attrIds.get(name)!, attr_name: name, attr_value_id: 0, attr_value_name: value, sort: k };
        }),
        minBuy: def.minBuy ?? 0,
        maxBuy: def.maxBuy ?? 0,
        clickNum: Math.floor(rand() * 20_000),
        collectNum: Math.floor(rand() * 800),
        createTime,
        modifyTime: createTime,
      },
      skus,
    });
  }
  images.push(...planBrands().images);
  return { goods, images };
};

// ---------------------------------------------------------------- brands

/** Brand rows (logo pictures drawn like shop logos); the first brand has the largest weight. */
export const planBrands = () => {
  const images: ImageJob[] = [];
  const rows = BRANDS.map((b, k) => {
    const imageUrl = `upload/brand/${k + 1}.jpg`;
    images.push({ stored: imageUrl, art: shopArt(b.mark, hslHex(b.hue, 60, 50), 'logo'), sizes: SQUARE_SIZES });
    return {
      brandName: b.name,
      brandInitial: b.initial,
      imageUrl,
      siteId: 0,
      isRecommend: 1,
      sort: BRANDS.length - k,
      createTime: SEED_TIME,
    };
  });
  return { rows, images };
};

/** Index of a catalogue entry by its picture label (for DIY links). */
export const goodsIndexByLabel = (label: string): number => {
  const i = GOODS.findIndex((g) => g.label === label);
  if (i < 0) throw new Error(`no catalogue goods labelled ${label}`);
  return i;
};

export const bannerJobs = () => {
  const specs: { label: string; headline: string; sub: string; colour: string }[] = [
    { label: 'X5 5G', headline: 'X5 5G', sub: 'NEW ARRIVAL', colour: '#3d6fd8' },
    { label: 'PRO ANC', headline: 'PRO ANC', sub: 'QUIET EVERYWHERE', colour: '#6a4fc4' },
    { label: 'ORANGE', headline: 'FRESH', sub: 'FROM THE ORCHARD', colour: '#f08a24' },
  ];
  return specs.map((s, k) => {
    const index = goodsIndexByLabel(s.label);
    return {
      index,
      stored: `upload/diy/banner_${k + 1}.jpg`,
      job: {
        stored: `upload/diy/banner_${k + 1}.jpg`,
        art: bannerArt(GOODS[index].motif, s.colour, s.headline, s.sub),
        sizes: BANNER_SIZES,
      } satisfies ImageJob,
    };
  });
};
