import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { useAppState } from '../state/app';
import { Img } from './Img';

const image = () => document.querySelector('img') as HTMLImageElement;
const src = () => image().getAttribute('src');

afterEach(() => {
  useAppState.setState({ defaultImg: {} });
});

describe('Img', () => {
  it('falls back from the size variant to the original file, then to the default image, then stops', () => {
    render(<Img path="upload/goods/a.jpg" size="mid" alt="a" />);
    expect(src()).toBe('/upload/goods/a_mid.jpg');
    fireEvent.error(image());
    expect(src()).toBe('/upload/goods/a.jpg');
    fireEvent.error(image());
    expect(src()).toBe('/upload/default/goods.png');
    fireEvent.error(image());
    expect(src()).toBe('/upload/default/goods.png');
  });

  it('uses the configured default image of its kind', () => {
    useAppState.setState({ defaultImg: { default_headimg: 'upload/config/head.png' } });
    render(<Img path="upload/member/1.png" kind="head" alt="" />);
    expect(src()).toBe('/upload/member/1.png');
    fireEvent.error(image());
    expect(src()).toBe('/upload/config/head.png');
  });

  it('an empty path shows the default image at once', () => {
    render(<Img path="" kind="shop" alt="" />);
    expect(src()).toBe('/upload/default/shop.png');
  });

  it('a new path starts again from its sized variant', () => {
    const { rerender } = render(<Img path="upload/goods/a.jpg" size="small" alt="" />);
    fireEvent.error(image());
    fireEvent.error(image());
    expect(src()).toBe('/upload/default/goods.png');
    rerender(<Img path="upload/goods/b.jpg" size="small" alt="" />);
    expect(src()).toBe('/upload/goods/b_small.jpg');
  });

  it('is lazy by default and can sit in a fixed aspect box', () => {
    const { container } = render(<Img path="upload/goods/a.jpg" ratio="750 / 300" className="banner" alt="" />);
    expect(image().getAttribute('loading')).toBe('lazy');
    const box = container.firstElementChild as HTMLElement;
    expect(box.tagName).toBe('SPAN');
    expect(box.className).toContain('banner');
    expect(box.style.aspectRatio).toBe('750 / 300');
  });
});
