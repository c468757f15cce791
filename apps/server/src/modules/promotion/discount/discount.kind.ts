import { DISCOUNT_PROMOTION_TYPE } from '@mall/contract';

/** `promotion_activity.kind` of a limited-time discount (and the `promotion_type` its SKUs carry while it runs). */
export const DISCOUNT_KIND = DISCOUNT_PROMOTION_TYPE;
