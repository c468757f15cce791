import { attr } from './h5shell-parts';

/**
 * The member centre's static first paint (the H5 shell, h5shell.ts): the navigation bar and the red header
 * with the head picture, in the measures of the H5's MemberPage.module.css. The same for a visitor and a
 * member (the token lives in the browser): the app then draws the name or the login button beside it, and the
 * rows below once the member's data is in.
 */

/** The member centre tab (`/pages/member/index/index`, and its short spelling). */
export const MEMBER_SHELL_PATHS = ['/h5/pages/member/index/index', '/h5/pages/member/index'] as const;

export const MEMBER_PAGE_SOURCE = 'src/features/member/pages/MemberPage.tsx';

export const MEMBER_PAINT_CSS =
  '.fp-member{display:flex;align-items:center;padding:22px 20px 48px;' +
  'background:linear-gradient(160deg,var(--base-color),var(--base-color-deep))}' +
  '.fp-member img{flex:none;width:64px;height:64px;object-fit:cover;border-radius:50%;' +
  'border:2px solid color-mix(in srgb,var(--base-color-text) 70%,transparent);background:var(--card-bg)}';

/** The head picture a shopper without one sees: the mall's default head image (relative paths are under `/`). */
export const memberHeadPicture = (defaultHead: string): string =>
  /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(defaultHead) ? defaultHead : `/${defaultHead.replace(/^\/+/, '')}`;

/** Static first paint of the member centre, under the given navigation bar markup. */
export const memberPaintHtml = (navBar: string, picture: string): string =>
  `<div aria-hidden="true">${navBar}<div class="fp-member"><img src="${attr(picture)}" alt="" fetchpriority="high"></div></div>`;
