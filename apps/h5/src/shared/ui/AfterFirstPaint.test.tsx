import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint', () => {
  it('holds an empty frame of the given height in the first render, then draws its children', async () => {
    render(
      <AfterFirstPaint minHeight={300}>
        <p>评价</p>
      </AfterFirstPaint>,
    );
    expect(screen.queryByText('评价')).toBeNull();
    expect(screen.getByTestId('after-first-paint').style.minHeight).toBe('300px');
    expect(await screen.findByText('评价')).toBeTruthy();
    expect(screen.queryByTestId('after-first-paint')).toBeNull();
  });
});
