import { queryOptions } from '@tanstack/react-query';
import { contentApi } from '@mall/contract';
import { api } from '../../shared/lib/api';

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
    queryFn: ({ signal }) => api.call(contentApi.helpClassLists, {}, { signal }),
  });

export const helpQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.help(id),
    queryFn: ({ signal }) => api.call(contentApi.helpInfo, { id }, { signal, silent: true }),
  });

export const fetchNotices = (page: number, pageSize: number) =>
  api.call(contentApi.noticePage, { page, page_size: pageSize, receiving_type: 'mobile' });

export const noticeQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.notice(id),
    queryFn: ({ signal }) => api.call(contentApi.noticeInfo, { id }, { signal, silent: true }),
  });

export const noteGroupsQuery = () =>
  queryOptions({
    queryKey: contentKeys.noteGroups,
    queryFn: ({ signal }) => api.call(contentApi.notesGroups, {}, { signal }),
  });

export const fetchNotes = (groupId: number) => (page: number, pageSize: number) =>
  api.call(contentApi.notesLists, { page, page_size: pageSize, group_id: groupId || undefined });

export const noteQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.note(id),
    queryFn: ({ signal }) => api.call(contentApi.noteDetail, { note_id: id }, { signal, silent: true }),
    // Every open counts a read: do not refetch behind the reader's back.
    staleTime: Infinity,
  });

/** Likes or unlikes a note; answers the state after the call. */
export const setNoteLike = (noteId: number, like: boolean) =>
  api.call(like ? contentApi.noteLike : contentApi.noteUnlike, { note_id: noteId });
