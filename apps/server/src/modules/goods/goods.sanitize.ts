/**
 * Allow-list HTML sanitiser for goods descriptions (`goods_content`), run when content is saved.
 *
 * Kept: the tags below, `src`/`alt` on images, and a `style` limited to plain layout and text
 * properties. Everything else goes: other tags are unwrapped (their text stays), script-like elements
 * disappear with their content, comments and declarations are dropped, text is escaped, and every
 * opened tag is closed. The output is well-formed and safe to render with innerHTML.
 */

const ALLOWED_TAGS = new Set(['p', 'img', 'br', 'strong', 'em', 'span', 'h3', 'ul', 'li']);
const VOID_TAGS = new Set(['img', 'br']);
/** Elements whose content is not text for the reader: removed together with everything inside. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'plaintext',
  'head',
]);
const TAG_ATTRS: Record<string, readonly string[]> = { img: ['src', 'alt', 'style'] };
const COMMON_ATTRS = ['style'] as const;

const STYLE_PROPS = new Set([
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'text-align',
  'text-decoration',
  'text-indent',
  'line-height',
  'letter-spacing',
  'width',
  'max-width',
  'height',
  'margin',
  'margin-top',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'padding',
  'display',
  'vertical-align',
]);
/** Colours, lengths, keywords, rgb()/rgba(); no url(), expression(), escapes or comments. */
const SAFE_STYLE_VALUE = /^[#a-z0-9 .,%()+-]{1,64}$/i;
const UNSAFE_STYLE_WORDS = /url|expression|javascript|behavior|binding|import|\/\*|\\/i;
const FUNCTION_CALL = /([a-z-]+)\(/gi;
const SAFE_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla']);

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities a browser would decode inside an attribute (so checks see the real value). */
const decodeEntities = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text: keeps well-formed entity references, escapes everything else that could open markup. */
const escapeText = (s: string) =>
  s
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** Image sources: http(s) URLs, root-relative paths and plain relative paths; never scripts or data. */
export const safeSrc = (raw: string): string | null => {
  // Browsers ignore whitespace and control characters inside a URL scheme; so do we before checking it.
  const v = decodeEntities(raw).replace(/[\s\p{Cc}]/gu, '');
  if (v.length === 0 || v.length > 1024) return null;
  if (/^https?:\/\/[^/\\]/i.test(v)) return v;
  if (v.startsWith('//') || v.includes('\\')) return null;
  if (/^[a-z0-9_\-./%~]+$/i.test(v) && !/^[a-z][a-z0-9+.-]*:/i.test(v)) return v;
  return null;
};

export const safeStyle = (raw: string): string => {
  const out: string[] = [];
  for (const decl of decodeEntities(raw).split(';')) {
    const colon = decl.indexOf(':');
    if (colon <= 0) continue;
    const prop = decl.slice(0, colon).trim().toLowerCase();
    const value = decl.slice(colon + 1).trim();
    if (!STYLE_PROPS.has(prop) || !SAFE_STYLE_VALUE.test(value) || UNSAFE_STYLE_WORDS.test(value)) continue;
    const calls = [...value.matchAll(FUNCTION_CALL)].map((m) => m[1].toLowerCase());
    if (calls.some((f) => !SAFE_FUNCTIONS.has(f))) continue;
    out.push(`${prop}: ${value}`);
  }
  return out.join('; ');
};

const TAG_RE = /<(\/?)([a-z][a-z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/iy;
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const renderAttrs = (tag: string, rawAttrs: string): string | null => {
  const allowed = new Set<string>([...COMMON_ATTRS, ...(TAG_ATTRS[tag] ?? [])]);
  const kept = new Map<string, string>();
  for (const m of rawAttrs.matchAll(ATTR_RE)) {
    const name = m[1].toLowerCase();
    if (!allowed.has(name) || kept.has(name)) continue;
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (name === 'src') {
      const src = safeSrc(value);
      if (src) kept.set('src', src);
    } else if (name === 'style') {
      const style = safeStyle(value);
      if (style) kept.set('style', style);
    } else {
      kept.set(name, decodeEntities(value).slice(0, 255));
    }
  }
  // An image without a usable source is not worth keeping.
  if (tag === 'img' && !kept.has('src')) return null;
  return [...kept].map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
};

/** Cleans untrusted HTML down to the allow-list. */
export const sanitizeHtml = (html: string): string => {
  const input = String(html ?? '');
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(input.slice(i));
      break;
    }
    if (lt > i) out += escapeText(input.slice(i, lt));
    i = lt;

    if (input.startsWith('<!--', i)) {
      const end = input.indexOf('-->', i + 4);
      i = end === -1 ? input.length : end + 3;
      continue;
    }
    if (input[i + 1] === '!' || input[i + 1] === '?') {
      const end = input.indexOf('>', i);
      i = end === -1 ? input.length : end + 1;
      continue;
    }

    TAG_RE.lastIndex = i;
    const m = TAG_RE.exec(input);
    if (!m) {
      // A lone "<" (or a tag that never closes) is text.
      out += '&lt;';
      i += 1;
      continue;
    }
    i = TAG_RE.lastIndex;
    const closing = m[1] === '/';
    const tag = m[2].toLowerCase();

    if (DROP_WITH_CONTENT.has(tag)) {
      if (!closing && m[4] !== '/') {
        const endRe = new RegExp(`</${tag}\\s*>`, 'ig');
        endRe.lastIndex = i;
        const end = endRe.exec(input);
        i = end ? endRe.lastIndex : input.length;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;

    if (closing) {
      if (VOID_TAGS.has(tag)) continue;
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    const attrs = renderAttrs(tag, m[3]);
    if (attrs === null) continue;
    out += `<${tag}${attrs}>`;
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
};
