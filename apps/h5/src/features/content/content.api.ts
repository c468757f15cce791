import { queryOptions } from '@tanstack/react-query';
import type {
  HelpClass,
  HelpInfo,
  NoteDetail,
  NoteLikeState,
  NoteListItem,
  NoticeInfo,
  NoticeListItem,
  NotesGroup,
  Paged,
} from '@mall/contract';
import { http } from '../../shared/lib/request';

/* Help, notices and store notes (reference §4.15); types from @mall/contract. */

export const contentKeys = {
  helpClasses: ['content', 'helpclass'] as const,
  help: (id: number) => ['content', 'help', id] as const,
  notices: ['content', 'notices'] as const,
  notice: (id: number) => ['content', 'notice', id] as const,
  noteGroups: ['content', 'notes', 'groups'] as const,
  notes: (groupId: number) => ['content', 'notes', 'list', groupId] as const,
  note: (id: number) => ['content', 'note', id] as const,
};

export const helpClassesQuery = () =>
  queryOptions({
    queryKey: contentKeys.helpClasses,
    queryFn: ({ signal }) => http.get<HelpClass[]>('/api/helpclass/lists', {}, { signal }),
  });

export const helpQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.help(id),
    queryFn: ({ signal }) => http.get<HelpInfo>('/api/help/info', { id }, { signal, silent: true }),
  });

export const fetchNotices = (page: number, pageSize: number) =>
  http.get<Paged<NoticeListItem>>('/api/notice/page', { page, page_size: pageSize, receiving_type: 'mobile' });

export const noticeQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.notice(id),
    queryFn: ({ signal }) => http.get<NoticeInfo>('/api/notice/info', { id }, { signal, silent: true }),
  });

export const noteGroupsQuery = () =>
  queryOptions({
    queryKey: contentKeys.noteGroups,
    queryFn: ({ signal }) => http.get<NotesGroup[]>('/notes/api/notes/group', {}, { signal }),
  });

export const fetchNotes = (groupId: number) => (page: number, pageSize: number) =>
  http.get<Paged<NoteListItem>>('/notes/api/notes/lists', { page, page_size: pageSize, group_id: groupId || undefined });

export const noteQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.note(id),
    queryFn: ({ signal }) => http.get<NoteDetail>('/notes/api/notes/detail', { note_id: id }, { signal, silent: true }),
    // Every open counts a read: do not refetch behind the reader's back.
    staleTime: Infinity,
  });

/** Likes or unlikes a note; answers the state after the call. */
export const setNoteLike = (noteId: number, like: boolean) =>
  http.post<NoteLikeState>(like ? '/notes/api/record/add' : '/notes/api/record/delete', { note_id: noteId });
