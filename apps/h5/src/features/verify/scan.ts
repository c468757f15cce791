import { VERIFY_CODE_PATTERN } from '@mall/contract';

/** The part of the browser's BarcodeDetector this page uses. */
interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorCtor = new (opts?: { formats?: string[] }) => Detector;

/** The browser's BarcodeDetector when it has one (Chrome on Android does); otherwise codes are typed. */
export const barcodeDetector = (): DetectorCtor | null => {
  const ctor = (globalThis as { BarcodeDetector?: DetectorCtor }).BarcodeDetector;
  return typeof ctor === 'function' && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia ? ctor : null;
};

/** A verification code from what a QR code holds: the code itself, or a link carrying `code=` / `verify_code=`. */
export const codeFromScan = (raw: string): string | null => {
  const text = raw.trim();
  if (VERIFY_CODE_PATTERN.test(text)) return text;
  const m = /[?&](?:verify_code|code)=([A-Za-z0-9]+)/.exec(text);
  return m && VERIFY_CODE_PATTERN.test(m[1]!) ? m[1]! : null;
};

/** Cleans what was typed: spaces dropped. Null when it cannot be a code. */
export const typedCode = (raw: string): string | null => {
  const text = raw.replace(/\s+/g, '');
  return VERIFY_CODE_PATTERN.test(text) ? text : null;
};
