/** Head image choices: the server takes JPEG, PNG, WEBP or GIF up to 2 MB (UPLOAD_IMAGE_MAX_BYTES of the contract). */
export const UPLOAD_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_IMAGE_MAX_MB = UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024;
/** A picture too big to send as it is gets redrawn at most this many pixels on its longer edge. */
export const SHRINK_EDGE = 800;

export type UploadPlan =
  /** Not a picture: refused on the page. */
  | 'not-image'
  /** Sent as it is, multipart to `/api/upload/headimg` (base64 when that transport fails). */
  | 'file'
  /** Redrawn smaller as JPEG and sent as base64 to `/api/upload/headimgBase64`. */
  | 'shrink';

const IMAGE_NAME = /\.(jpe?g|png|webp|gif|bmp|heic|heif)$/i;

/** How a chosen file is sent. Some phones give an empty type; the file name decides then. */
export const uploadPlan = (file: { type: string; size: number; name?: string }, max = UPLOAD_IMAGE_MAX_BYTES): UploadPlan => {
  const isImage = file.type ? file.type.startsWith('image/') : IMAGE_NAME.test(file.name ?? '');
  if (!isImage) return 'not-image';
  return file.size > max ? 'shrink' : 'file';
};

/** Width/height that fit `edge` on the longer side, keeping the ratio (never enlarged). */
export const fitWithin = (width: number, height: number, edge = SHRINK_EDGE): { width: number; height: number } => {
  const longer = Math.max(width, height);
  if (longer <= edge || longer <= 0) return { width, height };
  const k = edge / longer;
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
};

/** The file as a `data:` URL (what `/api/upload/headimgBase64` takes). */
export const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** Redraws a picture at most `edge` pixels wide/high as a JPEG data URL (browser only). */
export const shrinkToDataUrl = async (file: Blob, edge = SHRINK_EDGE, quality = 0.85): Promise<string> => {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height, edge);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    // JPEG has no transparency: transparent pixels become white rather than black.
    ctx.fillStyle = 'white';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.toDataURL('image/jpeg', quality);
  } finally {
    bitmap.close();
  }
};
