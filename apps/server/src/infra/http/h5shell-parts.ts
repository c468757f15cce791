/** Markup pieces the H5 shell's first paints share (h5shell.ts and the per-page h5shell-*.ts). */

/** Attribute text; `<` and `>` too, so no tag can be read into it (what a page's scripts are is plain to see). */
export const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const text = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The navigation bar of a page in the frame's global classes (title and back arrow are drawn by the app). */
export const navBar = (back: boolean) =>
  '<header class="m-navbar"><div class="m-navbar__side">' +
  (back
    ? '<span class="m-navbar__back"><svg viewBox="0 0 24 24"><path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" ' +
      'stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg></span>'
    : '') +
  '</div><div class="m-navbar__title"></div><div class="m-navbar__side"></div></header><div class="m-navbar__placeholder"></div>';
