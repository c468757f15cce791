import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TickBox } from './TickBox';

describe('TickBox', () => {
  it('is a checkbox named by its label or its text, reporting the new state', () => {
    const onChange = vi.fn();
    render(
      <>
        <TickBox checked={false} onChange={onChange} label="选择 保温杯" />
        <TickBox checked onChange={onChange}>
          全选
        </TickBox>
      </>,
    );
    const line = screen.getByRole('checkbox', { name: '选择 保温杯' });
    expect((line as HTMLInputElement).checked).toBe(false);
    fireEvent.click(line);
    fireEvent.click(screen.getByText('全选'));
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('a disabled box does not change', () => {
    const onChange = vi.fn();
    render(<TickBox checked={false} disabled onChange={onChange} label="选择 失效商品" />);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 失效商品' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
