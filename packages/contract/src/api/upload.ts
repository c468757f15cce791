import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';

/** Uploaded images: JPEG, PNG, WEBP or GIF (checked by decoding), at most this many bytes. */
export const UPLOAD_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Pixel edge of the size variants written beside every uploaded head image (`_big`, `_mid`, `_small`, square). */
export const HEADIMG_VARIANTS = { big: 400, mid: 200, small: 100 } as const;

/**
 * `/api/upload/headimg`: multipart/form-data with the picture in field **`file`**; `token` (and the other
 * common params) as form fields or in the query. Answers {@link UploadResult}.
 */
export const UPLOAD_FILE_FIELD = 'file';

/** `/api/upload/headimgBase64`: `images` = a `data:image/…;base64,` URL or bare base64. */
export const uploadBase64Params = z.object({
  images: z.preprocess((v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v), z.string().max(8_000_000)),
});
export type UploadBase64Params = z.infer<typeof uploadBase64Params>;

/** `pic_path`: a relative path such as `upload/headimg/20250101/ab12….jpg`; variants insert `_big|_mid|_small`. */
export interface UploadResult {
  pic_path: string;
}

/** A multipart upload's input: the picture arrives (as the server's uploaded-file value) under {@link UPLOAD_FILE_FIELD}. */
export const uploadFileParams = z.object({ [UPLOAD_FILE_FIELD]: z.unknown().optional() });

/** The member's head image uploads. */
export const uploadApi = {
  headimg: endpoint({
    path: '/api/upload/headimg',
    access: 'member',
    params: uploadFileParams,
    response: returns<UploadResult>(),
    write: true,
    summary: 'Upload a head image (multipart, field `file`); variants are written beside it',
  }),
  headimgBase64: endpoint({
    path: '/api/upload/headimgBase64',
    access: 'member',
    params: uploadBase64Params,
    response: returns<UploadResult>(),
    write: true,
    summary: 'Upload a head image as base64',
  }),
};
