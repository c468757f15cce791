import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, inArray } from 'drizzle-orm';
import {
  DIY_VIEW_CITY_INDEX,
  DIY_VIEW_GOODS_CATEGORY,
  DIY_VIEW_INDEX,
  type DiyBlock,
  type DiyLink,
  type DiyPageValue,
  type RubikLayout,
} from '@mall/contract';
import type { Db } from '../infra/db/client';
import { serverRoot } from '../paths';
import { DEFAULT_MEMBER_INDEX, diyView } from '../modules/content';
import { setting } from '../modules/settings';
import { goods, sanitizeHtml } from '../modules/goods';
import { website } from '../modules/website';
import type { Motif } from './catalog';
import { drawMotif } from './motifs';
import { BANNER_SIZES, ICON_SIZES, bannerArt, iconArt, palette, type ImageJob, type Sizes } from './images';
import { goodsIndexByLabel, SEED_TIME } from './plan';

/*
 * Decorated pages of the demo mall: the platform home, a home per city sub-site, the category page
 * layout and two custom micro pages (`DIY_VIEW_RANDOM_*`) opened from the home's banner and text
 * navigation. Pictures are drawn here too (Latin text only, like every seed picture).
 */

/** Home icon navigation: title (and its English), category (by name), motif and colour of the icon. */
const NAV = [
  { title: '手机', en: 'Phones', category: '手机通讯', motif: 'phone', colour: '#ff6b57' },
  { title: '耳机', en: 'Earphones', category: '蓝牙耳机', motif: 'headphones', colour: '#4e8cff' },
  { title: '智能穿戴', en: 'Wearables', category: '智能设备', motif: 'watch', colour: '#7b61ff' },
  { title: '男装', en: 'Men', category: '男装', motif: 'shirt', colour: '#2fb6a4' },
  { title: '女装', en: 'Women', category: '女装', motif: 'dress', colour: '#ff7aa8' },
  { title: '鞋靴', en: 'Shoes', category: '鞋靴', motif: 'shoe', colour: '#ff9f2e' },
  { title: '美妆', en: 'Beauty', category: '美妆个护', motif: 'lipstick', colour: '#e8508a' },
  { title: '零食', en: 'Snacks', category: '休闲零食', motif: 'cookie', colour: '#f2b134' },
  { title: '水果', en: 'Fruit', category: '新鲜水果', motif: 'apple', colour: '#5cbf4e' },
  { title: '家电', en: 'Appliances', category: '厨房电器', motif: 'cooker', colour: '#3fa7e0' },
] as const;

/** English titles of the demo notices the home notice bar shows (the notices themselves are Chinese). */
const NOTICE_EN: Record<string, string> = {
  关于春节期间物流配送安排的公告: 'Delivery over the Spring Festival',
  '新店入驻：鲜丰源食品旗舰店正式开业': 'New shop: Xianfengyuan Foods is open',
  会员积分规则升级公告: 'Member points rules upgraded',
  防范电信诈骗提醒: 'Beware of phone and online fraud',
  年中大促活动预告: 'Mid-year sale coming soon',
  平台隐私政策更新说明: 'Privacy policy updated',
};

const RECOMMENDED_LABELS = ['X5 5G', 'PRO ANC', 'COTTON', 'FLORAL', 'VELVET', 'DAILY NUTS', 'ORANGE', 'AIR FRYER'];

/** The two custom pages. */
export const DIY_VIEW_DIGITAL = 'DIY_VIEW_RANDOM_DIGITAL_WEEK';
export const DIY_VIEW_FRUIT = 'DIY_VIEW_RANDOM_FRUIT_FESTIVAL';

const FONT = `font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold"`;

/** A picture tile of `w`×`h`: colour band, headline, small line and the motif on the right. */
const tileArt = (motif: Motif, colour: string, headline: string, sub: string, w: number, h: number) => {
  const p = palette(colour);
  const size = Math.min(w * 0.55, h * 0.8);
  const scale = size / 800;
  const tall = h >= w;
  const mx = tall ? (w - size) / 2 : w - size - w * 0.04;
  const my = tall ? h - size - h * 0.06 : (h - size) / 2;
  const font = Math.round(Math.min(w, h) * (tall ? 0.14 : 0.17));
  return {
    vw: w,
    vh: h,
    body:
      `<rect width="${w}" height="${h}" fill="${p.bg}"/>` +
      `<circle cx="${mx + size / 2}" cy="${my + size / 2}" r="${size * 0.46}" fill="${p.ring}"/>` +
      `<g transform="translate(${mx} ${my}) scale(${scale})">${drawMotif(motif, p.body, p.dark, p.light)}</g>` +
      `<text x="${w * 0.07}" y="${tall ? h * 0.2 : h * 0.45}" ${FONT} font-size="${font}" fill="${p.ink}">${headline}</text>` +
      `<text x="${w * 0.07}" y="${tall ? h * 0.2 + font * 1.1 : h * 0.45 + font * 1.1}" ${FONT} font-size="${Math.round(font * 0.5)}" fill="${p.dark}">${sub}</text>`,
  };
};

const sizesOf = (w: number): Sizes => ({ orig: w, big: w, mid: Math.round(w / 2), small: Math.round(w / 4) });

interface TileDef {
  stored: string;
  motif: Motif;
  colour: string;
  headline: string;
  sub: string;
  w: number;
  h: number;
}

const TILES = {
  homeLeft: { stored: 'upload/diy/cube_home_1.jpg', motif: 'phone', colour: '#3d6fd8', headline: 'NEW', sub: 'PHONES', w: 360, h: 440 },
  homeTop: {
    stored: 'upload/diy/cube_home_2.jpg',
    motif: 'headphones',
    colour: '#6a4fc4',
    headline: 'QUIET',
    sub: 'ANC AUDIO',
    w: 360,
    h: 210,
  },
  homeBottom: {
    stored: 'upload/diy/cube_home_3.jpg',
    motif: 'orange',
    colour: '#f08a24',
    headline: 'FRESH',
    sub: 'FRUIT DAYS',
    w: 360,
    h: 210,
  },
  digital1: {
    stored: 'upload/diy/cube_digital_1.jpg',
    motif: 'watch',
    colour: '#7b61ff',
    headline: 'WATCH',
    sub: 'SMART LIFE',
    w: 360,
    h: 200,
  },
  digital2: {
    stored: 'upload/diy/cube_digital_2.jpg',
    motif: 'powerbank',
    colour: '#2fb6a4',
    headline: 'POWER',
    sub: 'ALL DAY',
    w: 360,
    h: 200,
  },
  digital3: {
    stored: 'upload/diy/cube_digital_3.jpg',
    motif: 'earbuds',
    colour: '#4e8cff',
    headline: 'BUDS',
    sub: 'TRUE WIRELESS',
    w: 360,
    h: 200,
  },
  digital4: {
    stored: 'upload/diy/cube_digital_4.jpg',
    motif: 'cable',
    colour: '#ff9f2e',
    headline: 'TYPE-C',
    sub: 'FAST CHARGE',
    w: 360,
    h: 200,
  },
  digital5: {
    stored: 'upload/diy/cube_digital_5.jpg',
    motif: 'case',
    colour: '#e8508a',
    headline: 'CASES',
    sub: 'CLEAR FIT',
    w: 360,
    h: 200,
  },
  digital6: { stored: 'upload/diy/cube_digital_6.jpg', motif: 'band', colour: '#5cbf4e', headline: 'BANDS', sub: 'SPORT', w: 360, h: 200 },
  fruit1: { stored: 'upload/diy/cube_fruit_1.jpg', motif: 'apple', colour: '#e24b3b', headline: 'APPLE', sub: 'CRISP', w: 240, h: 240 },
  fruit2: { stored: 'upload/diy/cube_fruit_2.jpg', motif: 'orange', colour: '#f08a24', headline: 'NAVEL', sub: 'JUICY', w: 240, h: 240 },
  fruit3: { stored: 'upload/diy/cube_fruit_3.jpg', motif: 'nut', colour: '#b07a3c', headline: 'NUTS', sub: 'DAILY', w: 240, h: 240 },
} satisfies Record<string, TileDef>;

const EVENT_BANNERS = {
  digital: {
    stored: 'upload/diy/event_digital.jpg',
    motif: 'phone' as Motif,
    colour: '#3d6fd8',
    headline: 'DIGITAL WEEK',
    sub: 'UPGRADE YOUR GEAR',
  },
  fruit: {
    stored: 'upload/diy/event_fruit.jpg',
    motif: 'orange' as Motif,
    colour: '#f08a24',
    headline: 'FRUIT FEST',
    sub: 'FROM THE ORCHARD',
  },
};

const VIDEO = { poster: 'upload/diy/video_poster.jpg', file: 'upload/diy/brand_story.mp4' };
/** The brand film (H.264 MP4: it plays in every phone browser), also the first goods' video. */
export const BRAND_FILM = VIDEO.file;
const FLOAT_ICON = 'upload/diy/float_cart.png';
const navIcon = (k: number) => `upload/diy/nav_${k + 1}.png`;

/**
 * Bottom navigation icons for clients that draw pictures (Niushop's `iconPath` / `selectedIconPath`), in the
 * storefront's tab icon shapes: grey, and red when selected. The storefront itself draws its built-in icons
 * (`iconClass`) in the theme colour.
 */
const TAB_ICON_SHAPES: Record<string, string> = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  category: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  cart: 'M3 4h2.5l2.2 10.5h10.6L20.5 7H7M9.5 19.5a1 1 0 1 0 0 .01M17 19.5a1 1 0 1 0 0 .01',
  member: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM3.5 21a8.5 8.5 0 0 1 17 0',
};
/** The stored pictures of a tab icon: `[iconPath, selectedIconPath]`. */
export const tabIconPaths = (key: string): [string, string] => [`upload/diy/tab_${key}.png`, `upload/diy/tab_${key}_on.png`];
const tabIconArt = (d: string, colour: string) => ({
  vw: 24,
  vh: 24,
  body: `<path d="${d}" fill="none" stroke="${colour}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`,
});

/** Every picture the DIY pages show (besides the home banners, drawn with the goods plan). */
export const diyImageJobs = (): ImageJob[] => [
  ...NAV.map((n, k) => ({ stored: navIcon(k), art: iconArt(n.motif, n.colour), sizes: ICON_SIZES })),
  ...Object.values(TILES).map((t: TileDef) => ({
    stored: t.stored,
    art: tileArt(t.motif, t.colour, t.headline, t.sub, t.w, t.h),
    sizes: sizesOf(t.w),
  })),
  ...Object.values(EVENT_BANNERS).map((b) => ({
    stored: b.stored,
    art: bannerArt(b.motif, b.colour, b.headline, b.sub),
    sizes: BANNER_SIZES,
  })),
  { stored: VIDEO.poster, art: tileArt('headphones', '#3d6fd8', 'OUR STORY', 'PLAY THE FILM', 750, 420), sizes: sizesOf(750) },
  { stored: FLOAT_ICON, art: iconArt('crate', '#ff4544'), sizes: ICON_SIZES },
  ...Object.entries(TAB_ICON_SHAPES).flatMap(([key, d]) => {
    const [off, on] = tabIconPaths(key);
    return [
      { stored: off, art: tabIconArt(d, '#888888'), sizes: ICON_SIZES },
      { stored: on, art: tabIconArt(d, '#ff4544'), sizes: ICON_SIZES },
    ];
  }),
];

/**
 * Copies the DIY media that cannot be drawn (the home video, made for this mall and kept in
 * `seed/assets/`) into the upload directory.
 */
export const writeDiyMedia = async (uploadDir: string): Promise<void> => {
  const source = path.join(serverRoot, 'src/seed/assets/brand_story.mp4');
  const target = path.join(uploadDir, VIDEO.file.replace(/^upload\//, ''));
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.copyFile(source, target);
};

interface SeedPage {
  site_id: number;
  website_id?: number;
  name: string;
  title: string;
  value: DiyPageValue;
}

/** The member centre's menu (setting DIY_VIEW_MEMBER_INDEX, `/api/diyview/memberindex`): text, route, add-on tag. */
const seedMemberIndex = (db: Db) =>
  db
    .insert(setting)
    .values({
      configKey: 'DIY_VIEW_MEMBER_INDEX',
      configDesc: '会员中心',
      isUse: 1,
      createTime: SEED_TIME,
      modifyTime: SEED_TIME,
      value: DEFAULT_MEMBER_INDEX,
    })
    .onConflictDoNothing();

export interface DiySeedInput {
  goodsIds: number[];
  categoryId(name: string): number;
  /** Home banners: the goods each one shows and its picture. */
  banners: { goodsIndex: number; image: string }[];
  /** Notice ids in the notice list's order (the home notice bar links the first three). */
  noticeIds: number[];
  noticeTitle(id: number): string;
}

/** A link as Niushop's editor stores it: the route under `wap_url` (what its client follows) and `url`. */
export const diyLink = (u: string): DiyLink => ({ url: u, wap_url: u });
const url = diyLink;
/** The English version of an object's texts (content/diy.lang.ts). */
const en = (texts: Record<string, string>) => ({ 'en-us': texts });
const diyPage = (name: string) => url(`/otherpages/diy/diy?name=${name}`);
const cube = (id: string, layout: RubikLayout, list: { imageUrl: string; link: DiyLink }[]): DiyBlock => ({
  id,
  controller: 'RubikCube',
  selectedTemplate: layout,
  imageGap: 0,
  list,
});
const title = (
  id: string,
  zh: { title: string; subTitle?: string },
  english: { title: string; subTitle?: string },
  more?: { zh: string; en: string; link: DiyLink },
): DiyBlock => ({
  id,
  controller: 'Title',
  ...zh,
  textColor: '#333333',
  isOpenOperation: Boolean(more),
  operation_name: more?.zh ?? '',
  rightLink: more?.link ?? url(''),
  leftLink: url(''),
  ...en({ ...english, ...(more ? { operation_name: more.en } : {}) }),
});
const goodsList = (
  id: string,
  heading: { zh: string; en: string } | null,
  source: { sources: 'default' | 'category' | 'diy'; categoryId?: number; goodsId?: number[]; sortWay?: 'default' | 'sale_num' },
  goodsCount: number,
): DiyBlock => ({
  id,
  controller: 'GoodsList',
  ...(heading ? { title: heading.zh, ...en({ title: heading.en }) } : {}),
  sources: source.sources,
  categoryId: source.categoryId ?? 0,
  goodsId: source.goodsId ?? [],
  sortWay: source.sortWay ?? 'default',
  goodsCount,
  style: 2,
});
const floatCart = (): DiyBlock => ({
  id: 'float-1',
  controller: 'FloatBtn',
  bottomPosition: 4,
  btnBottom: 0,
  imageSize: 48,
  list: [{ imageUrl: FLOAT_ICON, title: '购物车', ...en({ title: 'Cart' }), link: url('/pages/goods/cart/cart') }],
});
const search = (zh: string, english: string): DiyBlock => ({
  id: 'search-1',
  controller: 'Search',
  title: zh,
  ...en({ title: english }),
  searchType: 3,
  textColor: '#999999',
  bgColor: '#ffffff',
  borderType: 2,
});

/** The decorated pages; city homes for every city sub-site seeded before (else for sub-sites 1–3). */
export const seedDiy = async (db: Db, input: DiySeedInput) => {
  // Links name SKUs: the default SKU of each linked goods.
  const linkedIndexes = [...input.banners.map((b) => b.goodsIndex), goodsIndexByLabel('X5 5G'), goodsIndexByLabel('PRO ANC')];
  const linkedIds = linkedIndexes.map((i) => input.goodsIds[i]);
  const skuOf = new Map(
    (await db.select({ g: goods.goodsId, s: goods.skuId }).from(goods).where(inArray(goods.goodsId, linkedIds))).map((r) => [r.g, r.s]),
  );
  const detail = (index: number) => url(`/pages/goods/detail/detail?sku_id=${skuOf.get(input.goodsIds[index])}`);
  const list = (category: string) => url(`/pages/goods/list/list?category_id=${input.categoryId(category)}`);
  const img = (t: TileDef) => t.stored;

  const banner = (id: string) =>
    ({
      id,
      controller: 'ImageAds',
      selectedTemplate: 'carousel-posters',
      // The third banner (fresh fruit) opens the fruit festival page; the others their goods.
      list: input.banners.map((b, k) => ({
        imageUrl: b.image,
        imgWidth: 750,
        imgHeight: 300,
        link: k === 2 ? diyPage(DIY_VIEW_FRUIT) : detail(b.goodsIndex),
      })),
    }) satisfies DiyBlock;
  const graphicNav = (id: string) =>
    ({
      id,
      controller: 'GraphicNav',
      selectedTemplate: 'imageNavigation',
      scrollSetting: 'fixed',
      textColor: '#333333',
      list: NAV.map((n, k) => ({ imageUrl: navIcon(k), title: n.title, ...en({ title: n.en }), link: list(n.category) })),
    }) satisfies DiyBlock;
  const textNav: DiyBlock = {
    id: 'textnav-1',
    controller: 'TextNav',
    arrangement: 'multiple',
    textColor: '#333333',
    fontSize: 14,
    textAlign: 'center',
    list: [
      { text: '数码焕新季', ...en({ text: 'Digital Week' }), link: diyPage(DIY_VIEW_DIGITAL) },
      { text: '鲜果节', ...en({ text: 'Fruit Festival' }), link: diyPage(DIY_VIEW_FRUIT) },
      { text: '种草笔记', ...en({ text: 'Shop notes' }), link: url('/otherpages/store_notes/note_list/note_list') },
      { text: '商城公告', ...en({ text: 'Notices' }), link: url('/otherpages/notice/list/list') },
      { text: '帮助中心', ...en({ text: 'Help' }), link: url('/otherpages/help/list/list') },
    ],
  };
  const recommendedIds = RECOMMENDED_LABELS.map((l) => input.goodsIds[goodsIndexByLabel(l)]);
  const recommended = goodsList(
    'goods-recommended',
    { zh: '推荐商品', en: 'Recommended' },
    { sources: 'diy', goodsId: recommendedIds },
    recommendedIds.length,
  );
  const noticeIds = input.noticeIds.slice(0, 3);

  const home: DiyBlock[] = [
    search('搜索商品', 'Search goods'),
    banner('banner-1'),
    graphicNav('nav-1'),
    textNav,
    {
      id: 'notice-1',
      controller: 'Notice',
      sources: 'diy',
      noticeIds,
      style: 1,
      textColor: '#333333',
      fontSize: 14,
      list: noticeIds.map((id) => {
        const zh = input.noticeTitle(id);
        return {
          title: zh,
          ...(NOTICE_EN[zh] ? en({ title: NOTICE_EN[zh] }) : {}),
          link: url(`/otherpages/notice/detail/detail?id=${id}`),
        };
      }),
    },
    { id: 'coupon-1', controller: 'Coupon', addon_name: 'coupon', sources: 'default', couponIds: '', count: 3 },
    // The slot selling now with its goods (seed/seckill.ts runs one all day).
    { id: 'seckill-1', controller: 'Seckill', addon_name: 'seckill' },
    // The running groupbuys (seed/groupbuy.ts).
    { id: 'groupbuy-1', controller: 'Groupbuy', addon_name: 'groupbuy' },
    // The running topics' banners (seed/topic.ts).
    { id: 'topic-1', controller: 'Topic', addon_name: 'topic' },
    // The running pintuan and bargain (seed/pintuan.ts, seed/bargain.ts).
    { id: 'pintuan-1', controller: 'Pintuan', addon_name: 'pintuan' },
    { id: 'bargain-1', controller: 'Bargain', addon_name: 'bargain' },
    title(
      'title-1',
      { title: '精选专区', subTitle: '新品好物一站购齐' },
      { title: 'Featured', subTitle: 'New arrivals in one place' },
      { zh: '查看全部', en: 'View all', link: url('/pages/goods/list/list') },
    ),
    cube('cube-1', 'row1-lt-of2-rt', [
      { imageUrl: img(TILES.homeLeft), link: diyPage(DIY_VIEW_DIGITAL) },
      { imageUrl: img(TILES.homeTop), link: detail(goodsIndexByLabel('PRO ANC')) },
      { imageUrl: img(TILES.homeBottom), link: diyPage(DIY_VIEW_FRUIT) },
    ]),
    { ...recommended, id: 'goods-1' },
    { id: 'video-1', controller: 'Video', title: '品牌故事', ...en({ title: 'Our story' }), videoUrl: VIDEO.file, imageUrl: VIDEO.poster },
    // The presale taking deposits and the wholesale goods (seed/presale.ts, seed/wholesale.ts).
    { id: 'presale-1', controller: 'Presale', addon_name: 'presale' },
    { id: 'wholesale-1', controller: 'Wholesale', addon_name: 'wholesale' },
    goodsList('goods-2', { zh: '手机数码', en: 'Phones & digital' }, { sources: 'category', categoryId: input.categoryId('手机数码') }, 6),
    goodsList('goods-3', { zh: '食品生鲜', en: 'Food & fresh' }, { sources: 'category', categoryId: input.categoryId('食品生鲜') }, 6),
  ];

  const digital: DiyBlock[] = [
    {
      id: 'banner-1',
      controller: 'ImageAds',
      selectedTemplate: 'carousel-posters',
      list: [{ imageUrl: EVENT_BANNERS.digital.stored, imgWidth: 750, imgHeight: 300, link: detail(goodsIndexByLabel('X5 5G')) }],
    },
    {
      id: 'rules-1',
      controller: 'RichText',
      html: sanitizeHtml(
        '<h3>活动说明</h3><p>数码焕新季期间，手机、耳机、智能穿戴等<strong>数码好物</strong>集中上新，部分商品限时特价。</p>' +
          '<ul><li>活动商品数量有限，售完即止；</li><li>可叠加使用店铺优惠券；</li><li>如有疑问请查看帮助中心或联系客服。</li></ul>',
      ),
      ...en({
        html: sanitizeHtml(
          '<h3>About the event</h3><p>During Digital Week new <strong>phones, earphones and wearables</strong> arrive, some at limited-time prices.</p>' +
            '<ul><li>Event goods are limited and sold while stocks last;</li><li>shop coupons can be used as well;</li><li>questions? See the help centre or ask customer service.</li></ul>',
        ),
      }),
    },
    cube('cube-1', 'row1-of2', [
      { imageUrl: img(TILES.digital1), link: list('智能设备') },
      { imageUrl: img(TILES.digital2), link: list('数码配件') },
    ]),
    title('title-1', { title: '焕新必买' }, { title: 'Must-haves' }, { zh: '更多', en: 'More', link: list('手机数码') }),
    goodsList('goods-1', null, { sources: 'category', categoryId: input.categoryId('手机数码') }, 8),
    { id: 'line-1', controller: 'HorzLine', borderStyle: 'dashed' },
    title(
      'title-2',
      { title: '配件专区', subTitle: '充电、保护、佩戴一次配齐' },
      { title: 'Accessories', subTitle: 'Charge, protect and wear in one go' },
    ),
    cube('cube-2', 'row2-lt-of2-rt', [
      { imageUrl: img(TILES.digital3), link: list('蓝牙耳机') },
      { imageUrl: img(TILES.digital4), link: list('数据线') },
      { imageUrl: img(TILES.digital5), link: list('手机壳膜') },
      { imageUrl: img(TILES.digital6), link: list('智能手环') },
    ]),
    { id: 'blank-1', controller: 'HorzBlank', height: 16 },
    floatCart(),
  ];

  const fruit: DiyBlock[] = [
    {
      id: 'banner-1',
      controller: 'ImageAds',
      selectedTemplate: 'carousel-posters',
      list: [{ imageUrl: EVENT_BANNERS.fruit.stored, imgWidth: 750, imgHeight: 300, link: list('新鲜水果') }],
    },
    {
      id: 'rules-1',
      controller: 'RichText',
      html: sanitizeHtml(
        '<p style="text-align: center"><strong>产地直发 · 现摘现发</strong></p><p>精选赣南脐橙、烟台苹果等当季鲜果，坏果包赔。搭配每日坚果，健康零食一站购齐。</p>',
      ),
      ...en({
        html: sanitizeHtml(
          '<p style="text-align: center"><strong>Picked and shipped from the orchard</strong></p><p>Seasonal navel oranges, Yantai apples and more; any bad fruit is refunded. Add daily nuts for a healthy snack.</p>',
        ),
      }),
    },
    cube('cube-1', 'row1-of3', [
      { imageUrl: img(TILES.fruit1), link: list('新鲜水果') },
      { imageUrl: img(TILES.fruit2), link: list('新鲜水果') },
      { imageUrl: img(TILES.fruit3), link: list('休闲零食') },
    ]),
    goodsList('goods-1', { zh: '当季鲜果', en: 'Fruit in season' }, { sources: 'category', categoryId: input.categoryId('新鲜水果') }, 4),
    { id: 'blank-1', controller: 'HorzBlank', height: 12 },
    goodsList(
      'goods-2',
      { zh: '人气零食', en: 'Popular snacks' },
      { sources: 'category', categoryId: input.categoryId('休闲零食'), sortWay: 'sale_num' },
      4,
    ),
    floatCart(),
  ];

  // City homes: one per open city sub-site (the city add-on's table), else sub-sites 1–3.
  const cities = await db
    .select({ id: website.siteId, name: website.siteAreaName, title: website.title })
    .from(website)
    .orderBy(asc(website.siteId));
  const cityList = cities.length > 0 ? cities : [1, 2, 3].map((id) => ({ id, name: '', title: '' }));
  const cityPage = (c: { id: number; name: string; title: string }): SeedPage => {
    const title = c.title || (c.name ? `${c.name}站` : '城市分站');
    return {
      site_id: 0,
      website_id: c.id,
      name: DIY_VIEW_CITY_INDEX,
      title,
      value: {
        global: { title, bgColor: '#f5f5f5', ...en({ title: 'City site' }) },
        value: [
          search(c.name ? `搜索${c.name}好物` : '搜索商品', 'Search local goods'),
          banner('banner-1'),
          graphicNav('nav-1'),
          textNav,
          title_(c.name),
          goodsList('goods-1', null, { sources: 'default', sortWay: 'sale_num' }, 6),
          recommended,
        ],
      },
    };
  };
  function title_(city: string): DiyBlock {
    return title(
      'title-1',
      { title: city ? `${city}热卖` : '本地热卖' },
      { title: 'Local best sellers' },
      { zh: '更多', en: 'More', link: url('/pages/goods/list/list') },
    );
  }

  const page = (name: string, zh: string, english: string, bgColor: string, value: DiyBlock[]): SeedPage => ({
    site_id: 0,
    name,
    title: zh,
    value: { global: { title: zh, bgColor, ...en({ title: english }) }, value },
  });
  const pages: SeedPage[] = [
    page(DIY_VIEW_INDEX, '首页', 'Home', '#f5f5f5', home),
    page(DIY_VIEW_GOODS_CATEGORY, '商品分类', 'Categories', '#ffffff', [
      { id: 'category-1', controller: 'GoodsCategory', template: 2, level: 3 },
    ]),
    page(DIY_VIEW_DIGITAL, '数码焕新季', 'Digital Week', '#eef3ff', digital),
    page(DIY_VIEW_FRUIT, '鲜果节', 'Fruit Festival', '#fff6ec', fruit),
    ...cityList.map(cityPage),
  ];
  await seedMemberIndex(db);
  await db
    .insert(diyView)
    .values(
      pages.map((p) => ({
        siteId: p.site_id,
        websiteId: p.website_id ?? 0,
        name: p.name,
        title: p.title,
        value: p.value,
        createTime: SEED_TIME,
        modifyTime: SEED_TIME,
      })),
    )
    .onConflictDoNothing();
  return { cities: cities.length };
};
