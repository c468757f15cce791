import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DiyView } from '@mall/contract';
import { chunkFiles, firstBannerImage, firstPaintHtml, inlineJson, loadH5Shell } from './h5shell';

const view = (blocks: Record<string, unknown>[]): DiyView =>
  ({ id: 1, site_id: 0, name: 'DIY_VIEW_INDEX', title: '首页', value: { global: { title: '首页', bgColor: '' }, value: blocks } }) as unknown as DiyView;

const HOME = view([
  { id: 's', controller: 'Search', placeholder: '搜索<商品>' },
  { id: 'b', controller: 'ImageAds', list: [{ imageUrl: 'upload/diy/banner_1.jpg', link: { url: '' } }] },
]);

describe('h5 shell', () => {
  it('walks a chunk with its imports and CSS once each, dependencies first', () => {
    const manifest = {
      'src/a.tsx': { file: 'assets/a.js', imports: ['_shared.js'], css: ['assets/a.css'] },
      '_shared.js': { file: 'assets/shared.js', imports: ['_base.js'] },
      '_base.js': { file: 'assets/base.js', css: ['assets/a.css'] },
    };
    expect(chunkFiles(manifest, 'src/a.tsx')).toEqual({ js: ['assets/base.js', 'assets/shared.js', 'assets/a.js'], css: ['assets/a.css'] });
    expect(chunkFiles(manifest, 'missing')).toEqual({ js: [], css: [] });
  });

  it('finds the first banner picture as a same-origin path', () => {
    expect(firstBannerImage(HOME)).toBe('/upload/diy/banner_1.jpg');
    expect(firstBannerImage(view([{ id: 'b', controller: 'ImageAds', list: [{ imageUrl: 'https://cdn.example/b.jpg' }] }]))).toBe('https://cdn.example/b.jpg');
    expect(firstBannerImage(view([{ id: 'n', controller: 'Notice', list: [] }]))).toBeNull();
    expect(firstBannerImage(null)).toBeNull();
  });

  it('keeps inline JSON from closing the script element', () => {
    const json = inlineJson({ html: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ html: '</script><script>alert(1)</script>' });
  });

  it('paints the search bar (text escaped) and the first banner', () => {
    const html = firstPaintHtml(HOME);
    expect(html).toContain('搜索&lt;商品&gt;');
    expect(html).toContain('<img src="/upload/diy/banner_1.jpg"');
    expect(firstPaintHtml(view([]))).toBe('');
  });

  it('weaves preloads, the first paint and the page JSON into the home shell only', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><title>Mall</title></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/features/home/pages/HomePage.tsx': { file: 'assets/HomePage-x.js', css: ['assets/HomePage-x.css'] },
        'src/app/boot.tsx': { file: 'assets/boot-x.js', imports: ['_framework.js'] },
        '_framework.js': { file: 'assets/framework-x.js' },
      }),
    );
    const shell = loadH5Shell(dist);
    expect(shell.plain).not.toContain('mall-boot');
    // Every route preloads the app's code, which the entry imports after the first paint.
    expect(shell.plain).toContain('<link rel="modulepreload" href="/h5/assets/framework-x.js"><link rel="modulepreload" href="/h5/assets/boot-x.js">');
    expect(shell.plain).not.toContain('HomePage-x.js');
    const home = shell.home(HOME);
    expect(home).toContain('<link rel="preload" as="image" href="/upload/diy/banner_1.jpg" fetchpriority="high">');
    expect(home).toContain('<link rel="modulepreload" href="/h5/assets/HomePage-x.js">');
    expect(home).toContain('<link rel="preload" as="style" href="/h5/assets/HomePage-x.css">');
    const boot = /<script id="mall-boot" type="application\/json">(.*?)<\/script>/.exec(home);
    expect(JSON.parse(boot?.[1] ?? 'null')).toEqual({ diy: { DIY_VIEW_INDEX: HOME } });
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
