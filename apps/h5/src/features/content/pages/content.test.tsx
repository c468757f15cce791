import { contentApi } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { ApiError } from '../../../shared/lib/request';
import { useAuth } from '../../../shared/state/auth';
import HelpListPage from './HelpListPage';
import HelpDetailPage from './HelpDetailPage';
import NoticeListPage from './NoticeListPage';
import NoticeDetailPage from './NoticeDetailPage';
import NoteListPage from './NoteListPage';
import NoteDetailPage from './NoteDetailPage';

withFakeHttp();

const note = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  note_id: id,
  site_id: 1,
  site_name: '平台自营',
  note_type: 'goods_item',
  note_title: title,
  note_abstract: '',
  group_id: 1,
  group_name: '数码测评',
  cover_type: 0,
  cover_img: `upload/goods/${id}_1.jpg`,
  goods_ids: '7',
  goods_highlights: '长续航,夜景拍照',
  is_show_release_time: 1,
  is_show_read_num: 1,
  is_show_dianzan_num: 1,
  read_num: 12,
  dianzan_num: 5,
  create_time: 1_736_000_000,
  release_time: 1_736_000_000,
  is_dianzan: 0,
  ...extra,
});

beforeEach(() => {
  fakeApi.reset();
  act(() => useAuth.getState().logout());
});

describe('help pages', () => {
  it('lists classes with their articles and opens one', async () => {
    fakeApi.on(contentApi.helpClassLists, () => [
      { class_id: 1, class_name: '购物指南', sort: 1, child_list: [{ id: 3, title: '如何下单购买' }] },
      { class_id: 2, class_name: '支付方式', sort: 2, child_list: [{ id: 4, title: '支持哪些支付方式' }] },
    ]);
    const { router } = renderWithProviders(<HelpListPage />, { route: '/otherpages/help/list/list' });
    expect(await screen.findByText('购物指南')).toBeTruthy();
    expect(screen.getAllByTestId('help-item').map((b) => b.textContent)).toEqual(['如何下单购买', '支持哪些支付方式']);
    fireEvent.click(screen.getByText('支持哪些支付方式'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/otherpages/help/detail/detail?id=4');
  });

  it('shows an article with its class', async () => {
    fakeApi.on(contentApi.helpInfo, (p) => {
      if (p.id !== 3) throw new ApiError(-1, '帮助文章不存在');
      return {
        id: 3,
        title: '如何下单购买',
        class_id: 1,
        class_name: '购物指南',
        sort: 1,
        create_time: 1_736_000_000,
        content: '<h3>下单流程</h3><p>提交订单</p>',
        link_address: '',
        modify_time: 0,
      };
    });
    renderWithProviders(<HelpDetailPage />, { route: '/otherpages/help/detail/detail?id=3' });
    expect(await screen.findByRole('heading', { name: '如何下单购买' })).toBeTruthy();
    expect(screen.getByTestId('article-body').querySelector('h3')?.textContent).toBe('下单流程');
    expect(screen.getByText('购物指南')).toBeTruthy();
  });

  it('says an unknown article does not exist', async () => {
    fakeApi.on(contentApi.helpInfo, () => {
      throw new ApiError(-1, '帮助文章不存在');
    });
    renderWithProviders(<HelpDetailPage />, { route: '/otherpages/help/detail/detail?id=99' });
    expect(await screen.findByText('帮助文章不存在')).toBeTruthy();
  });
});

describe('notice pages', () => {
  it('pages notices with the pinned mark and opens one', async () => {
    fakeApi.on(contentApi.noticePage, () => ({
      page_count: 1,
      count: 2,
      list: [
        { id: 1, title: '物流配送安排', is_top: 1, sort: 0, create_time: 1_736_000_000, receiving_type: 'mobile,web', receiving_name: '' },
        { id: 2, title: '隐私政策更新', is_top: 0, sort: 0, create_time: 1_735_000_000, receiving_type: 'mobile,web', receiving_name: '' },
      ],
    }));
    const { router } = renderWithProviders(<NoticeListPage />, { route: '/otherpages/notice/list/list' });
    const items = await screen.findAllByTestId('notice-item');
    expect(items[0].textContent).toContain('置顶物流配送安排');
    expect(fakeApi.calls(contentApi.noticePage)[0].params).toMatchObject({ page: 1, receiving_type: 'mobile' });
    fireEvent.click(items[1]);
    expect(router.state.location.search).toBe('?id=2');
  });

  it('shows a notice; a bad id shows the not-found state without asking', async () => {
    fakeApi.on(contentApi.noticeInfo, () => ({
      id: 2,
      title: '隐私政策更新',
      is_top: 0,
      sort: 0,
      create_time: 1_735_000_000,
      receiving_type: 'mobile',
      receiving_name: '',
      content: '<p>已更新</p>',
      modify_time: 0,
    }));
    renderWithProviders(<NoticeDetailPage />, { route: '/otherpages/notice/detail/detail?id=2' });
    expect(await screen.findByText('已更新')).toBeTruthy();
  });

  it('refuses a malformed id', async () => {
    renderWithProviders(<NoticeDetailPage />, { route: '/otherpages/notice/detail/detail?id=abc' });
    expect(await screen.findByText('公告不存在')).toBeTruthy();
    expect(fakeApi.calls(contentApi.noticeInfo)).toHaveLength(0);
  });
});

describe('store notes', () => {
  it('shows group tabs over two-column cards and lists a group on tap', async () => {
    fakeApi.on(contentApi.notesGroups, () => [
      { group_id: 1, group_name: '数码测评', notes_num: 1, release_num: 1 },
      { group_id: 2, group_name: '空分组', notes_num: 0, release_num: 0 },
    ]);
    fakeApi.on(contentApi.notesLists, (p) => ({
      page_count: 1,
      count: 1,
      list: [note(p.group_id ? 9 : 8, p.group_id ? '分组笔记' : '全部笔记')],
    }));
    renderWithProviders(<NoteListPage />, { route: '/otherpages/store_notes/note_list/note_list' });
    expect(await screen.findByText('全部笔记')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部', '数码测评']);
    fireEvent.click(screen.getByRole('tab', { name: '数码测评' }));
    expect(await screen.findByText('分组笔记')).toBeTruthy();
    expect(fakeApi.calls(contentApi.notesLists).at(-1)?.params).toMatchObject({ group_id: 1 });
  });

  it('a visitor tapping like is sent to log in and brought back', async () => {
    fakeApi.on(contentApi.noteDetail, () => ({ ...note(8, '上手一周'), note_content: '<p>续航很好</p>', goods_list: [] }));
    const { router } = renderWithProviders(<NoteDetailPage />, { route: '/otherpages/store_notes/note_detail/note_detail?note_id=8' });
    fireEvent.click(await screen.findByTestId('note-like'));
    expect(router.state.location.pathname).toBe('/pages/login/login/login');
    expect(decodeURIComponent(router.state.location.search)).toContain('/otherpages/store_notes/note_detail/note_detail?note_id=8');
    expect(fakeApi.calls(contentApi.noteLike)).toHaveLength(0);
  });

  it('a member likes and unlikes; the count follows the server', async () => {
    act(() => useAuth.getState().setToken('t'));
    fakeApi.on(contentApi.noteDetail, () => ({
      ...note(8, '上手一周'),
      note_content: '<p>续航很好</p>',
      goods_list: [
        {
          goods_id: 7,
          sku_id: 70,
          goods_name: '星耀X5',
          goods_image: 'upload/goods/7_1.jpg',
          price: '1999.00',
          discount_price: '1899.00',
          sale_num: 3,
        },
      ],
    }));
    fakeApi.on(contentApi.noteLike, () => ({ note_id: 8, is_dianzan: 1, dianzan_num: 6 }));
    fakeApi.on(contentApi.noteUnlike, () => ({ note_id: 8, is_dianzan: 0, dianzan_num: 5 }));
    const { router } = renderWithProviders(<NoteDetailPage />, { route: '/otherpages/store_notes/note_detail/note_detail?note_id=8' });
    expect(await screen.findByText('续航很好')).toBeTruthy();
    expect(screen.getByTestId('note-like-count').textContent).toBe('5');
    fireEvent.click(screen.getByTestId('note-like'));
    expect(await screen.findByText('已点赞')).toBeTruthy();
    expect(screen.getByTestId('note-like-count').textContent).toBe('6');
    fireEvent.click(screen.getByTestId('note-like'));
    expect(await screen.findByText('点赞')).toBeTruthy();
    expect(screen.getByTestId('note-like-count').textContent).toBe('5');
    fireEvent.click(screen.getByTestId('note-goods'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/pages/goods/detail/detail?sku_id=70');
  });
});
