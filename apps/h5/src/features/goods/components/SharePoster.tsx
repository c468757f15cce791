import { SharePoster } from '../../../shared/ui/SharePoster';
import { detailKeys, fetchPoster } from '../detail.api';

/** The share poster of a goods SKU. */
export function GoodsSharePoster({ skuId, visible, onClose }: { skuId: number; visible: boolean; onClose: () => void }) {
  return <SharePoster queryKey={detailKeys.poster(skuId)} load={() => fetchPoster(skuId)} visible={visible} onClose={onClose} />;
}

export default GoodsSharePoster;
