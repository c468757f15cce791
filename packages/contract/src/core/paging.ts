import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants';
import { intParam, withDefault } from './fields';

export const pageParams = z.object({
  page: withDefault(intParam(1, 100_000), 1),
  page_size: withDefault(intParam(1, MAX_PAGE_SIZE), PAGE_SIZE),
});
export type PageParams = z.infer<typeof pageParams>;

export interface Paged<T> {
  page_count: number;
  count: number;
  list: T[];
}

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ page_count: z.number().int(), count: z.number().int(), list: z.array(item) });

export const pageCount = (count: number, pageSize: number): number => Math.ceil(count / pageSize);
