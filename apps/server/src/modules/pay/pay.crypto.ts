import crypto from 'node:crypto';

/**
 * Signing helpers shared by the channels. Keys may be given as PEM (any kind node:crypto reads, including
 * an X.509 certificate for a public key) or as the bare base64 DER that channel consoles hand out
 * (PKCS#8 / PKCS#1 private keys, SPKI public keys).
 */

const isPem = (s: string) => s.includes('-----BEGIN');
const der = (s: string) => Buffer.from(s.replace(/\s+/g, ''), 'base64');

export const toPrivateKey = (text: string): crypto.KeyObject => {
  if (isPem(text)) return crypto.createPrivateKey(text);
  try {
    return crypto.createPrivateKey({ key: der(text), format: 'der', type: 'pkcs8' });
  } catch {
    return crypto.createPrivateKey({ key: der(text), format: 'der', type: 'pkcs1' });
  }
};

export const toPublicKey = (text: string): crypto.KeyObject => {
  if (isPem(text)) return crypto.createPublicKey(text);
  try {
    return crypto.createPublicKey({ key: der(text), format: 'der', type: 'spki' });
  } catch {
    return crypto.createPublicKey({ key: der(text), format: 'der', type: 'pkcs1' });
  }
};

/** SHA256withRSA (PKCS#1 v1.5), base64: what WeChat Pay v3 and Alipay RSA2 use. */
export const rsaSign = (message: string, key: crypto.KeyObject): string =>
  crypto.createSign('RSA-SHA256').update(message, 'utf8').sign(key, 'base64');

/** Verifies a base64 SHA256withRSA signature; false (never throws) on any malformed input. */
export const rsaVerify = (message: string, signature: string, key: crypto.KeyObject): boolean => {
  try {
    if (!signature) return false;
    return crypto.createVerify('RSA-SHA256').update(message, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
};

/**
 * `k=v&k=v` over the non-empty fields sorted by key, leaving out `exclude` (the signature fields). Values are
 * used as they are (not URL-encoded): the form both Alipay and the sandbox sign.
 */
export const canonicalFields = (fields: Record<string, unknown>, exclude: readonly string[] = ['sign']): string =>
  Object.keys(fields)
    .filter((k) => !exclude.includes(k) && fields[k] !== undefined && fields[k] !== null && String(fields[k]) !== '')
    .sort()
    .map((k) => `${k}=${String(fields[k])}`)
    .join('&');

export const hmacHex = (secret: string, message: string): string =>
  crypto.createHmac('sha256', secret).update(message, 'utf8').digest('hex');

/** Constant-time comparison of two texts (false when lengths differ). */
export const safeEqual = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

export const nonce = (bytes = 16): string => crypto.randomBytes(bytes).toString('hex');

/** AES-256-GCM decryption as WeChat Pay v3 uses it: base64 ciphertext whose last 16 bytes are the tag. */
export const aesGcmDecrypt = (key: string, nonceText: string, associatedData: string, ciphertextB64: string): string => {
  const buf = Buffer.from(ciphertextB64, 'base64');
  if (buf.length <= 16) throw new Error('ciphertext too short');
  const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(key, 'utf8'), Buffer.from(nonceText, 'utf8'));
  decipher.setAuthTag(buf.subarray(buf.length - 16));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  return Buffer.concat([decipher.update(buf.subarray(0, buf.length - 16)), decipher.final()]).toString('utf8');
};

/** The inverse of `aesGcmDecrypt` (tests and stand-ins build notifications with it). */
export const aesGcmEncrypt = (key: string, nonceText: string, associatedData: string, plaintext: string): string => {
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(key, 'utf8'), Buffer.from(nonceText, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([body, cipher.getAuthTag()]).toString('base64');
};

/** "12.34" → 1234 fen; null unless the text is a plain non-negative amount with at most two decimals. */
export const yuanTextToFen = (text: unknown): number | null => {
  if (typeof text !== 'string' || !/^\d{1,12}(\.\d{1,2})?$/.test(text)) return null;
  const [a, b = ''] = text.split('.');
  return Number(a) * 100 + Number(b.padEnd(2, '0'));
};

/** First value of a header. */
export const header = (headers: Record<string, string | string[] | undefined>, name: string): string => {
  const v = headers[name.toLowerCase()];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};
