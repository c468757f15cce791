import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/utils';
import { DiyRenderer } from '../DiyRenderer';
import TextNavBlock from './TextNavBlock';
import RubikCubeBlock from './RubikCubeBlock';
import TitleBlock from './TitleBlock';
import RichTextBlock from './RichTextBlock';
import HorzBlankBlock from './HorzBlankBlock';
import HorzLineBlock from './HorzLineBlock';
import FloatBtnBlock from './FloatBtnBlock';
import VideoBlock from './VideoBlock';

const at = (router: { state: { location: { pathname: string; search: string } } }) => router.state.location.pathname + router.state.location.search;

describe('TextNavBlock', () => {
  it('shows each link and opens it', () => {
    const { router } = renderWithProviders(
      <TextNavBlock
        block={{ id: 't', controller: 'TextNav', list: [{ title: '数码焕新季', link: { url: '/otherpages/diy/diy?name=DIY_VIEW_RANDOM_A' } }, { title: ' ' }, { title: '帮助中心', link: { url: '/otherpages/help/list/list' } }] } as never}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['数码焕新季', '帮助中心']);
    fireEvent.click(screen.getByText('数码焕新季'));
    expect(at(router)).toBe('/otherpages/diy/diy?name=DIY_VIEW_RANDOM_A');
  });

  it('draws nothing without links', () => {
    const { container } = renderWithProviders(<TextNavBlock block={{ id: 't', controller: 'TextNav' }} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});

describe('RubikCubeBlock', () => {
  const pics = (n: number) => Array.from({ length: n }, (_, i) => ({ imageUrl: `upload/diy/c${i}.jpg`, link: { url: `/pages/goods/list/list?category_id=${i + 1}` } }));

  it('lays pictures out by layout and opens their links', () => {
    const { router } = renderWithProviders(<RubikCubeBlock block={{ id: 'c', controller: 'RubikCube', layout: 'row1-lt-of2-rt', list: pics(3) } as never} />);
    const cube = screen.getByTestId('diy-rubik');
    expect(cube.getAttribute('data-layout')).toBe('row1-lt-of2-rt');
    const imgs = cube.querySelectorAll('img');
    expect([...imgs].map((i) => i.getAttribute('src'))).toEqual(['/upload/diy/c0_mid.jpg', '/upload/diy/c1_mid.jpg', '/upload/diy/c2_mid.jpg']);
    fireEvent.click(imgs[2]);
    expect(at(router)).toBe('/pages/goods/list/list?category_id=3');
  });

  it('keeps the 2×2 grid to four pictures and turns an unknown or short layout into columns', () => {
    renderWithProviders(
      <>
        <RubikCubeBlock block={{ id: 'a', controller: 'RubikCube', layout: 'row2-lt-of2-rt', list: pics(5) } as never} />
        <RubikCubeBlock block={{ id: 'b', controller: 'RubikCube', layout: 'spiral', list: pics(3) } as never} />
        <RubikCubeBlock block={{ id: 'c', controller: 'RubikCube', layout: 'row1-of-4', list: pics(2) } as never} />
      </>,
    );
    const cubes = screen.getAllByTestId('diy-rubik');
    expect(cubes.map((c) => [c.getAttribute('data-layout'), c.querySelectorAll('img').length])).toEqual([
      ['row2-lt-of2-rt', 4],
      ['row1-of-3', 3],
      ['row1-of-2', 2],
    ]);
  });
});

describe('TitleBlock', () => {
  it('shows the title, sub-title and a "more" link', () => {
    const { router } = renderWithProviders(
      <TitleBlock block={{ id: 't', controller: 'Title', title: '精选专区', subTitle: '新品好物', more: { text: '查看全部', link: { url: '/pages/goods/list/list' } } } as never} />,
    );
    expect(screen.getByRole('heading', { name: '精选专区' })).toBeTruthy();
    expect(screen.getByText('新品好物')).toBeTruthy();
    fireEvent.click(screen.getByText('查看全部'));
    expect(at(router)).toBe('/pages/goods/list/list');
  });

  it('says "more" when the link has no text, and has no link without a url', () => {
    renderWithProviders(
      <>
        <TitleBlock block={{ id: 'a', controller: 'Title', title: 'A', more: { link: { url: '/pages/goods/list/list' } } } as never} />
        <TitleBlock block={{ id: 'b', controller: 'Title', title: 'B', more: { text: 'x', link: {} } } as never} />
      </>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['更多']);
  });
});

describe('RichTextBlock', () => {
  it('renders the (server-sanitised) HTML with upload images on the image domain', () => {
    renderWithProviders(<RichTextBlock block={{ id: 'r', controller: 'RichText', html: '<h3>活动说明</h3><p>数码好物</p><img src="/upload/a.jpg">' } as never} />);
    const box = screen.getByTestId('diy-richtext');
    expect(box.querySelector('h3')?.textContent).toBe('活动说明');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/upload/a.jpg');
  });

  it('draws nothing for empty HTML', () => {
    renderWithProviders(<RichTextBlock block={{ id: 'r', controller: 'RichText', html: '<p> </p>' } as never} />);
    expect(screen.queryByTestId('diy-richtext')).toBeNull();
  });
});

describe('HorzBlankBlock and HorzLineBlock', () => {
  it('draw a space of the given height and a solid or dashed line', () => {
    renderWithProviders(
      <>
        <HorzBlankBlock block={{ id: 'b', controller: 'HorzBlank', height: 24 } as never} />
        <HorzBlankBlock block={{ id: 'c', controller: 'HorzBlank', height: 'x' } as never} />
        <HorzLineBlock block={{ id: 'l', controller: 'HorzLine', borderStyle: 'dashed', color: 'red;x' } as never} />
      </>,
    );
    expect(screen.getAllByTestId('diy-blank').map((b) => b.style.height)).toEqual(['24px', '10px']);
    const line = screen.getByTestId('diy-line');
    expect(line.style.borderTopStyle).toBe('dashed');
    expect(line.style.borderTopColor).toBe('');
  });
});

describe('FloatBtnBlock', () => {
  it('floats a button that opens its link', () => {
    const { router } = renderWithProviders(
      <FloatBtnBlock block={{ id: 'f', controller: 'FloatBtn', title: '购物车', imageUrl: 'upload/diy/float.png', link: { url: '/pages/goods/cart/cart' } } as never} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '购物车' }));
    expect(at(router)).toBe('/pages/goods/cart/cart');
  });

  it('draws nothing without a link', () => {
    renderWithProviders(<FloatBtnBlock block={{ id: 'f', controller: 'FloatBtn', title: 'x' } as never} />);
    expect(screen.queryByTestId('diy-float')).toBeNull();
  });
});

describe('VideoBlock', () => {
  it('shows a video with its poster that loads nothing before it is played', () => {
    renderWithProviders(<VideoBlock block={{ id: 'v', controller: 'Video', title: '品牌故事', videoUrl: 'upload/diy/a.webm', imageUrl: 'upload/diy/p.jpg' } as never} />);
    expect(screen.getByText('品牌故事')).toBeTruthy();
    const video = screen.getByTestId('diy-video').querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/upload/diy/a.webm');
    expect(video.getAttribute('poster')).toBe('/upload/diy/p_big.jpg');
    expect(video.getAttribute('preload')).toBe('none');
  });
});

describe('DiyRenderer with the app registry', () => {
  it('renders the new blocks from page JSON and skips promotion and unknown blocks', async () => {
    renderWithProviders(
      <DiyRenderer
        blocks={[
          { id: '1', controller: 'Title', title: '标题一' } as never,
          { id: '2', controller: 'Seckill', title: '秒杀' } as never,
          { id: '3', controller: 'Pintuan' },
          { id: '4', controller: 'TextNav', list: [{ title: '导航一', link: { url: '/x' } }] } as never,
          { id: '5', controller: 'Mystery' },
          { id: '6', controller: 'RichText', html: '<p>富文本</p>' } as never,
        ]}
      />,
    );
    expect(await screen.findByText('标题一')).toBeTruthy();
    expect(screen.getByText('导航一')).toBeTruthy();
    expect(await screen.findByText('富文本')).toBeTruthy();
    expect(screen.queryByText('秒杀')).toBeNull();
    expect(document.querySelector('[data-block-loading="Pintuan"]')).toBeNull();
  });
});
