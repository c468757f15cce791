import { Suspense, type ComponentProps, type ReactNode } from 'react';
import type { PromotionPicker } from '../lib/promotionDetail';
import { PromotionBuyBar, PromotionSpecRow } from './PromotionDetailParts';
import { useShare, type ShareSpec } from './PromotionShare';
import s from './promotionDetail.module.css';

/** What the foot sets on the SKU picker itself: open state and a buy-only, on-sale picker. */
export interface PromotionPickerFrame {
  visible: boolean;
  onClose: () => void;
  mode: 'buy';
  onSale: true;
  submitting: false;
}

/**
 * The lower half of a promotion detail (seckill, groupbuy, topic, presale): the 已选 row, the shop's rich text, the
 * docked buy bar (with 分享 when the page names its poster) and the SKU picker once it was first opened. The page draws the picker (it lives in the goods
 * feature, which `shared/` does not reach) from the frame it is given.
 */
export function PromotionDetailFoot({
  spec,
  quantity,
  contentHtml,
  bar,
  picker,
  renderPicker,
  share,
}: {
  spec: string;
  quantity: number;
  /** The shop's rich text with absolute image sources; nothing is shown when empty. */
  contentHtml: string;
  bar: ComponentProps<typeof PromotionBuyBar>;
  picker: PromotionPicker;
  renderPicker: (frame: PromotionPickerFrame) => ReactNode;
  share?: ShareSpec;
}) {
  const poster = useShare(share);
  return (
    <>
      <PromotionSpecRow spec={spec} quantity={quantity} onClick={picker.show} />

      {contentHtml && <div className={`${s.card} ${s.content}`} dangerouslySetInnerHTML={{ __html: contentHtml }} />}

      <PromotionBuyBar {...bar} onShare={poster.open} />
      {poster.node}

      {picker.mounted && (
        <Suspense fallback={null}>
          {renderPicker({ visible: picker.open, onClose: picker.hide, mode: 'buy', onSale: true, submitting: false })}
        </Suspense>
      )}
    </>
  );
}
