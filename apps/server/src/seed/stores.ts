import type { ImageJob, Sizes } from './images';
import { palette } from './images';

/**
 * Physical stores (门店, pickup points) of the demo shops and their shop-front pictures. No imports from
 * plan.ts: both the image plan (planShops) and the shops seed read this file.
 */

export interface StoreDef {
  /** Index into SHOPS. */
  shop: number;
  name: string;
  telphone: string;
  address: string;
  fullAddress: string;
  longitude: string;
  latitude: string;
  openDate: string;
  username: string;
}

/** Physical stores (pickup points), a few per shop, in the shop's city. */
export const STORES: StoreDef[] = [
  { shop: 0, name: '南山科技园店', telphone: '0755-2601-1001', address: '科技园路88号一楼', fullAddress: '广东省深圳市南山区科技园路88号一楼', longitude: '113.944012', latitude: '22.540811', openDate: '09:00-21:00', username: 'nanshan01' },
  { shop: 0, name: '福田中心店', telphone: '0755-2601-1002', address: '福华三路268号', fullAddress: '广东省深圳市福田区福华三路268号', longitude: '114.055318', latitude: '22.533620', openDate: '10:00-22:00', username: 'futian01' },
  { shop: 0, name: '宝安海雅店', telphone: '0755-2601-1003', address: '建安一路99号', fullAddress: '广东省深圳市宝安区建安一路99号', longitude: '113.886541', latitude: '22.556972', openDate: '10:00-22:00', username: 'baoan01' },
  { shop: 1, name: '华强北旗舰体验店', telphone: '0755-8866-2202', address: '华强北路1002号', fullAddress: '广东省深圳市福田区华强北路1002号', longitude: '114.086120', latitude: '22.547210', openDate: '10:00-22:00', username: 'huaqiang01' },
  { shop: 1, name: '罗湖东门店', telphone: '0755-8866-2203', address: '解放路3002号', fullAddress: '广东省深圳市罗湖区解放路3002号', longitude: '114.121860', latitude: '22.546160', openDate: '10:00-21:30', username: 'luohu01' },
  { shop: 2, name: '淮海中路店', telphone: '021-6234-5679', address: '淮海中路300号', fullAddress: '上海市黄浦区淮海中路300号', longitude: '121.473910', latitude: '31.230680', openDate: '10:00-22:00', username: 'huaihai01' },
  { shop: 2, name: '静安寺店', telphone: '021-6234-5680', address: '南京西路1618号', fullAddress: '上海市静安区南京西路1618号', longitude: '121.446830', latitude: '31.224210', openDate: '10:00-22:00', username: 'jingan01' },
  { shop: 2, name: '徐家汇店', telphone: '021-6234-5681', address: '虹桥路1号', fullAddress: '上海市徐汇区虹桥路1号', longitude: '121.437440', latitude: '31.195660', openDate: '10:00-21:30', username: 'xujiahui01' },
  { shop: 3, name: '文三路店', telphone: '0571-8765-4322', address: '文三路477号', fullAddress: '浙江省杭州市西湖区文三路477号', longitude: '120.130920', latitude: '30.276010', openDate: '08:30-21:00', username: 'wensan01' },
  { shop: 3, name: '武林广场店', telphone: '0571-8765-4323', address: '延安路530号', fullAddress: '浙江省杭州市拱墅区延安路530号', longitude: '120.164220', latitude: '30.277640', openDate: '09:00-21:30', username: 'wulin01' },
];


/** Stored picture of the store at `index` in STORES. */
export const storeImagePath = (index: number) => `upload/store/${index + 1}.jpg`;

export const STORE_SIZES: Sizes = { orig: 600, big: 600, mid: 300, small: 150 };

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A shop front: striped awning in the shop colour, a sign with the shop's mark, windows and a door. */
export const storeArt = (mark: string, colour: string, variant: number): ImageJob['art'] => {
  const p = palette(colour);
  const stripes = Array.from({ length: 8 }, (_, i) => `<rect x="${60 + i * 60}" y="120" width="60" height="50" fill="${i % 2 ? '#ffffff' : p.body}"/>`).join('');
  const scallops = Array.from({ length: 8 }, (_, i) => `<circle cx="${90 + i * 60}" cy="170" r="30" fill="${i % 2 ? '#ffffff' : p.body}"/>`).join('');
  const sky = ['#dbe9f7', '#f7e6d4', '#e2f2e4'][variant % 3];
  return {
    vw: 600,
    vh: 400,
    body:
      `<rect width="600" height="400" fill="${sky}"/><rect y="340" width="600" height="60" fill="#c9ced6"/>` +
      `<rect x="60" y="60" width="480" height="280" fill="${p.bg}"/>` +
      `<rect x="60" y="60" width="480" height="60" fill="${p.dark}"/>` +
      `<text x="300" y="104" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="40" fill="#ffffff" text-anchor="middle">${esc(mark)}</text>` +
      stripes + scallops +
      `<rect x="100" y="220" width="150" height="100" fill="#ffffff" stroke="${p.ring}" stroke-width="8"/>` +
      `<rect x="350" y="220" width="150" height="100" fill="#ffffff" stroke="${p.ring}" stroke-width="8"/>` +
      `<rect x="265" y="220" width="70" height="120" fill="${p.ink}"/>` +
      `<circle cx="322" cy="285" r="5" fill="#ffffff"/>`,
  };
};
