import { EVALUATE_IMAGE_VARIANTS, evaluateApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
import { FILE_FIELD, storeImage, uploadedBytes } from '../../infra/storage';
import { evaluateConfig, evaluateFirst, evaluatePage } from './evaluate.service';
import { addEvaluate, againEvaluate, auditEvaluate, EVALUATE_UPLOAD_FOLDER } from './evaluate.write';

/** Goods reviews (reference §4.5): reading, writing from an order (add / again) and review pictures. */
export const evaluateRoutes = (): RouteSpec[] => [
  serve(evaluateApi.page, ({ goods_id, page, page_size }, { deps }) => evaluatePage(deps.database.db, goods_id, page, page_size)),
  serve(evaluateApi.firstInfo, ({ goods_id }, { deps }) => evaluateFirst(deps.database.db, goods_id)),
  serve(evaluateApi.config, (_input, { deps }) => evaluateConfig(deps.database.db)),
  serve(evaluateApi.add, (input, { deps, memberId }) => addEvaluate(deps.database.db, deps.config.uploadDir, memberId, input)),
  serve(evaluateApi.again, (input, { deps, memberId }) => againEvaluate(deps.database.db, deps.config.uploadDir, memberId, input)),
  // Operator (header x-admin-key, checked by the HTTP layer before the params): decide on a review waiting for approval.
  serve(evaluateApi.audit, (input, { deps }) => auditEvaluate(deps.database.db, input)),
  serve(evaluateApi.uploadImage, async (input, { deps }) => ({
    pic_path: await storeImage(deps.config.uploadDir, EVALUATE_UPLOAD_FOLDER, uploadedBytes(input[FILE_FIELD]), EVALUATE_IMAGE_VARIANTS),
  })),
];
