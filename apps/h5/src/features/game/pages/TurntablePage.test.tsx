import { gameApi, type GameInfo } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import TurntablePage from './TurntablePage';

withFakeHttp();

configure({ asyncUtilTimeout: 4000 });

const cell = (id: number, name: string) => ({
  award_id: id,
  award_name: name,
  award_img: '',
  award_type: id > 0 ? (1 as const) : (0 as const),
  relate_id: 0,
  relate_name: '',
  point: id > 0 ? 50 : 0,
  balance: '0.00',
  award_num: 10,
  remaining_num: 10,
});

let surplus: number;
const info = (): GameInfo => ({
  game_id: 3,
  game_name: '幸运大转盘',
  game_type: 'turntable',
  points: 10,
  start_time: 1,
  end_time: 4_000_000_000,
  status: 1,
  remark: '',
  no_winning_desc: '明天再来',
  no_winning_img: '',
  is_show_winner: 1,
  join_type: 1,
  join_frequency: 5,
  level_id: '',
  winning_rate: 50,
  award: [cell(9, '50积分'), ...Array.from({ length: 7 }, () => cell(-1, '谢谢参与'))],
  draw_record: [],
  surplus_num: surplus,
  member_point: 100,
});

beforeEach(() => {
  fakeApi.reset();
  useAuth.setState({ token: 't' });
  surplus = 5;
  fakeApi.on(gameApi.turntableInfo, info);
  fakeApi.on(gameApi.turntableLottery, () => {
    surplus -= 1;
    return {
      is_winning: 1,
      record_id: 1,
      award_id: 9,
      award_name: '50积分',
      award_img: '',
      award_type: 1,
      relate_id: 0,
      relate_name: '',
      point: 50,
      balance: '0.00',
    };
  });
});

describe('TurntablePage', () => {
  it('spins to the won cell, then shows the award and the draws left', async () => {
    renderWithProviders(<TurntablePage />, { route: '/promotionpages/game/turntable/turntable?id=3' });
    expect((await screen.findAllByTestId('turntable-cell')).length).toBe(8);
    expect(screen.getByTestId('game-surplus').textContent).toBe('今日剩余5次机会');
    fireEvent.click(screen.getByTestId('turntable-start'));
    const wheel = screen.getByTestId('turntable-wheel');
    await waitFor(() => expect(wheel.getAttribute('data-stopped')).toBe('0'));
    expect(wheel.style.transform).toMatch(/rotate\(\d+(\.\d+)?deg\)/);
    // jsdom plays no transitions: end it as the browser would.
    fireEvent.transitionEnd(wheel);
    expect((await screen.findByTestId('game-result-award')).textContent).toBe('恭喜您获得50积分');
    await waitFor(() => expect(screen.getByTestId('game-surplus').textContent).toBe('今日剩余4次机会'));
  });
});
