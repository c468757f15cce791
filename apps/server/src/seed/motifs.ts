import type { Motif } from './catalog';

/**
 * Simple vector drawings of goods, in an 800×800 box centred on (400, 380). `c` is the body
 * colour, `d` a darker accent, `l` a lighter one.
 */
type Draw = (c: string, d: string, l: string) => string;

/** The catalogue's motifs plus drawings of demo items outside it (the presale's own goods, the points mall's items). */
export type SeedMotif = Motif | 'chair' | 'coupon' | 'redpacket';

/** Bold Latin text (CJK fonts are not guaranteed where the renderer runs; `¥` is Latin-1). */
export const FONT = `font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold"`;

/** The red packet's seal and trim: gold on whatever red the picture is drawn in. */
const GOLD = '#f4c04e';
const GOLD_EDGE = '#c98f22';

/** A coupon ticket: rounded corners, a half-round notch in each side, a perforated stub. */
const ticketPath =
  'M174 240 H626 Q650 240 650 264 V340 A40 40 0 0 0 650 420 V496 Q650 520 626 520 H174 Q150 520 150 496 V420 A40 40 0 0 0 150 340 V264 Q150 240 174 240 Z';

const shirtPath =
  'M300 170 L250 190 L160 280 L220 350 L270 310 L270 600 L530 600 L530 310 L580 350 L640 280 L550 190 L500 170 Q400 240 300 170 Z';
const shoePath = 'M170 470 Q175 380 250 360 L360 340 Q420 380 480 360 L560 420 Q650 440 660 500 L660 530 L170 530 Z';

const MOTIFS: Record<SeedMotif, Draw> = {
  phone: (c, d, l) =>
    `<rect x="285" y="120" width="230" height="470" rx="38" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<rect x="305" y="160" width="190" height="390" rx="16" fill="${l}"/>` +
    `<circle cx="400" cy="140" r="7" fill="${d}"/>`,
  case: (c, d) =>
    `<rect x="285" y="120" width="230" height="470" rx="42" fill="${c}" stroke="${d}" stroke-width="10"/>` +
    `<rect x="310" y="145" width="90" height="120" rx="22" fill="${d}" opacity="0.35"/>` +
    `<circle cx="338" cy="180" r="16" fill="${d}"/><circle cx="372" cy="230" r="16" fill="${d}"/>`,
  powerbank: (c, d) =>
    `<rect x="300" y="150" width="200" height="420" rx="30" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    [0, 1, 2, 3].map((i) => `<circle cx="${355 + i * 30}" cy="520" r="8" fill="${d}"/>`).join('') +
    `<rect x="370" y="150" width="60" height="14" fill="${d}"/>`,
  cable: (c, d) =>
    `<path d="M230 560 C230 300 570 460 570 200" fill="none" stroke="${c}" stroke-width="34" stroke-linecap="round"/>` +
    `<rect x="200" y="560" width="60" height="90" rx="12" fill="${d}"/><rect x="540" y="110" width="60" height="90" rx="12" fill="${d}"/>`,
  earbuds: (c, d) =>
    `<rect x="250" y="420" width="300" height="170" rx="80" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<circle cx="310" cy="250" r="60" fill="${c}" stroke="${d}" stroke-width="8"/><rect x="290" y="280" width="40" height="120" rx="20" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<circle cx="490" cy="250" r="60" fill="${c}" stroke="${d}" stroke-width="8"/><rect x="470" y="280" width="40" height="120" rx="20" fill="${c}" stroke="${d}" stroke-width="8"/>`,
  headphones: (c, d) =>
    `<path d="M220 440 Q220 160 400 160 Q580 160 580 440" fill="none" stroke="${d}" stroke-width="36" stroke-linecap="round"/>` +
    `<rect x="180" y="380" width="110" height="190" rx="45" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<rect x="510" y="380" width="110" height="190" rx="45" fill="${c}" stroke="${d}" stroke-width="8"/>`,
  watch: (c, d, l) =>
    `<rect x="345" y="100" width="110" height="560" rx="40" fill="${c}"/>` +
    `<rect x="290" y="250" width="220" height="250" rx="60" fill="${d}"/><rect x="310" y="270" width="180" height="210" rx="46" fill="${l}"/>`,
  band: (c, d, l) =>
    `<rect x="360" y="110" width="80" height="540" rx="40" fill="${c}"/>` +
    `<rect x="335" y="270" width="130" height="230" rx="65" fill="${d}"/><rect x="350" y="290" width="100" height="190" rx="50" fill="${l}"/>`,
  shirt: (c, d) => `<path d="${shirtPath}" fill="${c}" stroke="${d}" stroke-width="8" stroke-linejoin="round"/>`,
  hoodie: (c, d) =>
    `<path d="${shirtPath}" fill="${c}" stroke="${d}" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M310 175 Q400 80 490 175 Q400 250 310 175 Z" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<rect x="330" y="450" width="140" height="80" rx="20" fill="none" stroke="${d}" stroke-width="8"/>`,
  jacket: (c, d) =>
    `<path d="M300 170 L230 200 L180 600 L260 600 L280 330 L280 620 L520 620 L520 330 L540 600 L620 600 L570 200 L500 170 L400 220 Z" fill="${c}" stroke="${d}" stroke-width="8" stroke-linejoin="round"/>` +
    `<line x1="400" y1="220" x2="400" y2="620" stroke="${d}" stroke-width="8"/>`,
  dress: (c, d) =>
    `<path d="M340 130 L460 130 L470 300 L600 620 L200 620 L330 300 Z" fill="${c}" stroke="${d}" stroke-width="8" stroke-linejoin="round"/>` +
    `<rect x="325" y="290" width="150" height="26" fill="${d}"/>`,
  skirt: (c, d) =>
    `<path d="M320 200 L480 200 L590 600 L210 600 Z" fill="${c}" stroke="${d}" stroke-width="8" stroke-linejoin="round"/>` +
    `<rect x="315" y="180" width="170" height="40" rx="6" fill="${d}"/>`,
  shoe: (c, d, l) =>
    `<path d="${shoePath}" fill="${c}" stroke="${d}" stroke-width="8" stroke-linejoin="round"/>` +
    `<rect x="160" y="520" width="510" height="40" rx="18" fill="${l}" stroke="${d}" stroke-width="6"/>` +
    [0, 1, 2]
      .map(
        (i) => `<line x1="${330 + i * 40}" y1="${372 + i * 8}" x2="${370 + i * 40}" y2="${400 + i * 8}" stroke="${d}" stroke-width="8"/>`,
      )
      .join(''),
  jar: (c, d) =>
    `<rect x="250" y="330" width="300" height="250" rx="40" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<rect x="270" y="250" width="260" height="90" rx="16" fill="${d}"/>`,
  bottle: (c, d) =>
    `<rect x="300" y="260" width="200" height="340" rx="50" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<rect x="360" y="190" width="80" height="80" fill="${c}" stroke="${d}" stroke-width="8"/><rect x="345" y="130" width="110" height="70" rx="12" fill="${d}"/>`,
  lipstick: (c, d) =>
    `<rect x="330" y="360" width="140" height="250" rx="12" fill="${d}"/><rect x="345" y="280" width="110" height="90" fill="#d9d9d9"/>` +
    `<path d="M355 280 L355 170 L445 130 L445 280 Z" fill="${c}"/>`,
  tube: (c, d) =>
    `<path d="M290 140 L510 140 L480 540 L320 540 Z" fill="${c}" stroke="${d}" stroke-width="8" stroke-linejoin="round"/>` +
    `<rect x="340" y="540" width="120" height="80" rx="14" fill="${d}"/>`,
  box: (c, d) =>
    `<path d="M220 300 L400 220 L580 300 L400 380 Z" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<path d="M220 300 L400 380 L400 600 L220 520 Z" fill="${c}" stroke="${d}" stroke-width="8" opacity="0.85"/>` +
    `<path d="M580 300 L400 380 L400 600 L580 520 Z" fill="${d}" stroke="${d}" stroke-width="8" opacity="0.8"/>`,
  nut: (c, d) =>
    [
      [320, 300, 0],
      [470, 290, 30],
      [390, 430, -20],
      [270, 470, 40],
      [520, 450, -35],
    ]
      .map(
        ([x, y, r]) =>
          `<ellipse cx="${x}" cy="${y}" rx="85" ry="62" transform="rotate(${r} ${x} ${y})" fill="${c}" stroke="${d}" stroke-width="8"/>`,
      )
      .join(''),
  cookie: (c, d) =>
    `<circle cx="400" cy="380" r="220" fill="${c}" stroke="${d}" stroke-width="10"/>` +
    [
      [330, 300],
      [460, 320],
      [380, 430],
      [500, 450],
      [290, 430],
      [420, 230],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="22" fill="${d}"/>`)
      .join(''),
  leaf: (c, d) =>
    `<path d="M400 120 Q620 300 400 620 Q180 300 400 120 Z" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<line x1="400" y1="150" x2="400" y2="660" stroke="${d}" stroke-width="10"/>`,
  cup: (c, d) =>
    `<path d="M260 220 L540 220 L510 600 L290 600 Z" fill="${c}" stroke="${d}" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M530 300 Q640 300 620 420 Q600 500 515 500" fill="none" stroke="${d}" stroke-width="22"/>` +
    `<rect x="245" y="190" width="310" height="40" rx="10" fill="${d}"/>`,
  apple: (c, d) =>
    `<path d="M400 260 Q520 180 590 300 Q650 470 520 610 Q460 650 400 610 Q340 650 280 610 Q150 470 210 300 Q280 180 400 260 Z" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<path d="M400 260 Q390 200 420 150" fill="none" stroke="#6b4a2b" stroke-width="14"/><path d="M425 190 Q500 140 540 190 Q480 230 425 190 Z" fill="#4caf50"/>`,
  orange: (c, d) =>
    `<circle cx="400" cy="400" r="210" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<path d="M400 190 Q470 130 530 170 Q470 220 400 190 Z" fill="#4caf50"/>` +
    [
      [330, 350],
      [460, 380],
      [380, 480],
      [480, 500],
      [300, 460],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${d}" opacity="0.5"/>`)
      .join(''),
  cooker: (c, d, l) =>
    `<rect x="210" y="290" width="380" height="300" rx="110" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<path d="M230 320 Q400 170 570 320 Z" fill="${l}" stroke="${d}" stroke-width="8"/>` +
    `<rect x="340" y="430" width="120" height="60" rx="12" fill="${d}"/>`,
  fryer: (c, d, l) =>
    `<rect x="240" y="160" width="320" height="440" rx="70" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<rect x="290" y="360" width="220" height="150" rx="30" fill="${l}" stroke="${d}" stroke-width="6"/>` +
    `<rect x="340" y="530" width="120" height="30" rx="12" fill="${d}"/><circle cx="400" cy="250" r="36" fill="${d}"/>`,
  blender: (c, d, l) =>
    `<path d="M300 130 L500 130 L470 450 L330 450 Z" fill="${l}" stroke="${d}" stroke-width="8" opacity="0.9"/>` +
    `<rect x="290" y="450" width="220" height="160" rx="30" fill="${c}" stroke="${d}" stroke-width="8"/><circle cx="400" cy="530" r="30" fill="${d}"/>`,
  bedding: (c, d, l) =>
    `<rect x="180" y="420" width="440" height="150" rx="24" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<rect x="210" y="300" width="380" height="130" rx="24" fill="${l}" stroke="${d}" stroke-width="8"/>` +
    `<rect x="240" y="200" width="320" height="110" rx="24" fill="${c}" stroke="${d}" stroke-width="8"/>`,
  pillow: (c, d) =>
    `<path d="M190 260 Q400 200 610 260 Q650 400 610 540 Q400 600 190 540 Q150 400 190 260 Z" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<path d="M230 400 Q400 330 570 400" fill="none" stroke="${d}" stroke-width="6" opacity="0.6"/>`,
  crate: (c, d) =>
    `<rect x="200" y="270" width="400" height="320" rx="20" fill="${c}" fill-opacity="0.55" stroke="${d}" stroke-width="10"/>` +
    `<rect x="180" y="230" width="440" height="60" rx="14" fill="${d}"/><circle cx="250" cy="610" r="22" fill="${d}"/><circle cx="550" cy="610" r="22" fill="${d}"/>`,
  flask: (c, d) =>
    `<rect x="320" y="200" width="160" height="430" rx="60" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<rect x="330" y="130" width="140" height="90" rx="24" fill="${d}"/>`,
  // Office chair from the front: back, arms, seat, gas lift and a five-star base on castors.
  chair: (c, d, l) =>
    `<rect x="385" y="320" width="30" height="70" fill="${d}"/>` +
    `<rect x="280" y="110" width="240" height="230" rx="70" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<path d="M320 170 Q400 150 480 170" fill="none" stroke="${l}" stroke-width="14" stroke-linecap="round" opacity="0.7"/>` +
    [230, 570]
      .map(
        (x) =>
          `<rect x="${x - 10}" y="300" width="20" height="100" fill="${d}"/><rect x="${x - 45}" y="286" width="90" height="26" rx="13" fill="${d}"/>`,
      )
      .join('') +
    `<rect x="240" y="370" width="320" height="76" rx="34" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<rect x="386" y="446" width="28" height="110" fill="${l}" stroke="${d}" stroke-width="6"/>` +
    [
      [210, 600],
      [590, 600],
      [300, 640],
      [500, 640],
    ]
      .map(
        ([x, y]) =>
          `<line x1="400" y1="560" x2="${x}" y2="${y}" stroke="${d}" stroke-width="24" stroke-linecap="round"/><circle cx="${x}" cy="${y + 22}" r="20" fill="${d}"/>`,
      )
      .join('') +
    `<circle cx="400" cy="562" r="24" fill="${d}"/>`,
  // Two coupon tickets, the front one showing ¥ beside its perforated stub.
  coupon: (c, d, l) =>
    `<path d="${ticketPath}" fill="${l}" stroke="${d}" stroke-width="8" transform="rotate(9 400 380) translate(20 -40)"/>` +
    `<g transform="rotate(-7 400 380) translate(0 30)">` +
    `<path d="${ticketPath}" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<line x1="480" y1="262" x2="480" y2="498" stroke="${l}" stroke-width="8" stroke-dasharray="20 14"/>` +
    `<text x="315" y="438" ${FONT} font-size="170" fill="#ffffff" text-anchor="middle">¥</text>` +
    `<rect x="525" y="325" width="90" height="22" rx="11" fill="${l}"/><rect x="525" y="370" width="90" height="22" rx="11" fill="${l}"/>` +
    `<rect x="525" y="415" width="60" height="22" rx="11" fill="${l}"/>` +
    `</g>`,
  // A red packet 红包: the envelope, its curved flap and the round gold seal with ¥.
  redpacket: (c, d) =>
    `<rect x="250" y="110" width="300" height="510" rx="30" fill="${c}" stroke="${d}" stroke-width="8"/>` +
    `<path d="M254 140 Q254 114 280 114 L520 114 Q546 114 546 140 L546 250 Q400 350 254 250 Z" fill="${d}" opacity="0.55"/>` +
    `<path d="M254 250 Q400 350 546 250" fill="none" stroke="${GOLD}" stroke-width="8"/>` +
    `<circle cx="400" cy="306" r="66" fill="${GOLD}" stroke="${GOLD_EDGE}" stroke-width="8"/>` +
    `<text x="400" y="338" ${FONT} font-size="90" fill="${c}" text-anchor="middle">¥</text>` +
    `<rect x="300" y="540" width="200" height="14" rx="7" fill="${GOLD}"/>`,
};

export const drawMotif = (motif: SeedMotif, c: string, d: string, l: string): string => MOTIFS[motif](c, d, l);
