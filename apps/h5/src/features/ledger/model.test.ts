import { describe, expect, it } from 'vitest';
import { mallMonthWindow, type MemberAccountFromTypes } from '@mall/contract';
import { findPage } from '../../shared/pageFinder';
import { balanceSummary, fromTypeChoices, monthParts, pickFromType, pickMonth, recentMonths, shiftMonth, signedAmount } from './model';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('balance summary', () => {
  it('adds both balances in fen, without float noise', () => {
    expect(balanceSummary({ balance: '0.10', balance_money: '0.20' })).toEqual({ total: '0.30', withdrawable: '0.20', locked: '0.10' });
    expect(balanceSummary({})).toEqual({ total: '0.00', withdrawable: '0.00', locked: '0.00' });
  });
});

describe('signed amounts', () => {
  it('money keeps two decimals and a sign; points are whole', () => {
    expect(signedAmount({ account_type: 'balance', account_data: '12.5' })).toEqual({ text: '+12.50', income: true });
    expect(signedAmount({ account_type: 'balance_money', account_data: '-0.05' })).toEqual({ text: '-0.05', income: false });
    expect(signedAmount({ account_type: 'point', account_data: 300 })).toEqual({ text: '+300', income: true });
    expect(signedAmount({ account_type: 'point', account_data: -20 })).toEqual({ text: '-20', income: false });
  });
});

describe('months', () => {
  it('count in mall time (UTC+8): 16:00 UTC on the last day is already the next month', () => {
    expect(pickMonth(undefined, at('2026-01-31T15:59:59Z'))).toBe('2026-01');
    expect(pickMonth(undefined, at('2026-01-31T16:00:00Z'))).toBe('2026-02');
    expect(mallMonthWindow('2026-02')!.start).toBe(at('2026-01-31T16:00:00Z'));
  });

  it('a month from the link is kept unless it is malformed or in the future', () => {
    const now = at('2026-05-10T00:00:00Z');
    expect(pickMonth('2025-12', now)).toBe('2025-12');
    expect(pickMonth('2026-06', now)).toBe('2026-05');
    expect(pickMonth('2026-13', now)).toBe('2026-05');
    expect(pickMonth('may', now)).toBe('2026-05');
  });

  it('steps across years and lists the recent ones newest first', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(recentMonths(at('2026-02-10T00:00:00Z'), 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(monthParts('2026-03')).toEqual({ year: 2026, month: 3 });
  });
});

describe('type filter', () => {
  const map = {
    point: { register: { type_name: '注册奖励', type_url: '' } },
    growth: {},
    balance: { adjust: { type_name: '后台调整', type_url: '' }, order: { type_name: '订单消费', type_url: '' } },
    balance_money: { adjust: { type_name: '后台调整', type_url: '' }, withdraw: { type_name: '提现', type_url: '' } },
  } as MemberAccountFromTypes;

  it('offers each kind of both balances once, and only the points kinds on the points page', () => {
    expect(fromTypeChoices(map, 'balance').map((c) => c.value)).toEqual(['adjust', 'order', 'withdraw']);
    expect(fromTypeChoices(map, 'point')).toEqual([{ value: 'register', label: '注册奖励' }]);
    expect(fromTypeChoices(undefined, 'point')).toEqual([]);
  });

  it('filters only on known kinds from the link', () => {
    expect(pickFromType('signin')).toBe('signin');
    expect(pickFromType('drop table')).toBe('');
    expect(pickFromType(undefined)).toBe('');
  });
});

describe('pages', () => {
  it("answer both spellings of the spec's paths (the reward popup and menus link the long one)", () => {
    expect(findPage('/otherpages/member/point_detail/point_detail')).toBe('pointDetail');
    expect(findPage('/otherpages/member/balance_detail/balance_detail')).toBe('balanceDetail');
    expect(findPage('/otherpages/member/balance/balance')).toBe('balance');
    expect(findPage('/otherpages/member/point')).toBe('point');
  });
});
