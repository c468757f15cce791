import { describe, expect, it } from 'vitest';
import { splitProRata } from './order.calculate';
import { defaultDeliveryConfig, expressFee, hhmmSeconds, localDelivery, localTimeAllowed } from './order.delivery';

describe('splitProRata', () => {
  it('splits exactly to the fen, never above a weight', () => {
    expect(splitProRata(1000, [9967, 9998])).toEqual([499, 501]);
    expect(splitProRata(100, [1, 1, 1])).toEqual([1, 1, 1]); // capped by the weights
    expect(splitProRata(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(splitProRata(0, [5, 5])).toEqual([0, 0]);
    expect(splitProRata(5, [0, 0])).toEqual([0, 0]);
    for (let i = 0; i < 200; i++) {
      const weights = Array.from({ length: 1 + (i % 7) }, (_, k) => ((i * 7919 + k * 104729) % 100_000) + 1);
      const sum = weights.reduce((a, b) => a + b, 0);
      const total = (i * 31337) % (sum + 1);
      const parts = splitProRata(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      parts.forEach((p, k) => expect(p).toBeLessThanOrEqual(weights[k]!));
    }
  });
  it('handles sums beyond 2^53 in the intermediate products', () => {
    const parts = splitProRata(99_999_999_999, [99_999_999_999, 1]);
    expect(parts).toEqual([99_999_999_998, 1]);
  });
});

describe('express fee', () => {
  const piece = { ...defaultDeliveryConfig(1).express, firstFee: 800, additionalFee: 200 };
  it('charges the first piece and each further piece', () => {
    expect(expressFee(piece, [{ num: 1, weight: 0, freeShipping: false }])).toBe(800);
    expect(expressFee(piece, [{ num: 3, weight: 0, freeShipping: false }])).toBe(1200);
  });
  it('leaves free-shipping goods out', () => {
    expect(expressFee(piece, [{ num: 3, weight: 0, freeShipping: true }])).toBe(0);
    expect(expressFee(piece, [{ num: 3, weight: 0, freeShipping: true }, { num: 1, weight: 0, freeShipping: false }])).toBe(800);
  });
  it('counts started steps by weight', () => {
    const w = { ...piece, feeType: 'weight' as const, first: 1000, firstFee: 1000, additional: 500, additionalFee: 300 };
    expect(expressFee(w, [{ num: 1, weight: 1000, freeShipping: false }])).toBe(1000);
    expect(expressFee(w, [{ num: 2, weight: 700, freeShipping: false }])).toBe(1300);
    expect(expressFee(w, [{ num: 3, weight: 700, freeShipping: false }])).toBe(1900);
  });
});

describe('local delivery', () => {
  const local = {
    ...defaultDeliveryConfig(1).local,
    isUse: true,
    longitude: '113.943720',
    latitude: '22.540503',
    rings: [
      { distanceKm: 3, fee: 500 },
      { distanceKm: 5, fee: 800 },
    ],
    startMoney: 3000,
  };
  it('prices by ring and refuses with 10, 11, 12', () => {
    expect(localDelivery(local, { longitude: '113.95', latitude: '22.54' }, 3000)).toMatchObject({ ok: true, fee: 500 });
    expect(localDelivery(local, { longitude: '113.98', latitude: '22.54' }, 3000)).toMatchObject({ ok: true, fee: 800 });
    expect(localDelivery(local, { longitude: '114.12', latitude: '22.60' }, 3000)).toMatchObject({ ok: false, errorCode: 10 });
    expect(localDelivery(local, { longitude: '113.95', latitude: '22.54' }, 2999)).toMatchObject({ ok: false, errorCode: 11 });
    expect(localDelivery(local, { longitude: '', latitude: '' }, 3000)).toMatchObject({ ok: false, errorCode: 12 });
    expect(localDelivery({ ...local, rings: [] }, { longitude: '113.95', latitude: '22.54' }, 3000)).toMatchObject({ ok: false, errorCode: 12 });
  });
  it('checks the wished time against the window and the week days', () => {
    const win = { ...local, timeIsOpen: true, startTime: 9 * 3600, endTime: 21 * 3600 };
    const monday = Date.UTC(2026, 10, 23, 4) / 1000; // 12:00 China time, a Monday
    expect(hhmmSeconds('09:30')).toBe(34_200);
    expect(localTimeAllowed(win, '09:30', monday)).toBe(true);
    expect(localTimeAllowed(win, '08:59', monday)).toBe(false);
    expect(localTimeAllowed(win, '', monday)).toBe(true);
    expect(localTimeAllowed({ ...win, timeType: 1, timeWeek: [0, 6] }, '10:00', monday)).toBe(false);
    expect(localTimeAllowed({ ...win, timeType: 1, timeWeek: [1] }, '10:00', monday)).toBe(true);
  });
});
