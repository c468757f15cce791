import { Fragment, useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'antd-mobile';
import { EVALUATE_AUDIT, EVALUATE_CONTENT_MAX, EVALUATE_MAX_IMAGES, EVALUATE_STATUS, type OrderEvaluateInfo } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { ApiError } from '../../../shared/lib/request';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { toast } from '../../../shared/lib/toast';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { Img } from '../../../shared/ui/Img';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { Stars } from '../components/Stars';
import s from '../components/Review.module.css';
import { addFollowUps, addReviews, fetchEvaluateInfo, reviewKeys, uploadReviewImage, type ReviewLine } from '../review.api';

type Line = OrderEvaluateInfo['list'][number];

/** Pictures of one review: thumbnails with remove, and an add tile while below the limit. */
function ImagePicker({ images, onChange, testId }: { images: string[]; onChange: (next: string[]) => void; testId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const pick = async (files: FileList | null) => {
    if (!files) return;
    setBusy(true);
    let next = images;
    try {
      for (const f of Array.from(files).slice(0, EVALUATE_MAX_IMAGES - images.length)) {
        if (!f.type.startsWith('image/')) {
          void toast(t('review.notImage'));
          continue;
        }
        const r = await uploadReviewImage(f, f.name || 'image.jpg');
        next = [...next, r.pic_path];
        onChange(next);
      }
    } catch (e) {
      void toast(e instanceof ApiError ? e.message : t('review.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={s.images} data-testid={testId}>
      {images.map((p, i) => (
        <div className={s.image} key={p}>
          <Img className={s.imageImg} path={p} size="small" alt="" />
          <button
            type="button"
            className={s.remove}
            aria-label={t('review.removeImage')}
            onClick={() => onChange(images.filter((_, k) => k !== i))}
          >
            ×
          </button>
        </div>
      ))}
      {images.length < EVALUATE_MAX_IMAGES && (
        <label className={s.add}>
          <span className={s.addPlus}>+</span>
          <span>{busy ? t('review.uploading') : t('review.imageCount', { n: images.length, max: EVALUATE_MAX_IMAGES })}</span>
          <input
            className={s.hidden}
            type="file"
            accept="image/*"
            multiple
            disabled={busy}
            onChange={(e) => {
              void pick(e.target.files);
              e.target.value = '';
            }}
            data-testid={`${testId}-input`}
          />
        </label>
      )}
    </div>
  );
}

/** 评价 (`?order_id=`): stars, text and pictures per line, anonymous switch and shop scores; follow-up mode once reviewed. */
export default function OrderEvaluatePage() {
  const { t } = useTranslation();
  const { back } = useGo();
  const queryClient = useQueryClient();
  const orderId = positiveId(usePageParams('orderEvaluate').order_id);
  const q = useQuery({
    queryKey: reviewKeys.info(orderId),
    queryFn: ({ signal }) => fetchEvaluateInfo(orderId, signal),
    enabled: orderId > 0,
    retry: false,
  });
  const again = (q.data?.evaluate_status ?? EVALUATE_STATUS.NONE) >= EVALUATE_STATUS.DONE;
  const lines: Line[] = q.data
    ? q.data.list.filter((l) => l.evaluate_status === (again ? EVALUATE_STATUS.DONE : EVALUATE_STATUS.NONE))
    : [];
  const [drafts, setDrafts] = useState<Record<number, ReviewLine>>({});
  const [anonymous, setAnonymous] = useState(false);
  const [shop, setShop] = useState({ desc: 5, service: 5, delivery: 5 });

  useEffect(() => {
    if (!q.data) return;
    setDrafts((d) => {
      const next = { ...d };
      for (const l of q.data.list) next[l.order_goods_id] ??= { order_goods_id: l.order_goods_id, content: '', images: [], scores: 5 };
      return next;
    });
  }, [q.data]);

  const submit = useMutation({
    mutationFn: () => {
      const list = lines.map((l) => drafts[l.order_goods_id]!).map((d) => ({ ...d, content: d.content.trim() }));
      return again
        ? addFollowUps({ order_id: orderId, lines: list })
        : addReviews({ order_id: orderId, is_anonymous: anonymous ? 1 : 0, lines: list, shop });
    },
    onSuccess: (r) => {
      void toast(again ? t('review.doneAgain') : r.is_audit === EVALUATE_AUDIT.APPROVED ? t('review.done') : t('review.doneAudit'));
      void queryClient.invalidateQueries({ queryKey: ['order'] });
      back();
    },
  });

  if (orderId <= 0) return <EmptyState showHome />;
  if (q.isPending) return <LoadingView />;
  if (q.isError) {
    if (q.error instanceof ApiError) return <EmptyState text={q.error.message} showHome />;
    return <ErrorView onRetry={() => void q.refetch()} />;
  }
  if (lines.length === 0) return <EmptyState text={t('review.allDone')} showHome />;
  const update = (id: number, patch: Partial<ReviewLine>) => setDrafts((d) => ({ ...d, [id]: { ...d[id]!, ...patch } }));
  const onSubmit = () => {
    if (lines.some((l) => !drafts[l.order_goods_id]?.content.trim())) {
      void toast(t('review.contentMissing'));
      return;
    }
    submit.mutate();
  };

  return (
    <div className="m-screen m-screen--bar" data-testid="order-evaluate-page" data-mode={again ? 'again' : 'add'}>
      {lines.map((l) => {
        const d = drafts[l.order_goods_id];
        if (!d) return null;
        return (
          <div className="m-card" key={l.order_goods_id} data-testid="evaluate-line">
            <div className={`m-goods ${s.head}`}>
              <Img className={`m-goods__img ${s.thumb}`} path={l.sku_image} size="small" alt={l.sku_name} />
              <span className={`m-goods__name ${s.name}`}>{l.sku_name}</span>
            </div>
            {again && <p className={s.againLabel}>{t('review.titleAgain')}</p>}
            {!again && (
              <div className={s.scoreRow}>
                <span>{t('review.scoreLabel')}</span>
                <Stars
                  value={d.scores}
                  onChange={(v) => update(l.order_goods_id, { scores: v })}
                  testId={`evaluate-stars-${l.order_goods_id}`}
                />
                <span className={s.scoreName}>{t(`review.scoreNames.${d.scores}`)}</span>
              </div>
            )}
            <textarea
              className={`m-textarea ${s.textarea}`}
              value={d.content}
              maxLength={EVALUATE_CONTENT_MAX}
              placeholder={again ? t('review.againPlaceholder') : t('review.contentPlaceholder')}
              onChange={(e) => update(l.order_goods_id, { content: e.target.value })}
              data-testid={`evaluate-content-${l.order_goods_id}`}
            />
            <ImagePicker
              images={d.images}
              onChange={(images) => update(l.order_goods_id, { images })}
              testId={`evaluate-images-${l.order_goods_id}`}
            />
          </div>
        );
      })}
      {!again && (
        <>
          <div className="m-card">
            <div className={s.switchRow}>
              <span>{t('review.anonymous')}</span>
              <Switch checked={anonymous} onChange={setAnonymous} data-testid="evaluate-anonymous" />
            </div>
          </div>
          <div className="m-card">
            <p className={`m-card__title ${s.blockTitle}`}>{t('review.shopScores')}</p>
            {/* one grid for the three rows, so their stars line up whatever the labels' widths */}
            <div className={s.scoreGrid}>
              {(['desc', 'service', 'delivery'] as const).map((k) => (
                <Fragment key={k}>
                  <span>{t(`review.${k}`)}</span>
                  <Stars value={shop[k]} onChange={(v) => setShop((x) => ({ ...x, [k]: v }))} testId={`evaluate-shop-${k}`} size={20} />
                </Fragment>
              ))}
            </div>
          </div>
        </>
      )}
      <div className="m-actionbar">
        <button
          type="button"
          className="m-btn-fill m-btn-fill--block"
          disabled={submit.isPending}
          onClick={onSubmit}
          data-testid="evaluate-submit"
        >
          {submit.isPending ? t('review.submitting') : again ? t('review.submitAgain') : t('review.submit')}
        </button>
      </div>
    </div>
  );
}
