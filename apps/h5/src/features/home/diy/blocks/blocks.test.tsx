import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

const at = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

describe('TextNavBlock', () => {
  it('shows each link and opens it', () => {
    const { router } = renderWithProviders(
      <TextNavBlock
        block={
          {
            id: 't',
            controller: 'TextNav',
            list: [
              {
                text: '数码焕新季',
                link: { url: '/otherpages/diy/diy?name=DIY_VIEW_RANDOM_A', wap_url: '/otherpages/diy/diy?name=DIY_VIEW_RANDOM_A' },
              },
              { text: ' ' },
              { text: '帮助中心', link: { url: '/otherpages/help/list/list' } },
            ],
          } as never
        }
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
  const pics = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      imageUrl: `upload/diy/c${i}.jpg`,
      link: { url: `/pages/goods/list/list?category_id=${i + 1}` },
    }));

  it('lays pictures out by layout and opens their links', () => {
    const { router } = renderWithProviders(
      <RubikCubeBlock block={{ id: 'c', controller: 'RubikCube', selectedTemplate: 'row1-lt-of2-rt', list: pics(3) } as never} />,
    );
    const cube = screen.getByTestId('diy-rubik');
    expect(cube.getAttribute('data-layout')).toBe('row1-lt-of2-rt');
    const imgs = cube.querySelectorAll('img');
    expect([...imgs].map((i) => i.getAttribute('src'))).toEqual([
      '/upload/diy/c0_mid.jpg',
      '/upload/diy/c1_mid.jpg',
      '/upload/diy/c2_mid.jpg',
    ]);
    fireEvent.click(imgs[2]);
    expect(at(router)).toBe('/pages/goods/list/list?category_id=3');
  });

  it('keeps the 2×2 grid to four pictures and turns an unknown or short layout into columns', () => {
    renderWithProviders(
      <>
        <RubikCubeBlock block={{ id: 'a', controller: 'RubikCube', selectedTemplate: 'row2-lt-of2-rt', list: pics(5) } as never} />
        <RubikCubeBlock block={{ id: 'b', controller: 'RubikCube', selectedTemplate: 'spiral', list: pics(3) } as never} />
        <RubikCubeBlock block={{ id: 'c', controller: 'RubikCube', selectedTemplate: 'row1-of4', list: pics(2) } as never} />
      </>,
    );
    const cubes = screen.getAllByTestId('diy-rubik');
    expect(cubes.map((c) => [c.getAttribute('data-layout'), c.querySelectorAll('img').length])).toEqual([
      ['row2-lt-of2-rt', 4],
      ['row1-of3', 3],
      ['row1-of2', 2],
    ]);
  });
});

describe('TitleBlock', () => {
  it('shows the title, sub-title and the "more" link of Niushop\'s operation fields', () => {
    const { router } = renderWithProviders(
      <TitleBlock
        block={
          {
            id: 't',
            controller: 'Title',
            title: '精选专区',
            subTitle: '新品好物',
            isOpenOperation: true,
            operation_name: '查看全部',
            rightLink: { url: '/pages/goods/list/list', wap_url: '/pages/goods/list/list' },
          } as never
        }
      />,
    );
    expect(screen.getByRole('heading', { name: '精选专区' })).toBeTruthy();
    expect(screen.getByText('新品好物')).toBeTruthy();
    fireEvent.click(screen.getByText('查看全部'));
    expect(at(router)).toBe('/pages/goods/list/list');
  });

  it('says "more" when the link has no text, and has no link without a url or when the operation is off', () => {
    renderWithProviders(
      <>
        <TitleBlock
          block={
            { id: 'a', controller: 'Title', title: 'A', isOpenOperation: true, rightLink: { wap_url: '/pages/goods/list/list' } } as never
          }
        />
        <TitleBlock
          block={{ id: 'b', controller: 'Title', title: 'B', isOpenOperation: true, operation_name: 'x', rightLink: {} } as never}
        />
        <TitleBlock
          block={
            { id: 'c', controller: 'Title', title: 'C', isOpenOperation: false, operation_name: 'y', rightLink: { wap_url: '/x' } } as never
          }
        />
      </>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['更多']);
  });
});

describe('RichTextBlock', () => {
  it('renders the (server-sanitised) HTML with upload images on the image domain', () => {
    renderWithProviders(
      <RichTextBlock
        block={{ id: 'r', controller: 'RichText', html: '<h3>活动说明</h3><p>数码好物</p><img src="/upload/a.jpg">' } as never}
      />,
    );
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
      <FloatBtnBlock
        block={
          {
            id: 'f',
            controller: 'FloatBtn',
            bottomPosition: 4,
            list: [
              {
                title: '购物车',
                imageUrl: 'upload/diy/float.png',
                link: { url: '/pages/goods/cart/cart', wap_url: '/pages/goods/cart/cart' },
              },
            ],
          } as never
        }
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '购物车' }));
    expect(at(router)).toBe('/pages/goods/cart/cart');
  });

  it('draws nothing without a link', () => {
    renderWithProviders(<FloatBtnBlock block={{ id: 'f', controller: 'FloatBtn', list: [{ title: 'x' }] } as never} />);
    expect(screen.queryByTestId('diy-float')).toBeNull();
  });
});

describe('VideoBlock', () => {
  it('shows the poster with a play button and no video until tapped, then plays the video with controls', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    renderWithProviders(
      <VideoBlock
        block={{ id: 'v', controller: 'Video', title: '品牌故事', videoUrl: 'upload/diy/a.mp4', imageUrl: 'upload/diy/p.jpg' } as never}
      />,
    );
    expect(screen.getByText('品牌故事')).toBeTruthy();
    const box = screen.getByTestId('diy-video');
    expect(box.querySelector('video')).toBeNull();
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/upload/diy/p_big.jpg');
    fireEvent.click(screen.getByRole('button', { name: '播放视频' }));
    const video = box.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/upload/diy/a.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(play).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: '播放视频' })).toBeNull();
    play.mockRestore();
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
          { id: '4', controller: 'TextNav', list: [{ text: '导航一', link: { url: '/x', wap_url: '/x' } }] } as never,
          { id: '5', controller: 'Mystery' },
          { id: '6', controller: 'RichText', html: '<p>富文本</p>' } as never,
        ]}
      />,
    );
    expect(await screen.findByText('标题一')).toBeTruthy();
    expect(screen.getByText('导航一')).toBeTruthy();
    expect(await screen.findByText('富文本')).toBeTruthy();
    expect(screen.queryByText('秒杀')).toBeNull();
    await waitFor(() => expect(document.querySelector('[data-block-loading="Pintuan"]')).toBeNull());
  });
});
