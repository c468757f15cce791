import { create } from 'zustand';
import { useAuth } from './auth';

/** `/api/member/info` as returned by the server (fields per reference §4.3; pages read what they need). */
export type MemberInfo = Record<string, unknown> & {
  member_id?: number;
  username?: string;
  nickname?: string;
  headimg?: string;
  mobile?: string;
};

export interface MemberState {
  member: MemberInfo | null;
  setMember(member: MemberInfo | null): void;
}

/** Member info fetched at startup (and by pages after login). Cleared when the token goes. */
export const useMember = create<MemberState>()((set) => ({
  member: null,
  setMember: (member) => set({ member }),
}));

useAuth.subscribe((s, prev) => {
  if (prev.token && !s.token) useMember.getState().setMember(null);
});
