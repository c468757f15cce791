import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Carousel } from './Carousel';

const WIDTH = 300;
const slides = ['a', 'b', 'c'];

/** jsdom has no layout: give the track a width and record scrollTo calls (which also move scrollLeft). */
const scrollTo = vi.fn(function (this: HTMLElement, opts: ScrollToOptions) {
  this.scrollLeft = opts.left ?? 0;
});

const stubReducedMotion = (reduce: boolean) => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((q: string) => ({ matches: reduce && q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} })),
  );
};

const dots = () => screen.getAllByRole('button', { name: /查看第/ });
const activeDot = () => dots().findIndex((d) => d.getAttribute('aria-current') === 'true');
/** Moves the fake clock inside act, so the carousel's state updates land before the next assertion. */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const renderCarousel = (props: Partial<Parameters<typeof Carousel<string>>[0]> = {}) => {
  const onTap = vi.fn();
  const r = render(
    <Carousel
      items={slides}
      data-testid="carousel"
      renderItem={(item) => (
        <button type="button" onClick={() => onTap(item)}>
          {`slide ${item}`}
        </button>
      )}
      {...props}
    />,
  );
  const track = screen.getByRole('group', { name: '第 1 张，共 3 张' }).parentElement!;
  return { ...r, onTap, track };
};

beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => WIDTH });
  HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  scrollTo.mockClear();
  stubReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

describe('Carousel', () => {
  it('renders every slide with a dot each; a dot scrolls to its slide', () => {
    renderCarousel();
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(dots()).toHaveLength(3);
    expect(activeDot()).toBe(0);
    fireEvent.click(dots()[2]);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'smooth' });
    expect(activeDot()).toBe(2);
  });

  it('follows the user swiping (scroll position → current slide)', () => {
    const onChange = vi.fn();
    const { track } = renderCarousel({ onChange });
    track.scrollLeft = WIDTH * 1.1;
    fireEvent.scroll(track);
    expect(activeDot()).toBe(1);
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('taps reach the slide content', () => {
    const { onTap } = renderCarousel();
    fireEvent.click(screen.getByText('slide b'));
    expect(onTap).toHaveBeenCalledWith('b');
  });

  it('autoplays and loops back to the first slide', () => {
    vi.useFakeTimers();
    renderCarousel({ autoplay: 4000 });
    advance(3999);
    expect(activeDot()).toBe(0);
    advance(1);
    expect(activeDot()).toBe(1);
    advance(4000);
    expect(activeDot()).toBe(2);
    advance(4000);
    expect(activeDot()).toBe(0);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('stops at the last slide without loop', () => {
    vi.useFakeTimers();
    renderCarousel({ autoplay: 1000, loop: false });
    for (let i = 0; i < 6; i += 1) advance(1000);
    expect(activeDot()).toBe(2);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('pauses while the user touches it', () => {
    vi.useFakeTimers();
    const { track } = renderCarousel({ autoplay: 4000 });
    fireEvent.touchStart(track, { touches: [{ clientX: 100 }] });
    for (let i = 0; i < 3; i += 1) advance(4000);
    expect(activeDot()).toBe(0);
    fireEvent.touchEnd(track);
    advance(4000);
    expect(activeDot()).toBe(1);
  });

  it('does not autoplay with prefers-reduced-motion, and jumps without smooth scrolling', () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    renderCarousel({ autoplay: 4000 });
    for (let i = 0; i < 3; i += 1) advance(4000);
    expect(activeDot()).toBe(0);
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(dots()[1]);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'auto' });
  });

  it('a single slide has no dots and no autoplay', () => {
    vi.useFakeTimers();
    render(<Carousel items={['only']} autoplay={1000} renderItem={(i) => <span>{i}</span>} />);
    advance(5000);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('renders a custom indicator from the current index', () => {
    const { track } = renderCarousel({ indicator: (current, total) => <span data-testid="index">{`${current + 1}/${total}`}</span> });
    expect(screen.getByTestId('index').textContent).toBe('1/3');
    expect(screen.queryAllByRole('button', { name: /查看第/ })).toHaveLength(0);
    track.scrollLeft = WIDTH * 2;
    fireEvent.scroll(track);
    expect(screen.getByTestId('index').textContent).toBe('3/3');
  });
});
