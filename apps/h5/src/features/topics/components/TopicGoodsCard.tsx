import type { TopicGoodsItem } from '@mall/contract';
import { Img } from '../../../shared/ui/Img';
import { Price } from '../../../shared/ui/Price';
import s from './TopicGoodsCard.module.css';

/** One goods of a topic in the grid: picture, name, topic price over the struck original. */
export function TopicGoodsCard({ item, onOpen }: { item: TopicGoodsItem; onOpen: () => void }) {
  return (
    <button type="button" className={s.card} onClick={onOpen} data-testid="topic-goods">
      <Img className={s.image} path={item.sku_image || item.goods_image} size="mid" alt={item.goods_name} ratio={1} />
      <span className={s.info}>
        <span className={s.name}>{item.sku_name || item.goods_name}</span>
        <span className={s.prices}>
          <span data-testid="topic-goods-price">
            <Price value={item.topic_price} size="md" />
          </span>
          <Price value={item.price} size="sm" del />
        </span>
      </span>
    </button>
  );
}
