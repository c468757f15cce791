import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { blockRegistry } from './registry';
import { PROMOTION_CONTROLLERS } from '../model/diy';
import { DiyRenderer } from './DiyRenderer';
import type { BlockProps } from './types';

describe('blockRegistry', () => {
  it('maps the home and content controllers, the built promotions, and no other promotion block', () => {
    const keys = Object.keys(blockRegistry);
    expect(keys).toEqual(
      expect.arrayContaining([
        'Search',
        'ImageAds',
        'GraphicNav',
        'Notice',
        'GoodsList',
        'TextNav',
        'Title',
        'RubikCube',
        'RichText',
        'HorzBlank',
        'HorzLine',
        'FloatBtn',
        'Video',
      ]),
    );
    const built = new Set(['Seckill', 'Groupbuy', 'Topic', 'Pintuan', 'Bargain', 'Presale', 'Wholesale']);
    for (const c of PROMOTION_CONTROLLERS) expect(keys.includes(c), c).toBe(built.has(c));
  });
});

describe('DiyRenderer', () => {
  const Stub = ({ block }: BlockProps) => <div data-testid="block">{`${block.controller}:${block.id}`}</div>;
  const Broken = (): never => {
    throw new Error('bad block data');
  };

  it('renders registered blocks in order and skips unknown controllers', () => {
    render(
      <DiyRenderer
        registry={{ A: Stub, B: Stub }}
        blocks={[
          { id: '1', controller: 'A' },
          { id: '2', controller: 'Unknown' },
          { id: '3', controller: 'B' },
        ]}
      />,
    );
    expect(screen.getAllByTestId('block').map((b) => b.textContent)).toEqual(['A:1', 'B:3']);
  });

  it('a block that throws renders nothing and leaves the others alone', () => {
    const spy = console.error;
    console.error = () => undefined;
    try {
      render(
        <DiyRenderer
          registry={{ A: Stub, X: Broken }}
          blocks={[
            { id: '1', controller: 'X' },
            { id: '2', controller: 'A' },
          ]}
        />,
      );
    } finally {
      console.error = spy;
    }
    expect(screen.getAllByTestId('block').map((b) => b.textContent)).toEqual(['A:2']);
  });
});
