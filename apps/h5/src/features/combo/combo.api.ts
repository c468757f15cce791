import { queryOptions } from '@tanstack/react-query';
import { bundlingApi, type BundlingItem } from '@mall/contract';
import { api } from '../../shared/lib/api';
import { comboKeys } from './combo.keys';

/** A combo with its goods (`/bundling/api/bundling/detail`, reference §4.18); an off combo answers status 0. */
export const comboDetailQuery = (blId: number) =>
  queryOptions({
    queryKey: comboKeys.detail(blId),
    queryFn: ({ signal }): Promise<BundlingItem> => api.call(bundlingApi.detail, { bl_id: blId }, { signal, silent: true }),
  });
