import { z } from 'zod';
import {
  EVALUATE_IMAGE_VARIANTS,
  goodsEvaluateAddParams,
  goodsEvaluateAgainParams,
  goodsEvaluateAuditParams,
  goodsEvaluateFirstParams,
  goodsEvaluatePageParams,
  type UploadResult,
} from '@mall/contract';
import { memberRoute, route, type RouteSpec } from '../../infra/http/route';
import { adminRoute } from '../admin';
import { FILE_FIELD, storeImage, uploadedBytes } from '../../infra/storage';
import { evaluateConfig, evaluateFirst, evaluatePage } from './evaluate.service';
import { addEvaluate, againEvaluate, auditEvaluate, EVALUATE_UPLOAD_FOLDER } from './evaluate.write';

const uploadFileInput = z.object({ [FILE_FIELD]: z.unknown().optional() });

/** Goods reviews (reference §4.5): reading, writing from an order (add / again) and review pictures. */
export const evaluateRoutes = (): RouteSpec[] => [
  route('/api/goodsevaluate/page', {
    input: goodsEvaluatePageParams,
    handler: ({ goods_id, page, page_size }, { deps }) => evaluatePage(deps.database.db, goods_id, page, page_size),
  }),
  route('/api/goodsevaluate/firstinfo', {
    input: goodsEvaluateFirstParams,
    handler: ({ goods_id }, { deps }) => evaluateFirst(deps.database.db, goods_id),
  }),
  route('/api/goodsevaluate/config', { handler: ({}, { deps }) => evaluateConfig(deps.database.db) }),
  memberRoute('/api/goodsevaluate/add', {
    input: goodsEvaluateAddParams,
    handler: (input, { deps, memberId }) => addEvaluate(deps.database.db, deps.config.uploadDir, memberId, input),
  }),
  memberRoute('/api/goodsevaluate/again', {
    input: goodsEvaluateAgainParams,
    handler: (input, { deps, memberId }) => againEvaluate(deps.database.db, deps.config.uploadDir, memberId, input),
  }),
  // Operator (header x-admin-key): decide on a review waiting for approval; the key is checked before the params.
  adminRoute('/admin/api/goodsevaluate/audit', goodsEvaluateAuditParams, (input, ctx) => auditEvaluate(ctx.deps.database.db, input)),
  memberRoute('/api/upload/evaluateimg', {
    input: uploadFileInput,
    handler: async (input, { deps }): Promise<UploadResult> => ({
      pic_path: await storeImage(deps.config.uploadDir, EVALUATE_UPLOAD_FOLDER, uploadedBytes(input[FILE_FIELD]), EVALUATE_IMAGE_VARIANTS),
    }),
  }),
];
