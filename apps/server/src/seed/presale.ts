import { and, asc, eq, sql } from 'drizzle-orm';
import { PRESALE_DEPOSIT_EVENT, PRESALE_ORDER_STATUS, PROMOTION_STATUS } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { goods, goodsSku, sanitizeHtml, syncGoodsFromSkus } from '../modules/goods';
import { memberAddress } from '../modules/address';
import { member } from '../modules/member';
import { shop } from '../modules/shop';
import { nextNumbers } from '../modules/order';
import { pay } from '../modules/pay';
import { promotionActivity, promotionActivitySku } from '../modules/promotion';
import { presaleKind, presaleOrder } from '../modules/promotion/presale';
import { GOODS_SIZES, goodsArt, type ImageJob } from './images';
import { DEMO_MEMBER } from './members';
import { SEED_TIME } from './plan';

const DAY = 86_400;
const YEARS = 10 * 365 * DAY;

/** The goods the presale seed adds (new goods of the first shop, only on presale), each drawn as its `motif`. */
export const PRESALE_SEED_GOODS = [
  {
    name: '【预售】晨曦 Watch 3 智能手表',
    price: 129_900,
    deposit: 10_000,
    specs: ['曜石黑'],
    intro: '双频定位，14天续航，心率血氧全天监测',
    motif: 'watch',
    label: 'WATCH 3',
    colour: '#2b2d33',
  },
  {
    name: '【预售】云感 人体工学办公椅',
    price: 89_900,
    deposit: 5_000,
    specs: ['标准款'],
    intro: '自适应腰托，4D扶手，透气网布靠背',
    motif: 'chair',
    label: 'ERGO',
    colour: '#46566e',
  },
] as const;

type PresaleGoodsDef = (typeof PRESALE_SEED_GOODS)[number];

/** The pictures of the k-th presale goods: a product shot and a detail shot of its own, like a catalogue goods'. */
export const presalePictures = (k: number): [string, string] => [
  `upload/goods/presale_${k + 1}_1.jpg`,
  `upload/goods/presale_${k + 1}_2.jpg`,
];

/** Drawing jobs for the presale goods' pictures (written with the catalogue's, seed/index.ts). */
export const presaleImageJobs = (): ImageJob[] =>
  PRESALE_SEED_GOODS.flatMap((def, k) =>
    presalePictures(k).map((stored, view) => ({
      stored,
      art: goodsArt(def.motif, def.colour, def.label, view ? 1 : 0),
      sizes: GOODS_SIZES,
    })),
  );

/**
 * A new goods of the shop with the settings of a goods it already sells (the `template`) but its own pictures, text and
 * no category or brand, with one SKU per spec at `price` fen and 500 units each.
 */
const newGoods = async (db: Db, siteId: number, template: typeof goods.$inferSelect, def: PresaleGoodsDef, k: number) => {
  const { goodsId: _id, ...copy } = template;
  const pictures = presalePictures(k);
  const content = `<p>${def.intro}。</p>` + pictures.map((p) => `<p><img src="/${p}" alt="${def.name}" style="width: 100%"></p>`).join('');
  const [g] = await db
    .insert(goods)
    .values({
      ...copy,
      goodsName: def.name,
      goodsImage: pictures.join(','),
      introduction: def.intro,
      goodsContent: sanitizeHtml(content),
      price: def.price,
      discountPrice: def.price,
      marketPrice: Math.round(def.price * 1.2),
      saleNum: 0,
      // Outside the catalogue's categories, brands and shipping offers, so the catalogue's lists stay as planned.
      categoryId: 0,
      categoryId1: 0,
      categoryId2: 0,
      categoryId3: 0,
      brandId: 0,
      isFreeShipping: 0,
    })
    .returning({ id: goods.goodsId });
  const [tplSku] = await db.select().from(goodsSku).where(eq(goodsSku.skuId, template.skuId));
  const { skuId: _skuId, ...skuCopy } = tplSku!;
  const skus = await db
    .insert(goodsSku)
    .values(
      def.specs.map((spec, i) => ({
        ...skuCopy,
        goodsId: g!.id,
        siteId,
        skuName: `${def.name} ${spec}`,
        skuNo: '',
        skuSpecFormat: [],
        skuImage: pictures[0],
        skuImages: pictures.join(','),
        price: def.price,
        discountPrice: def.price,
        marketPrice: Math.round(def.price * 1.2),
        stock: 500,
        saleNum: 0,
        isDefault: i === 0 ? 1 : 0,
      })),
    )
    .returning({ id: goodsSku.skuId });
  await db.update(goods).set({ skuId: skus[0]!.id, goodsSpecFormat: [] }).where(eq(goods.goodsId, g!.id));
  await syncGoodsFromSkus(db, [g!.id]);
  // Added after the catalogue: it sorts after every catalogue goods by creation time as by id.
  await db.execute(sql`update goods set create_time = (select max(create_time) from goods) + 1 where goods_id = ${g!.id}`);
  return { goodsId: g!.id, skuIds: skus.map((s) => s.id), image: pictures[0] };
};

/**
 * The demo presales, on two new goods of the first shop: one taking deposits (for years), one whose deposit window
 * is over and whose final payment window is open, with a booking of the demo shopper whose deposit is paid and
 * whose rest awaits payment (two of them).
 */
export const seedPresale = async (db: Db, siteId: number): Promise<void> => {
  const [template] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.siteId, siteId), eq(goods.isVirtual, 0)))
    .orderBy(asc(goods.goodsId))
    .limit(1);
  if (!template) return;
  const made = [];
  for (const [k, def] of PRESALE_SEED_GOODS.entries()) made.push({ def, ...(await newGoods(db, siteId, template, def, k)) });
  const windows = [
    // Taking deposits now; the rest due after.
    {
      start: SEED_TIME,
      end: SEED_TIME + YEARS,
      payStart: SEED_TIME + YEARS,
      payEnd: SEED_TIME + YEARS + 30 * DAY,
      deliverType: 1,
      deliverTime: 7,
    },
    // Deposits over; the rest payable now.
    { start: SEED_TIME - 30 * DAY, end: SEED_TIME, payStart: SEED_TIME, payEnd: SEED_TIME + YEARS, deliverType: 1, deliverTime: 3 },
  ];
  const ids: number[] = [];
  for (const [i, m] of made.entries()) {
    const w = windows[i]!;
    const [a] = await db
      .insert(promotionActivity)
      .values({
        kind: presaleKind.kind,
        siteId,
        name: m.def.name.replace('【预售】', '').slice(0, 64),
        startTime: w.start,
        endTime: w.end,
        status: i === 0 ? PROMOTION_STATUS.RUNNING : PROMOTION_STATUS.ENDED,
        rules: {
          pay_start_time: w.payStart,
          pay_end_time: w.payEnd,
          deliver_type: w.deliverType,
          deliver_time: w.deliverTime,
          is_deposit_back: i === 0 ? 0 : 1,
          max_buy: 5,
        },
        createTime: SEED_TIME,
        modifyTime: SEED_TIME,
      })
      .returning({ id: promotionActivity.activityId });
    await db.insert(promotionActivitySku).values(
      m.skuIds.map((skuId) => ({
        activityId: a!.id,
        kind: presaleKind.kind,
        siteId,
        goodsId: m.goodsId,
        skuId,
        price: m.def.price,
        stock: 100,
        maxBuy: 5,
        extra: { deposit: m.def.deposit },
      })),
    );
    ids.push(a!.id);
  }

  // The demo shopper's booking of the second presale: deposit paid online, the rest due now.
  const [demo] = await db.select({ id: member.memberId }).from(member).where(eq(member.username, DEMO_MEMBER.username)).limit(1);
  const [addr] = demo ? await db.select().from(memberAddress).where(eq(memberAddress.memberId, demo.id)).limit(1) : [];
  const m = made[1]!;
  if (!demo || !ids[1]) return;
  const [row] = await db
    .select({ id: promotionActivitySku.id })
    .from(promotionActivitySku)
    .where(eq(promotionActivitySku.activityId, ids[1]));
  // Two bookings, so a journey in each language has one to pay.
  for (let k = 0; k < 2; k++) {
    const [orderNo, outTradeNo] = (await nextNumbers(db, 2)) as [string, string];
    const paidAt = SEED_TIME - DAY;
    const [shopRow] = await db.select({ name: shop.siteName }).from(shop).where(eq(shop.siteId, siteId));
    const [o] = await db
      .insert(presaleOrder)
      .values({
        orderNo,
        siteId,
        siteName: shopRow?.name ?? '',
        memberId: demo.id,
        presaleId: ids[1],
        presaleName: m.def.name.replace('【预售】', ''),
        activitySkuId: row!.id,
        goodsId: m.goodsId,
        skuId: m.skuIds[0]!,
        goodsName: m.def.name,
        skuName: `${m.def.name} ${m.def.specs[0]}`,
        skuImage: m.image,
        num: 1,
        presalePrice: m.def.price,
        presaleDeposit: m.def.deposit,
        presaleDepositMoney: m.def.deposit,
        finalMoney: m.def.price - m.def.deposit,
        goodsMoney: m.def.price,
        deliveryMoney: 0,
        orderMoney: m.def.price,
        payDepositMoney: m.def.deposit,
        depositOutTradeNo: outTradeNo,
        depositPayType: 'sandbox',
        payDepositTime: paidAt,
        payStartTime: SEED_TIME,
        payEndTime: SEED_TIME + YEARS,
        predictDeliveryTime: 0,
        isDepositBack: 1,
        orderStatus: PRESALE_ORDER_STATUS.WAIT_FINAL,
        autoCloseTime: paidAt + 1_800,
        createParams: { member_address: addr ? { id: addr.id } : undefined, app_type: 'h5' },
        name: addr?.name ?? '',
        mobile: addr?.mobile ?? '',
        fullAddress: addr ? `${addr.fullAddress} ${addr.address}` : '',
        createTime: paidAt,
      })
      .returning({ id: presaleOrder.id });
    await db.insert(pay).values({
      outTradeNo,
      memberId: demo.id,
      siteId,
      payBody: m.def.name,
      payDetail: m.def.name,
      payMoney: m.def.deposit,
      relateIds: [o!.id],
      event: PRESALE_DEPOSIT_EVENT,
      payStatus: 2,
      payType: 'sandbox',
      tradeNo: `SB${outTradeNo}`,
      payTime: paidAt,
      createTime: paidAt,
    });
  }
  // The booked unit left both stocks.
  await db.update(promotionActivitySku).set({ stock: 98, saleNum: 2 }).where(eq(promotionActivitySku.id, row!.id));
  await db.update(goodsSku).set({ stock: 498 }).where(eq(goodsSku.skuId, m.skuIds[0]!));
};
