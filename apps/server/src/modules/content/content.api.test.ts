import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { HelpClass, HelpInfo, HelpListItem, NoteDetail, NoteLikeState, NoteListItem, NoticeInfo, NoticeListItem, NotesGroup, Paged } from '@mall/contract';
import { startTestApi, type TestApi } from '../../test/harness';
import { notes, notesDianzanRecord } from '.';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
});
afterAll(() => api?.close());

const BAD_IDS = [{}, { id: 'abc' }, { id: 0 }, { id: -2 }, { id: 1.5 }];

describe('help', () => {
  it('lists classes with their articles, in order', async () => {
    const res = await api.get<HelpClass[]>('/api/helpclass/lists');
    expect(res.code).toBe(0);
    expect(res.data.map((c) => c.class_name)).toEqual(['购物指南', '支付方式', '配送与售后', '会员服务']);
    for (const c of res.data) expect(c.child_list.length).toBeGreaterThan(0);
    expect(res.data[0].child_list[0]).toEqual({ id: expect.any(Number), title: '如何注册与登录' });
    expect((await api.get<HelpClass[]>('/api/helpclass/lists', { app_module: 'shop' })).data).toEqual([]);
  });

  it('pages articles, all or of one class', async () => {
    const all = (await api.get<Paged<HelpListItem>>('/api/help/page', { page_size: 4 })).data;
    expect(all.count).toBe(10);
    expect(all.page_count).toBe(3);
    expect(all.list[0]).toMatchObject({ title: '如何注册与登录', class_name: '购物指南' });
    const last = (await api.get<Paged<HelpListItem>>('/api/help/page', { page_size: 4, page: 3 })).data;
    expect(last.list).toHaveLength(2);
    const classes = (await api.get<HelpClass[]>('/api/helpclass/lists')).data;
    const one = (await api.get<Paged<HelpListItem>>('/api/help/page', { class_id: classes[2].class_id })).data;
    expect(one.list.map((a) => a.id)).toEqual(classes[2].child_list.map((a) => a.id));
    expect(one.list.every((a) => a.class_name === '配送与售后')).toBe(true);
  });

  it('answers one article with sanitised content', async () => {
    const classes = (await api.get<HelpClass[]>('/api/helpclass/lists')).data;
    const info = (await api.get<HelpInfo>('/api/help/info', { id: classes[0].child_list[1].id })).data;
    expect(info).toMatchObject({ title: '如何下单购买', class_name: '购物指南' });
    expect(info.content).toContain('<h3>下单流程</h3>');
  });

  it('refuses bad input and unknown ids with a clear message', async () => {
    for (const p of BAD_IDS) expect((await api.get('/api/help/info', p)).code).toBe(-1);
    expect(await api.get('/api/help/info', { id: 99999 })).toMatchObject({ code: -1, message: '帮助文章不存在' });
    expect((await api.get('/api/help/info', { id: 99999, lang: 'en-us' })).message).toBe('The help article does not exist');
    for (const p of [{ page: -1 }, { page: 0 }, { page_size: 'x' }, { class_id: -1 }]) expect((await api.get('/api/help/page', p)).code).toBe(-1);
  });
});

describe('notices', () => {
  it('pages notices for phones, pinned first then newest', async () => {
    const res = (await api.get<Paged<NoticeListItem>>('/api/notice/page', { page_size: 3 })).data;
    expect(res.count).toBe(6);
    expect(res.page_count).toBe(2);
    expect(res.list[0]).toMatchObject({ title: '关于春节期间物流配送安排的公告', is_top: 1 });
    expect(res.list[1].create_time).toBeGreaterThan(res.list[2].create_time);
    expect((await api.get<Paged<NoticeListItem>>('/api/notice/page', { receiving_type: 'web' })).data.count).toBe(6);
    expect((await api.get('/api/notice/page', { receiving_type: 'tv' })).code).toBe(-1);
    expect((await api.get('/api/notice/page', { page: -1 })).code).toBe(-1);
  });

  it('lists notices by ids in the order asked, skipping unknown ones', async () => {
    const page = (await api.get<Paged<NoticeListItem>>('/api/notice/page', { page_size: 6 })).data.list;
    const ids = [page[3].id, page[0].id, 99999];
    const res = await api.get<NoticeListItem[]>('/api/notice/lists', { id_arr: ids.join(',') });
    expect(res.data.map((n) => n.id)).toEqual([page[3].id, page[0].id]);
    expect((await api.get('/api/notice/lists')).code).toBe(-1);
    expect((await api.get('/api/notice/lists', { id_arr: 'a,b' })).code).toBe(-1);
  });

  it('answers one notice; unknown ids fail clearly', async () => {
    const first = (await api.get<Paged<NoticeListItem>>('/api/notice/page')).data.list[0];
    const info = (await api.get<NoticeInfo>('/api/notice/info', { id: first.id })).data;
    expect(info.title).toBe(first.title);
    expect(info.content).toContain('<p>');
    for (const p of BAD_IDS) expect((await api.get('/api/notice/info', p)).code).toBe(-1);
    expect(await api.get('/api/notice/info', { id: 99999 })).toMatchObject({ code: -1, message: '公告不存在' });
  });
});

describe('store notes', () => {
  it('lists groups with their counts', async () => {
    const groups = (await api.get<NotesGroup[]>('/notes/api/notes/group')).data;
    expect(groups.map((g) => g.group_name)).toEqual(['数码测评', '穿搭分享', '美食推荐', '居家好物']);
    expect(groups.every((g) => g.release_num === 2 && g.notes_num === 2)).toBe(true);
  });

  it('pages published notes, by group, shop or ids', async () => {
    const all = (await api.get<Paged<NoteListItem>>('/notes/api/notes/lists', { page_size: 4 })).data;
    expect(all.count).toBe(8);
    expect(all.page_count).toBe(2);
    expect(all.list[0]).toMatchObject({ is_dianzan: 0, site_name: expect.any(String), cover_img: expect.stringMatching(/^upload\//) });
    const groups = (await api.get<NotesGroup[]>('/notes/api/notes/group')).data;
    const inGroup = (await api.get<Paged<NoteListItem>>('/notes/api/notes/lists', { group_id: groups[2].group_id })).data;
    expect(inGroup.count).toBe(2);
    expect(inGroup.list.every((n) => n.group_name === '美食推荐')).toBe(true);
    const byIds = (await api.get<Paged<NoteListItem>>('/notes/api/notes/lists', { goods_id_arr: `${all.list[0].note_id},${all.list[1].note_id}` })).data;
    expect(byIds.count).toBe(2);
    const bySite = (await api.get<Paged<NoteListItem>>('/notes/api/notes/lists', { site_id: all.list[0].site_id })).data;
    expect(bySite.list.every((n) => n.site_id === all.list[0].site_id)).toBe(true);
    for (const p of [{ page: 0 }, { group_id: -1 }, { goods_id_arr: 'x' }, { site_id: 'y' }]) expect((await api.get('/notes/api/notes/lists', p)).code).toBe(-1);
    // A hidden note is not listed and does not open.
    await api.database.db.update(notes).set({ status: 0 }).where(eq(notes.noteId, all.list[3].note_id));
    expect((await api.get<Paged<NoteListItem>>('/notes/api/notes/lists')).data.count).toBe(7);
    expect((await api.get('/notes/api/notes/detail', { note_id: all.list[3].note_id })).code).toBe(-1);
    await api.database.db.update(notes).set({ status: 1 }).where(eq(notes.noteId, all.list[3].note_id));
  });

  it('opens a note with its goods and counts the read', async () => {
    const first = (await api.get<Paged<NoteListItem>>('/notes/api/notes/lists')).data.list[0];
    const a = (await api.get<NoteDetail>('/notes/api/notes/detail', { note_id: first.note_id })).data;
    const b = (await api.get<NoteDetail>('/notes/api/notes/detail', { note_id: first.note_id })).data;
    expect(b.read_num).toBe(a.read_num + 1);
    expect(a.read_num).toBe(first.read_num + 1);
    expect(a.note_content).toContain('<p>');
    expect(a.note_content).not.toMatch(/<script/);
    expect(a.goods_list.map((g) => String(g.goods_id)).join(',')).toBe(a.goods_ids);
    expect(a.goods_list[0]).toMatchObject({ sku_id: expect.any(Number), price: expect.stringMatching(/^\d+\.\d\d$/) });
    for (const p of [{}, { note_id: 'a' }, { note_id: -1 }]) expect((await api.get('/notes/api/notes/detail', p)).code).toBe(-1);
    expect(await api.get('/notes/api/notes/detail', { note_id: 99999 })).toMatchObject({ code: -1, message: '笔记不存在' });
  });

  it('likes need a login', async () => {
    for (const path of ['/notes/api/record/add', '/notes/api/record/delete', '/notes/api/record/isDianzan']) {
      const res = await api.post(path, { note_id: 1 });
      expect(res.code).toBe(-1);
      expect(res.message).toMatch(/登录/);
      expect((await api.post(path, { note_id: 1, token: 'bad' })).code).toBe(-10009);
    }
  });

  it('likes and unlikes idempotently, keeping dianzan_num consistent', async () => {
    const note = (await api.get<Paged<NoteListItem>>('/notes/api/notes/lists')).data.list[1];
    const base = note.dianzan_num;
    const liked = await api.post<NoteLikeState>('/notes/api/record/add', { note_id: note.note_id, token });
    expect(liked.data).toEqual({ note_id: note.note_id, is_dianzan: 1, dianzan_num: base + 1 });
    expect((await api.post<NoteLikeState>('/notes/api/record/add', { note_id: note.note_id, token })).data.dianzan_num).toBe(base + 1);
    expect((await api.post<number>('/notes/api/record/isDianzan', { note_id: note.note_id, token })).data).toBe(1);
    const listed = (await api.get<Paged<NoteListItem>>('/notes/api/notes/lists', { token, goods_id_arr: note.note_id })).data.list[0];
    expect(listed).toMatchObject({ is_dianzan: 1, dianzan_num: base + 1 });
    expect((await api.get<NoteDetail>('/notes/api/notes/detail', { token, note_id: note.note_id })).data.is_dianzan).toBe(1);
    // A visitor sees the count but not "liked".
    expect((await api.get<NoteDetail>('/notes/api/notes/detail', { note_id: note.note_id })).data.is_dianzan).toBe(0);

    const un = await api.post<NoteLikeState>('/notes/api/record/delete', { note_id: note.note_id, token });
    expect(un.data).toEqual({ note_id: note.note_id, is_dianzan: 0, dianzan_num: base });
    expect((await api.post<NoteLikeState>('/notes/api/record/delete', { note_id: note.note_id, token })).data.dianzan_num).toBe(base);
    expect((await api.post<number>('/notes/api/record/isDianzan', { note_id: note.note_id, token })).data).toBe(0);
    expect(await api.post('/notes/api/record/add', { note_id: 99999, token })).toMatchObject({ code: -1, message: '笔记不存在' });
    expect((await api.post('/notes/api/record/add', { token })).code).toBe(-1);
  });

  it('stays consistent under parallel likes and unlikes', async () => {
    const note = (await api.get<Paged<NoteListItem>>('/notes/api/notes/lists')).data.list[2];
    const base = note.dianzan_num;
    await Promise.all(Array.from({ length: 20 }, () => api.post('/notes/api/record/add', { note_id: note.note_id, token })));
    const rows = () => api.database.db.select().from(notesDianzanRecord).where(eq(notesDianzanRecord.noteId, note.note_id));
    expect(await rows()).toHaveLength(1);
    const count = async () => (await api.database.db.select({ n: notes.dianzanNum }).from(notes).where(eq(notes.noteId, note.note_id)))[0].n;
    expect(await count()).toBe(base + 1);
    await Promise.all(
      Array.from({ length: 20 }, (_, k) => api.post(k % 2 ? '/notes/api/record/add' : '/notes/api/record/delete', { note_id: note.note_id, token })),
    );
    expect(await count()).toBe(base + (await rows()).length);
  });
});
