import type { AreaTreeNode, MemberAddressInfo, ParamsOf, addressApi } from '@mall/contract';
import { pagePath } from '../../../shared/pages';

/** Mainland mobile number (same rule as the server). */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
export const TELEPHONE_RE = /^[\d\-+() ]*$/;
export const NAME_MAX = 30;
export const ADDRESS_MAX = 120;

/** The edit form's state. Region ids are GB/T 2260 codes; names are kept for display. */
export interface AddressForm {
  id?: number;
  name: string;
  mobile: string;
  telephone: string;
  region: number[];
  regionText: string;
  address: string;
  longitude: string;
  latitude: string;
  is_default: boolean;
}

export const emptyForm = (): AddressForm => ({
  name: '',
  mobile: '',
  telephone: '',
  region: [],
  regionText: '',
  address: '',
  longitude: '',
  latitude: '',
  is_default: false,
});

export const formFromInfo = (a: MemberAddressInfo): AddressForm => ({
  id: a.id,
  name: a.name,
  mobile: a.mobile,
  telephone: a.telephone,
  region: a.province_id && a.city_id && a.district_id ? [a.province_id, a.city_id, a.district_id] : [],
  regionText: a.full_address,
  address: a.address,
  longitude: a.longitude,
  latitude: a.latitude,
  is_default: a.is_default === 1,
});

/** The first problem of the form as an i18n key (field order as shown), or null. */
export const validateForm = (f: AddressForm): string | null => {
  if (!f.name.trim()) return 'address.errors.name';
  if (!f.mobile.trim()) return 'address.errors.mobile';
  if (!MOBILE_RE.test(f.mobile.trim())) return 'address.errors.mobileInvalid';
  if (f.telephone.trim() && !TELEPHONE_RE.test(f.telephone.trim())) return 'address.errors.telephoneInvalid';
  if (f.region.length !== 3) return 'address.errors.region';
  if (!f.address.trim()) return 'address.errors.address';
  return null;
};

/** The params of `/api/memberaddress/add|edit`. */
export const saveParams = (f: AddressForm): ParamsOf<typeof addressApi.add> => {
  const p: ParamsOf<typeof addressApi.add> = {
    name: f.name.trim(),
    mobile: f.mobile.trim(),
    telephone: f.telephone.trim(),
    province_id: f.region[0],
    city_id: f.region[1],
    district_id: f.region[2],
    address: f.address.trim(),
    is_default: f.is_default ? 1 : 0,
  };
  if (f.id) p.id = f.id;
  if (f.longitude && f.latitude) {
    p.longitude = Number(f.longitude);
    p.latitude = Number(f.latitude);
  }
  return p;
};

/** Region names along `ids` in the tree ("广东省 深圳市 南山区"). */
export const regionNames = (tree: AreaTreeNode[], ids: number[]): string => {
  const names: string[] = [];
  let level: AreaTreeNode[] | undefined = tree;
  for (const id of ids) {
    const node: AreaTreeNode | undefined = level?.find((n) => n.id === id);
    if (!node) break;
    names.push(node.name);
    level = node.child_list;
  }
  return names.join(' ');
};

export interface CascaderOption {
  label: string;
  value: string;
  children?: CascaderOption[];
}

/** The region tree in the Cascader's shape. */
export const toCascaderOptions = (tree: AreaTreeNode[]): CascaderOption[] =>
  tree.map((n) => ({ label: n.name, value: String(n.id), children: n.child_list?.length ? toCascaderOptions(n.child_list) : undefined }));

/** Only in-app paths are accepted as `back` (never another site). */
export const safeBack = (back: string | null): string | null => (back && back.startsWith('/') && !back.startsWith('//') ? back : null);

/** `url` with `address_id=<id>` (replacing an old one). */
export const withAddressId = (url: string, id: number): string => {
  const [path, query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('address_id', String(id));
  return `${path}?${params.toString()}`;
};

/** The edit page for `id` (or a new address), keeping the select-mode `back`. */
export const editUrl = (id?: number, back?: string | null): string => {
  const params = new URLSearchParams();
  if (id) params.set('id', String(id));
  if (back) params.set('back', back);
  const q = params.toString();
  return q ? `${pagePath('addressEdit')}?${q}` : pagePath('addressEdit');
};

/** "longitude,latitude" with 6 decimals from a browser position. */
export const coordsOf = (pos: { coords: { latitude: number; longitude: number } }) => ({
  longitude: pos.coords.longitude.toFixed(6),
  latitude: pos.coords.latitude.toFixed(6),
});
