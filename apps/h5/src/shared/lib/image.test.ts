import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppState } from '../state/app';
import { defaultImg, fullUrl, img } from './image';

afterEach(() => {
  vi.unstubAllEnvs();
  useAppState.setState({ defaultImg: {} });
});

describe('img', () => {
  it('prefixes relative paths with the image domain (same origin by default) and adds the size suffix', () => {
    expect(img('upload/goods/a.jpg')).toBe('/upload/goods/a.jpg');
    expect(img('upload/goods/a.jpg', 'mid')).toBe('/upload/goods/a_mid.jpg');
    expect(img('/upload/goods/a.jpg', 'small')).toBe('/upload/goods/a_small.jpg');
  });

  it('uses VITE_IMG_DOMAIN, else VITE_API_BASE', () => {
    vi.stubEnv('VITE_API_BASE', 'https://api.example.com');
    expect(img('upload/a.png')).toBe('https://api.example.com/upload/a.png');
    vi.stubEnv('VITE_IMG_DOMAIN', 'https://img.example.com/');
    expect(img('upload/a.png', 'big')).toBe('https://img.example.com/upload/a_big.png');
  });

  it('leaves absolute and data URLs alone', () => {
    expect(img('https://cdn.example.com/x.jpg', 'mid')).toBe('https://cdn.example.com/x.jpg');
    expect(img('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
    expect(fullUrl('//cdn.example.com/x.jpg')).toBe('//cdn.example.com/x.jpg');
  });

  it('falls back to the default image of its kind', () => {
    expect(img('')).toBe('/upload/default/goods.png');
    useAppState.setState({ defaultImg: { default_goods_img: 'upload/d/g.png', default_headimg: 'upload/d/h.png' } });
    expect(img(null)).toBe('/upload/d/g.png');
    expect(img(undefined, 'mid', 'head')).toBe('/upload/d/h.png');
    expect(defaultImg('shop')).toBe('/upload/default/shop.png');
  });
});
