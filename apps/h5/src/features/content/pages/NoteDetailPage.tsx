import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '../../../shared/lib/router';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { useTranslation } from '../../../i18n/react';
import type { NoteDetail } from '@mall/contract';
import { useGo } from '../../../shared/lib/nav';
import { refusalOf } from '../../../shared/lib/request';
import { useAuth } from '../../../shared/state/auth';
import { Carousel } from '../../../shared/ui/Carousel';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { Img } from '../../../shared/ui/Img';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { Price } from '../../../shared/ui/Price';
import { RichHtml } from '../../home';
import { contentKeys, noteQuery, setNoteLike } from '../content.api';
import { formatDate, noteCovers, shortCount } from '../model';
import { Heart } from './Heart';
import s from './content.module.css';

/**
 * One store note (`?note_id=`): covers, title, shop, date and reads, the text, the goods it links and
 * a like button (a visitor is sent to log in and brought back).
 */
export default function NoteDetailPage() {
  const { t, i18n } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const location = useLocation();
  const id = positiveId(usePageParams('noteDetail').note_id);
  const token = useAuth((a) => a.token);
  const queryClient = useQueryClient();
  const q = useQuery({ ...noteQuery(id), enabled: id > 0 });

  const like = useMutation({
    mutationFn: (on: boolean) => setNoteLike(id, on),
    onSuccess: (state) => {
      queryClient.setQueryData<NoteDetail>(contentKeys.note(id), (d) =>
        d ? { ...d, is_dianzan: state.is_dianzan, dianzan_num: state.dianzan_num } : d,
      );
      void queryClient.invalidateQueries({ queryKey: ['content', 'notes', 'list'] });
    },
  });

  if (!id) return <EmptyState text={t('content.noteNotFound')} showHome />;
  if (q.isPending) return <LoadingView fullPage />;
  if (q.isError) {
    const said = refusalOf(q.error);
    return said ? <EmptyState text={said} showHome /> : <ErrorView onRetry={() => void q.refetch()} />;
  }
  const note = q.data;
  const covers = noteCovers(note.cover_img);
  const liked = note.is_dianzan === 1;
  const onLike = () => {
    if (!token) {
      redirectToLogin(`${location.pathname}${location.search}`);
      return;
    }
    if (!like.isPending) like.mutate(!liked);
  };

  return (
    <div className={s.notePage} data-testid="note-detail">
      {covers.length > 0 && (
        <Carousel
          items={covers}
          itemKey={(c, i) => `${c}-${i}`}
          autoplay={false}
          indicator={covers.length > 1 ? 'dots' : false}
          renderItem={(c) => <Img path={c} size="big" alt={note.note_title} ratio={1} loading="eager" />}
        />
      )}
      <article className={s.noteBody}>
        <h1 className={s.articleTitle}>{note.note_title}</h1>
        <p className={s.articleMeta}>
          <span className={s.tag}>{note.group_name}</span>
          <span>{note.site_name}</span>
          {note.is_show_release_time === 1 && <time>{formatDate(note.release_time || note.create_time)}</time>}
          {note.is_show_read_num === 1 && (
            <span>{t('content.reads', { count: note.read_num, n: shortCount(note.read_num, i18n.language) })}</span>
          )}
        </p>
        {note.goods_highlights && (
          <p className={s.highlights}>
            {note.goods_highlights
              .split(',')
              .filter(Boolean)
              .map((h) => (
                <span key={h} className={s.highlight}>
                  {h}
                </span>
              ))}
          </p>
        )}
        <RichHtml html={note.note_content} className={s.articleBody} testId="note-content" />
      </article>

      {note.goods_list.length > 0 && (
        <section className={s.noteGoods}>
          <h2 className={s.groupTitle}>{t('content.noteGoods')}</h2>
          {note.goods_list.map((g) => (
            <button
              type="button"
              key={g.goods_id}
              className={s.goodsRow}
              onClick={() => go('goodsDetail', { sku_id: g.sku_id })}
              data-testid="note-goods"
            >
              <Img path={g.goods_image} size="small" alt={g.goods_name} className={s.goodsImg} />
              <span className={s.goodsText}>
                <span className={s.rowTitle}>{g.goods_name}</span>
                <Price value={g.discount_price} size="sm" />
              </span>
              <span className={s.buy}>{t('content.goBuy')}</span>
            </button>
          ))}
        </section>
      )}

      <div className={s.likeBar}>
        <button
          type="button"
          className={liked ? `${s.likeBtn} ${s.likeOn}` : s.likeBtn}
          onClick={onLike}
          aria-pressed={liked}
          disabled={like.isPending}
          data-testid="note-like"
        >
          <Heart filled={liked} />
          <span>{liked ? t('content.liked') : t('content.like')}</span>
          {note.is_show_dianzan_num === 1 && <span data-testid="note-like-count">{note.dianzan_num}</span>}
        </button>
      </div>
    </div>
  );
}
