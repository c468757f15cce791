import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QuantityStepper } from './QuantityStepper';

describe('QuantityStepper', () => {
  it('moves one piece at a time and stops at each bound', () => {
    const onChange = vi.fn();
    const { rerender } = render(<QuantityStepper value={2} min={1} max={3} onChange={onChange} />);
    expect(screen.getByRole('group').textContent).toContain('2');
    fireEvent.click(screen.getByRole('button', { name: '增加' }));
    fireEvent.click(screen.getByRole('button', { name: '减少' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
    rerender(<QuantityStepper value={3} min={1} max={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '增加' }).hasAttribute('disabled')).toBe(true);
    rerender(<QuantityStepper value={1} min={1} max={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '减少' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '增加' }).hasAttribute('disabled')).toBe(false);
  });
});
