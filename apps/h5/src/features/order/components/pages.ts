import { findRoute } from '../../../app/routes';

/** Whether a page (of another feature) exists in this build, in either spelling; entries to missing pages are not shown. */
export const hasPage = (path: string): boolean => findRoute(path) !== undefined;
