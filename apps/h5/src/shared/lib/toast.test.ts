import { describe, expect, it, vi } from 'vitest';
import Toast from 'antd-mobile/es/components/toast';
import { toast } from './toast';

vi.mock('antd-mobile/es/components/toast', () => ({ default: { show: vi.fn(), clear: vi.fn(), config: vi.fn() } }));

describe('toast', () => {
  it('shows the message for 1.5 s at the bottom by default', async () => {
    await toast('库存不足');
    expect(Toast.show).toHaveBeenCalledWith({ content: '库存不足', duration: 1500, position: 'bottom', icon: undefined });
  });

  it('ignores empty messages', async () => {
    vi.mocked(Toast.show).mockClear();
    await toast('');
    expect(Toast.show).not.toHaveBeenCalled();
  });
});
