import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { sizedImage } from '@mall/contract';

/** What a poster shows: a square picture, a title, an optional price and a QR code. */
export interface PosterContent {
  /** Relative upload path of the picture (`upload/…`), '' for none. */
  image: string;
  title: string;
  /** Already formatted, e.g. "¥12.00"; '' for none. */
  price: string;
  /** Small text under the title (shop name…). */
  subtitle: string;
  hint: string;
  /** What the QR code opens. */
  url: string;
}

const W = 600;
const H = 900;
const PIC = 560;
const QR = 180;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Splits text into at most `maxLines` lines of about `width` units (CJK = 1, Latin ≈ 0.55); the last gets "…". */
export const wrapText = (text: string, width: number, maxLines: number): string[] => {
  const lines: string[] = [];
  let line = '';
  let used = 0;
  const chars = [...text.trim()];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    const w = c.charCodeAt(0) < 0x2e80 ? 0.55 : 1;
    if (used + w > width) {
      if (lines.length === maxLines - 1) {
        lines.push(`${line.slice(0, -1)}…`);
        return lines;
      }
      lines.push(line);
      line = '';
      used = 0;
    }
    line += c;
    used += w;
  }
  if (line) lines.push(line);
  return lines;
};

const FONT = "'WenQuanYi Micro Hei','Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif";

const textSvg = (c: PosterContent) => {
  const lines = wrapText(c.title, 13.5, 2);
  const title = lines
    .map((l, i) => `<text x="24" y="${636 + i * 40}" font-size="28" fill="#303133" font-family="${FONT}">${escapeXml(l)}</text>`)
    .join('');
  const price = c.price
    ? `<text x="24" y="${740}" font-size="40" font-weight="bold" fill="#ff4544" font-family="${FONT}">${escapeXml(c.price)}</text>`
    : '';
  const sub = c.subtitle ? `<text x="24" y="790" font-size="22" fill="#909399" font-family="${FONT}">${escapeXml(wrapText(c.subtitle, 16, 1)[0] ?? '')}</text>` : '';
  const hint = `<text x="${W - 24 - QR / 2}" y="${H - 24}" font-size="18" text-anchor="middle" fill="#909399" font-family="${FONT}">${escapeXml(c.hint)}</text>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${title}${price}${sub}${hint}</svg>`);
};

/** The picture file under the upload dir (the `_big` variant when present), or null. */
const pictureFile = (uploadDir: string, image: string): string | null => {
  if (!image.startsWith('upload/') || image.includes('..')) return null;
  for (const p of [sizedImage(image, 'big'), image]) {
    const file = path.join(uploadDir, p.slice('upload/'.length));
    if (fs.existsSync(file)) return file;
  }
  return null;
};

/**
 * Draws the poster PNG into `<uploadDir>/poster/<prefix>_<hash>.png` (reused when the same content was
 * drawn before) and answers its relative path `upload/poster/…`.
 */
export const renderPoster = async (uploadDir: string, prefix: string, c: PosterContent): Promise<string> => {
  const hash = crypto.createHash('sha1').update(JSON.stringify(c)).digest('hex').slice(0, 12);
  const name = `${prefix}_${hash}.png`;
  const dir = path.join(uploadDir, 'poster');
  const file = path.join(dir, name);
  const rel = `upload/poster/${name}`;
  if (fs.existsSync(file)) return rel;
  fs.mkdirSync(dir, { recursive: true });

  const src = pictureFile(uploadDir, c.image);
  const picture = src
    ? await sharp(src).resize(PIC, PIC, { fit: 'cover' }).png().toBuffer()
    : await sharp({ create: { width: PIC, height: PIC, channels: 3, background: '#f2f3f5' } }).png().toBuffer();
  const qr = await QRCode.toBuffer(c.url, { type: 'png', width: QR, margin: 1, errorCorrectionLevel: 'M' });

  const png = await sharp({ create: { width: W, height: H, channels: 3, background: '#ffffff' } })
    .composite([
      { input: picture, left: (W - PIC) / 2, top: 20 },
      { input: textSvg(c), left: 0, top: 0 },
      { input: qr, left: W - 24 - QR, top: H - 48 - QR },
    ])
    .png()
    .toBuffer();
  // Written under a temporary name first so a parallel request never serves half a file.
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(3).toString('hex')}`;
  fs.writeFileSync(tmp, png);
  fs.renameSync(tmp, file);
  return rel;
};
