import { queryOptions } from '@tanstack/react-query';
import type { AreaTreeNode, MemberAddressInfo, MemberAddressItem, Paged, TranAddressInfo } from '@mall/contract';
import { http } from '../../shared/lib/request';

const MA = '/api/memberaddress';

/** A member keeps at most 50 addresses: the book is one page. */
const BOOK_SIZE = 50;

export const addressKeys = {
  all: ['address'] as const,
  list: () => ['address', 'list'] as const,
  info: (id: number) => ['address', 'info', id] as const,
  tree: () => ['address', 'tree'] as const,
};

export const addressListQuery = () =>
  queryOptions({
    queryKey: addressKeys.list(),
    queryFn: () => http.get<Paged<MemberAddressItem>>(`${MA}/page`, { page: 1, page_size: BOOK_SIZE }),
  });

export const addressInfoQuery = (id: number) =>
  queryOptions({
    queryKey: addressKeys.info(id),
    queryFn: () => http.get<MemberAddressInfo>(`${MA}/info`, { id }),
    enabled: id > 0,
  });

/** Regions do not change while the app runs. */
export const regionTreeQuery = () =>
  queryOptions({
    queryKey: addressKeys.tree(),
    queryFn: () => http.get<AreaTreeNode[]>('/api/address/tree'),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const addressApi = {
  save: (params: Record<string, string | number>, isEdit: boolean) => http.post<number>(`${MA}/${isEdit ? 'edit' : 'add'}`, params),
  setDefault: (id: number) => http.post<number>(`${MA}/setdefault`, { id }),
  remove: (id: number) => http.post<number>(`${MA}/delete`, { id }),
  /** The region at a point; silent: region data may have no centres. */
  locate: (latitude: string, longitude: string) => http.get<TranAddressInfo>(`${MA}/tranAddressInfo`, { latlng: `${latitude},${longitude}` }, { silent: true }),
};
