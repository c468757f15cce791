import { usePageParams, type PageParams } from '../../../shared/lib/pageParams';

/**
 * The login or register page's query (`back`, `mode`). Both pages declare the same query in the page table
 * (`authQuery` in shared/pages.ts), so the login page's declaration reads either.
 */
export const useAuthParams = (): PageParams<'login'> => usePageParams('login');
