import { beforeEach, describe, expect, it } from 'vitest';
import { finishChoosing, startChoosing, takeChosen, type ChosenPoint } from './chosenLocation';

const point: ChosenPoint = { latitude: '22.537500', longitude: '113.947300', name: '广东省 深圳市 南山区', province_id: 1, city_id: 2, district_id: 3 };

beforeEach(() => sessionStorage.clear());

describe('choose-location hand-over', () => {
  it('gives the opener its draft and the chosen point, once', () => {
    startChoosing('/otherpages/member/address_edit', { name: '陈小明' });
    finishChoosing(point, '/elsewhere');
    expect(takeChosen('/otherpages/member/address_edit')).toEqual({ draft: { name: '陈小明' }, point });
    expect(takeChosen('/otherpages/member/address_edit')).toBeNull();
  });

  it('another page does not take it; a new request forgets an old answer', () => {
    startChoosing('/a', 1);
    finishChoosing(point, '/x');
    expect(takeChosen('/b')).toBeNull();
    startChoosing('/a', 2);
    expect(takeChosen('/a')).toBeNull();
  });

  it('a picker opened without a request answers the page it returns to', () => {
    finishChoosing(point, '/back/here');
    expect(takeChosen('/back/here')).toEqual({ draft: undefined, point });
  });
});
