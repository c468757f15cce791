import { describe, expect, it } from 'vitest';
import { absolutizeImageSrc, hasContent } from './content';

const toUrl = (p: string) => `https://img.example/${p}`;

describe('absolutizeImageSrc', () => {
  it('sends upload paths to the image domain, leaves the rest', () => {
    const html =
      '<p>a</p><img src="upload/a.jpg"><img alt="x" src=\'upload/b.png\' /><img src="/upload/c.jpg"><img src="/static/e.png"><img src="https://x/d.jpg"><img src="data:image/png;base64,AA">';
    expect(absolutizeImageSrc(html, toUrl)).toBe(
      '<p>a</p><img src="https://img.example/upload/a.jpg"><img alt="x" src=\'https://img.example/upload/b.png\' /><img src="https://img.example/upload/c.jpg"><img src="/static/e.png"><img src="https://x/d.jpg"><img src="data:image/png;base64,AA">',
    );
  });
  it('leaves non-image src attributes alone', () => {
    expect(absolutizeImageSrc('<video src="upload/v.mp4"></video>', toUrl)).toBe('<video src="upload/v.mp4"></video>');
  });
});

describe('hasContent', () => {
  it('detects empty markup', () => {
    expect(hasContent('')).toBe(false);
    expect(hasContent(null)).toBe(false);
    expect(hasContent('<p>&nbsp;</p><br>')).toBe(false);
    expect(hasContent('<p>好物</p>')).toBe(true);
    expect(hasContent('<p><img src="a.jpg"></p>')).toBe(true);
  });
});
