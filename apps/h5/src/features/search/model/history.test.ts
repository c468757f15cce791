import { describe, expect, it } from 'vitest';
import { mapStore } from '../../../shared/lib/storage';
import { clearHistory, HISTORY_KEY, pushWord, readHistory, rememberWord, splitWords } from './history';

describe('search history', () => {
  it('puts the newest word first, once, trimmed, and ignores blanks', () => {
    expect(pushWord(['a', 'b'], ' b ')).toEqual(['b', 'a']);
    expect(pushWord(['a'], 'c')).toEqual(['c', 'a']);
    expect(pushWord(['a'], '   ')).toEqual(['a']);
  });

  it('keeps at most 10 words, dropping the oldest', () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i++) list = pushWord(list, `w${i}`);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('w12');
    expect(list.at(-1)).toBe('w3');
  });

  it('stores in localStorage under "search", survives bad data and clears', () => {
    const store = mapStore();
    expect(readHistory(store)).toEqual([]);
    rememberWord('手机', store);
    rememberWord('耳机', store);
    rememberWord('手机', store);
    expect(readHistory(store)).toEqual(['手机', '耳机']);
    expect(JSON.parse(store.data.get(HISTORY_KEY)!)).toEqual(['手机', '耳机']);
    store.data.set(HISTORY_KEY, '{not json');
    expect(readHistory(store)).toEqual([]);
    store.data.set(HISTORY_KEY, JSON.stringify(['a', 3, '', 'a', ' b ']));
    expect(readHistory(store)).toEqual(['a', 'b']);
    clearHistory(store);
    expect(store.data.has(HISTORY_KEY)).toBe(false);
  });

  it('splits server words on both commas', () => {
    expect(splitWords('手机, 耳机，手机,,')).toEqual(['手机', '耳机']);
    expect(splitWords(undefined)).toEqual([]);
  });
});
