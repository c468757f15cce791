import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { NoteListItem } from '@mall/contract';
import { useGo } from '../../../shared/lib/nav';
import { Img } from '../../../shared/ui/Img';
import { PagedList } from '../../../shared/ui/PagedList';
import { contentKeys, fetchNotes, noteGroupsQuery } from '../content.api';
import { noteCovers, shortCount } from '../model';
import { Heart } from './Heart';
import s from './content.module.css';

function NoteCard({ note, onOpen }: { note: NoteListItem; onOpen: () => void }) {
  const { i18n } = useTranslation();
  const cover = noteCovers(note.cover_img)[0];
  return (
    <button type="button" className="m-tile" onClick={onOpen} data-testid="note-card">
      <Img path={cover} size="mid" alt={note.note_title} ratio={1} />
      <span className={s.noteCardBody}>
        <span className={s.noteCardTitle}>{note.note_title}</span>
        <span className={s.noteCardFoot}>
          <span className={s.noteShop}>{note.site_name}</span>
          {note.is_show_dianzan_num === 1 && (
            <span className={note.is_dianzan ? `${s.noteLikes} ${s.liked}` : s.noteLikes}>
              <Heart filled={note.is_dianzan === 1} />
              {shortCount(note.dianzan_num, i18n.language)}
            </span>
          )}
        </span>
      </span>
    </button>
  );
}

/** Store notes: group tabs ("all" first) over a two-column list of note cards. */
export default function NoteListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const groups = useQuery(noteGroupsQuery());
  const [groupId, setGroupId] = useState(0);
  const tabs = [{ group_id: 0, group_name: t('content.allNotes') }, ...(groups.data ?? []).filter((g) => g.release_num > 0)];
  return (
    <div className={s.page}>
      <div className={`m-chips ${s.tabs}`} role="tablist" data-testid="note-tabs">
        {tabs.map((g) => (
          <button
            type="button"
            role="tab"
            key={g.group_id}
            aria-selected={g.group_id === groupId}
            className={g.group_id === groupId ? `m-tabline__tab ${s.tab} ${s.tabActive}` : `m-tabline__tab ${s.tab}`}
            onClick={() => setGroupId(g.group_id)}
          >
            {g.group_name}
          </button>
        ))}
      </div>
      <PagedList<NoteListItem>
        key={groupId}
        queryKey={[...contentKeys.notes(groupId)]}
        fetchPage={fetchNotes(groupId)}
        itemKey={(n) => n.note_id}
        className={`m-grid2 ${s.noteGrid}`}
        empty={{ text: t('content.noteEmpty') }}
        renderItem={(n) => <NoteCard note={n} onOpen={() => go('noteDetail', { note_id: n.note_id })} />}
      />
    </div>
  );
}
