import { pageUrl } from '../../shared/pages';

export const verifyDetailUrl = (code: string): string => pageUrl('verifyDetail', { code });
