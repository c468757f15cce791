import { routes } from '../../../app/routes';

const declared = new Set(routes.map((r) => r.path));

/** Whether a page (of another feature) exists in this build; entries to missing pages are not shown. */
export const hasPage = (path: string): boolean => declared.has(path);
