import { afterEach, describe, expect, it } from 'vitest';
import { resetBoot, takeBoot } from './boot';

const mount = (json: string) => {
  const el = document.createElement('script');
  el.id = 'mall-boot';
  el.type = 'application/json';
  el.textContent = json;
  document.body.appendChild(el);
};

afterEach(() => {
  document.getElementById('mall-boot')?.remove();
  resetBoot();
});

describe('boot data from the app shell', () => {
  it('hands each entry out once', () => {
    mount(JSON.stringify({ diy: { DIY_VIEW_INDEX: { id: 1, title: '首页' } } }));
    expect(takeBoot('diy', 'DIY_VIEW_INDEX')).toEqual({ id: 1, title: '首页' });
    expect(takeBoot('diy', 'DIY_VIEW_INDEX')).toBeUndefined();
  });

  it('keeps an explicit null (no page) apart from absence', () => {
    mount(JSON.stringify({ diy: { DIY_VIEW_INDEX: null } }));
    expect(takeBoot('diy', 'DIY_VIEW_INDEX')).toBeNull();
    expect(takeBoot('diy', 'OTHER')).toBeUndefined();
  });

  it('ignores a missing or malformed shell', () => {
    expect(takeBoot('diy', 'DIY_VIEW_INDEX')).toBeUndefined();
    resetBoot();
    mount('{not json');
    expect(takeBoot('diy', 'DIY_VIEW_INDEX')).toBeUndefined();
  });
});
