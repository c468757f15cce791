import { queryOptions } from '@tanstack/react-query';
import { addressApi as endpoints, type ParamsOf } from '@mall/contract';
import { api } from '../../shared/lib/api';

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
    queryFn: () => api.call(endpoints.page, { page: 1, page_size: BOOK_SIZE }),
  });

export const addressInfoQuery = (id: number) =>
  queryOptions({
    queryKey: addressKeys.info(id),
    queryFn: () => api.call(endpoints.info, { id }),
    enabled: id > 0,
  });

/** Regions do not change while the app runs. */
export const regionTreeQuery = () =>
  queryOptions({
    queryKey: addressKeys.tree(),
    queryFn: () => api.call(endpoints.areaTree),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The params of an address saved from the edit form. */
export type AddressSaveParams = ParamsOf<typeof endpoints.add>;

export const addressApi = {
  save: (params: AddressSaveParams, isEdit: boolean) => api.call(isEdit ? endpoints.edit : endpoints.add, params),
  setDefault: (id: number) => api.call(endpoints.setDefault, { id }),
  remove: (id: number) => api.call(endpoints.delete, { id }),
  /** The region at a point; silent: region data may have no centres. */
  locate: (latitude: string, longitude: string) =>
    api.call(endpoints.tranAddressInfo, { latlng: `${latitude},${longitude}` }, { silent: true }),
};
