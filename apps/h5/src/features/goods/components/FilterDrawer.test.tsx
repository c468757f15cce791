import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { GoodsCategoryRelevance } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { EMPTY_FILTER, type ListFilter } from '../model/filter';
import { FilterDrawer } from './FilterDrawer';

const options: GoodsCategoryRelevance = {
  brand_list: [
    { brand_id: 3, brand_name: '星耀', brand_initial: 'X', site_id: 0, image_url: '' },
    { brand_id: 4, brand_name: '青柠', brand_initial: 'Q', site_id: 0, image_url: '' },
  ],
  attribute_list: [
    {
      attr_id: 7,
      attr_name: '屏幕尺寸',
      child: [
        { attr_id: 7, attr_value_id: 70, attr_value_name: '6.7英寸' },
        { attr_id: 7, attr_value_id: 71, attr_value_name: '6.1英寸' },
      ],
    },
  ],
  brand_initial_list: ['Q', 'X'],
};

const open = (value: ListFilter = EMPTY_FILTER) => {
  const onConfirm = vi.fn();
  renderWithProviders(<FilterDrawer visible value={value} options={options} onConfirm={onConfirm} onClose={() => undefined} />);
  return onConfirm;
};

describe('FilterDrawer', { timeout: 20_000 }, () => {
  it('offers price, services, the brands and attribute values, and confirms the choice', async () => {
    const onConfirm = open();
    // the drawer's popup code loads when it first opens
    fireEvent.input(await screen.findByLabelText('最低价'), { target: { value: '10' } });
    fireEvent.input(screen.getByLabelText('最高价'), { target: { value: '99.999' } });
    expect((screen.getByLabelText('最高价') as HTMLInputElement).value).toBe('99.99');
    fireEvent.click(screen.getByRole('button', { name: '包邮' }));
    fireEvent.click(screen.getByRole('button', { name: '青柠' }));
    fireEvent.click(screen.getByRole('button', { name: '6.7英寸' }));
    fireEvent.click(screen.getByRole('button', { name: '6.1英寸' }));
    expect(screen.getByRole('button', { name: '6.1英寸' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '6.7英寸' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith({
      minPrice: '10',
      maxPrice: '99.99',
      freeShipping: true,
      own: false,
      brandId: 4,
      attrs: [{ attr_id: 7, attr_value_id: 71 }],
    });
  });

  it('refuses a minimum above the maximum', async () => {
    const onConfirm = open();
    fireEvent.input(await screen.findByLabelText('最低价'), { target: { value: '50' } });
    fireEvent.input(screen.getByLabelText('最高价'), { target: { value: '10' } });
    expect(screen.getByRole('alert').textContent).toBe('最低价不能高于最高价');
    const confirm = screen.getByRole('button', { name: '确定' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('starts from the filter in force and resets everything', async () => {
    const onConfirm = open({ ...EMPTY_FILTER, own: true, brandId: 3, minPrice: '5' });
    expect((await screen.findByRole('button', { name: '星耀' })).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('最低价') as HTMLInputElement).value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(screen.getByRole('button', { name: '星耀' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith(EMPTY_FILTER);
  });
});
