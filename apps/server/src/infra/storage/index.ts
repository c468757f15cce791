import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyMultipartAttachFieldsToBodyOptions, MultipartFile } from '@fastify/multipart';
import type { FastifyStaticOptions } from '@fastify/static';
import { Code, UPLOAD_IMAGE_MAX_BYTES } from '@mall/contract';
import { AppError } from '../http/errors';
import { storageMessages } from './storage.messages';

export { storageMessages } from './storage.messages';

/**
 * A file from a multipart request, as the upload routes receive it in their input. Only the multipart
 * parser creates these, so a JSON or form body cannot pass something off as an uploaded file.
 */
export class UploadedFile {
  constructor(
    readonly data: Buffer,
    readonly filename: string,
    readonly mimetype: string,
    /** The file was larger than the limit; `data` holds only its beginning. */
    readonly tooLarge: boolean,
  ) {}
}

/** The only multipart field read as a file (reference: `/api/upload/*` field `file`). */
export const FILE_FIELD = 'file';

/**
 * @fastify/multipart options: fields become plain body values (so `token` and the common params work as
 * on any form post) and the `file` field an {@link UploadedFile}. Size limits hold memory per request to
 * one image plus a few small fields; an oversized file is cut at the limit and reported, not thrown.
 */
export const multipartOptions = (maxFileBytes = UPLOAD_IMAGE_MAX_BYTES): FastifyMultipartAttachFieldsToBodyOptions => ({
  attachFieldsToBody: 'keyValues',
  throwFileSizeLimit: false,
  limits: { fileSize: maxFileBytes, files: 1, fields: 40, fieldSize: 64 * 1024, parts: 45, headerPairs: 200 },
  onFile: async (part: MultipartFile) => {
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) if (part.fieldname === FILE_FIELD) chunks.push(chunk as Buffer);
    if (part.fieldname === FILE_FIELD) part.value = new UploadedFile(Buffer.concat(chunks), part.filename, part.mimetype, part.file.truncated);
  },
});

const tooLarge = (maxBytes: number) =>
  new AppError(storageMessages.uploadTooLarge, Code.ERROR, { mb: Math.round((maxBytes / 1024 / 1024) * 10) / 10 }, null, 'UPLOAD_TOO_LARGE');
const notImage = () => new AppError(storageMessages.uploadNotImage, Code.ERROR, undefined, null, 'UPLOAD_NOT_IMAGE');
const missing = () => new AppError(storageMessages.uploadMissing, Code.ERROR, undefined, null, 'UPLOAD_MISSING');

/** The uploaded bytes from a route input value, or the matching error (missing, too large). */
export const uploadedBytes = (value: unknown, maxBytes = UPLOAD_IMAGE_MAX_BYTES): Buffer => {
  if (!(value instanceof UploadedFile) || value.data.length === 0) {
    if (value instanceof UploadedFile && value.tooLarge) throw tooLarge(maxBytes);
    throw missing();
  }
  if (value.tooLarge || value.data.length > maxBytes) throw tooLarge(maxBytes);
  return value.data;
};

/** Bytes of a `data:image/…;base64,…` URL or bare base64 text, size-checked before decoding. */
export const decodeBase64Image = (text: string, maxBytes = UPLOAD_IMAGE_MAX_BYTES): Buffer => {
  if (!text) throw missing();
  const dataUrl = /^data:([^;,]*)(?:;[^,]*)?,/.exec(text.slice(0, 200));
  if (dataUrl && !/;base64,$/i.test(dataUrl[0])) throw notImage();
  const b64 = (dataUrl ? text.slice(dataUrl[0].length) : text).replace(/\s+/g, '');
  if (!b64) throw missing();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(b64)) throw notImage();
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  if (Math.floor((b64.length * 3) / 4) - padding > maxBytes) throw tooLarge(maxBytes);
  return Buffer.from(b64, b64.includes('-') || b64.includes('_') ? 'base64url' : 'base64');
};

/** Formats accepted after decoding (never trusted from the name or the declared type). */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Decompression-bomb guard: a 2 MB file may not unpack to more pixels than this. */
const MAX_PIXELS = 40_000_000;
/** Longest edge kept for the main picture. */
const MAIN_EDGE = 1200;

export type ImageVariants = Record<'big' | 'mid' | 'small', number>;

const day = (d = new Date()) =>
  `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;

const folderPattern = /^[a-z0-9_]+$/;

/**
 * Checks that `data` really is a JPEG/PNG/WEBP/GIF picture (by decoding it), re-encodes it as JPEG
 * (orientation applied, EXIF and other metadata dropped, transparency on white), writes square
 * `_big`/`_mid`/`_small` variants and answers the relative path `upload/<folder>/<yyyymmdd>/<random>.jpg`.
 * The variants are written first, so a visible main picture always has them.
 */
export const storeImage = async (
  uploadDir: string,
  folder: string,
  data: Buffer,
  variants: ImageVariants,
  maxBytes = UPLOAD_IMAGE_MAX_BYTES,
): Promise<string> => {
  if (!folderPattern.test(folder)) throw new Error(`bad upload folder ${folder}`);
  if (data.length === 0) throw missing();
  if (data.length > maxBytes) throw tooLarge(maxBytes);
  const input = { limitInputPixels: MAX_PIXELS, failOn: 'error' as const, animated: false };
  let main: Buffer;
  try {
    const meta = await sharp(data, input).metadata();
    if (!meta.format || !IMAGE_FORMATS.has(meta.format) || !meta.width || !meta.height) throw notImage();
    main = await sharp(data, input)
      .rotate()
      .resize({ width: MAIN_EDGE, height: MAIN_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw notImage();
  }
  const relDir = `${folder}/${day()}`;
  const name = crypto.randomBytes(16).toString('hex');
  const absDir = path.join(uploadDir, relDir);
  await fs.mkdir(absDir, { recursive: true });
  for (const [size, edge] of Object.entries(variants)) {
    const sized = await sharp(main).resize({ width: edge, height: edge, fit: 'cover', position: 'attention' }).jpeg({ quality: 85 }).toBuffer();
    await fs.writeFile(path.join(absDir, `${name}_${size}.jpg`), sized, { flag: 'wx' });
  }
  await fs.writeFile(path.join(absDir, `${name}.jpg`), main, { flag: 'wx' });
  return `upload/${relDir}/${name}.jpg`;
};

/** True when `picPath` names a picture `storeImage` wrote into `folder` (and it is still there). */
export const isStoredImage = async (uploadDir: string, folder: string, picPath: string): Promise<boolean> => {
  if (!folderPattern.test(folder)) return false;
  const m = new RegExp(`^upload/${folder}/(\\d{8})/([0-9a-f]{32})\\.jpg$`).exec(picPath);
  if (!m) return false;
  try {
    return (await fs.stat(path.join(uploadDir, folder, m[1], `${m[2]}.jpg`))).isFile();
  } catch {
    return false;
  }
};

/**
 * What `/upload/` answers: the pictures written here (storeImage, posters, the seed) and the seed's MP4 film,
 * by extension. Anything else that lands in the folder is not served, so a stray `.html` or `.svg` cannot
 * run script on this origin.
 */
export const UPLOAD_MEDIA_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
};

/** The media type `/upload/<pathname>` is served as, or null when it is not served. */
export const uploadMediaType = (pathname: string): string | null => {
  const ext = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return (ext && UPLOAD_MEDIA_TYPES[ext]) || null;
};

/**
 * @fastify/static options for `/upload/`: only {@link UPLOAD_MEDIA_TYPES}, typed by extension with `nosniff`,
 * under a CSP that allows nothing (a picture opened on its own still shows; markup in it runs nothing).
 * Storefronts on other origins may show them (cross-origin resource policy).
 */
export const uploadStaticOptions = (uploadDir: string): FastifyStaticOptions => ({
  root: uploadDir,
  prefix: '/upload/',
  decorateReply: false,
  maxAge: '7d',
  allowedPath: (pathname: string) => uploadMediaType(pathname) !== null,
  setHeaders: (reply, file) => {
    reply.header('content-type', uploadMediaType(file) ?? 'application/octet-stream');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    reply.header('cross-origin-resource-policy', 'cross-origin');
  },
});
