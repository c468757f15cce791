import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSourceMember, keepSourceMember, sourceMemberField } from './referrer';

beforeEach(() => localStorage.removeItem('source_member'));

describe('share-link referrer (source_member)', () => {
  it('is kept from any address’s query and sent as a request field', () => {
    expect(sourceMemberField()).toEqual({});
    keepSourceMember('?sku_id=3&source_member=12');
    expect(localStorage.getItem('source_member')).toBe('12');
    expect(sourceMemberField()).toEqual({ source_member: '12' });
  });

  it('survives addresses without one; a later link replaces it; a session forgets it', () => {
    keepSourceMember('?source_member=12');
    keepSourceMember('?sku_id=3');
    keepSourceMember('');
    expect(sourceMemberField()).toEqual({ source_member: '12' });
    keepSourceMember('?source_member=40');
    expect(sourceMemberField()).toEqual({ source_member: '40' });
    forgetSourceMember();
    expect(sourceMemberField()).toEqual({});
  });

  it('keeps only a member id (anything else would make the login refuse the request)', () => {
    for (const bad of ['abc', '0', '-3', '1.5', '12345678901', '1e3', '<x>']) keepSourceMember(`?source_member=${encodeURIComponent(bad)}`);
    expect(sourceMemberField()).toEqual({});
    localStorage.setItem('source_member', 'junk');
    expect(sourceMemberField()).toEqual({});
  });
});
