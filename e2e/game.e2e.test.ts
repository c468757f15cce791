import { afterAll, describe, expect, inject, it } from 'vitest';
import type { GameAdmin, GameFields } from '@mall/contract';
import { closeBrowser, openPhone, shot, useTheme } from './support/browser';
import { operator } from './support/operator';
import { demoToken, shopperCall } from './support/shopper';

afterAll(closeBrowser);

const DAY = 86_400;

/**
 * A turntable the operator sets up to always win one points award (winning rate 100 %, one award), so the spin
 * lands on it: the wheel stops, the popup names the award, the records page lists it and the points ledger shows
 * the 幸运转盘 entries. Then the seeded egg and scratch-card games open from the points page's 积分游戏 block.
 */
describe('games', () => {
  const journey = async (
    lang: 'zh-cn' | 'en-us',
    theme: string,
    texts: { won: string; start: string; ledger: string; eggHint: string; scratch: string; entries: string },
  ) => {
    const base = inject('baseUrl');
    const token = await demoToken(base);
    const now = Math.floor(Date.now() / 1000);
    const awardName = lang === 'zh-cn' ? '测试大奖' : 'Test prize';
    const game = await operator<GameAdmin>('/admin/api/game/add', {
      game_type: 'turntable',
      game_name: lang === 'zh-cn' ? '必中转盘' : 'Always-win wheel',
      points: 1,
      start_time: now - DAY,
      end_time: now + DAY,
      join_type: 0,
      join_frequency: 5,
      winning_rate: 100,
      is_show_winner: 1,
      award: JSON.stringify([{ award_name: awardName, award_type: 1, point: 7, award_num: 10, award_winning_rate: 1 }]),
    });

    const { page, context } = await openPhone({ lang, storage: { token } });
    await page.goto(`${base}/h5/promotionpages/game/turntable/turntable?id=${game.game_id}`);
    await page.getByTestId('game-turntable').waitFor();
    expect(await page.getByTestId('turntable-cell').count()).toBe(8);
    const start = page.getByTestId('turntable-start');
    expect(await start.textContent()).toBe(texts.start);
    await shot(page, `game-turntable-${lang}`);
    await useTheme(page, theme);
    await shot(page, `game-turntable-${lang}-${theme}`);
    await useTheme(page, 'default');

    await start.click();
    const result = page.getByTestId('game-result');
    await result.waitFor({ timeout: 15_000 });
    expect(await result.getAttribute('data-won')).toBe('1');
    expect(await result.textContent()).toContain(texts.won);
    expect(await page.getByTestId('game-result-award').textContent()).toContain(awardName);
    // The wheel stopped on the award's cell (the first; the others are 谢谢参与).
    expect(await page.getByTestId('turntable-wheel').getAttribute('data-stopped')).toBe('0');
    await shot(page, `game-turntable-won-${lang}`);

    await page.getByTestId('game-result-records').click();
    await page.waitForURL(/\/promotionpages\/game\/record\/record\?id=\d+$/);
    await page.getByTestId('game-record').first().waitFor();
    expect(await page.getByTestId('game-record').first().textContent()).toContain(awardName);
    await shot(page, `game-record-${lang}`);

    // The ledger: the draw's cost and the award, both under the game's name.
    await page.goto(`${base}/h5/otherpages/member/point_detail`);
    await page.getByTestId('ledger-entry').first().waitFor();
    const entries = (await page.getByTestId('ledger-entry').allTextContents()).slice(0, 2).join(' ');
    expect(entries).toContain(texts.ledger);
    expect(entries).toContain('+7');
    expect(entries).toContain('-1');

    // The points page leads to the running games; the seeded egg and card games open.
    const running = await shopperCall<{ list: GameFields[] }>(base, '/api/game/lists', {});
    const egg = running.list.find((g) => g.game_type === 'egg')!;
    await page.goto(`${base}/h5/otherpages/member/point`);
    const block = page.getByTestId('game-entries');
    await block.waitFor();
    expect(await block.textContent()).toContain(texts.entries);
    await page.getByTestId('game-entry-egg').first().click();
    await page.waitForURL(/\/promotionpages\/game\/smash_eggs\/smash_eggs\?id=\d+$/);
    await page.getByTestId('game-egg').waitFor();
    expect(await page.getByTestId('egg').count()).toBe(3);
    expect(await page.getByTestId('game-egg').textContent()).toContain(texts.eggHint);
    expect(await page.getByTestId('game-egg').textContent()).toContain(egg.game_name);
    await shot(page, `game-egg-${lang}`);
    await useTheme(page, theme);
    await shot(page, `game-egg-${lang}-${theme}`);
    await useTheme(page, 'default');

    const cards = running.list.find((g) => g.game_type === 'cards')!;
    await page.goto(`${base}/h5/promotionpages/game/cards/cards?id=${cards.game_id}`);
    await page.getByTestId('game-cards').waitFor();
    await page.getByTestId('cards-coating').waitFor();
    expect(await page.getByTestId('cards-start').textContent()).toBe(texts.scratch);
    await shot(page, `game-cards-${lang}`);
    await useTheme(page, theme);
    await shot(page, `game-cards-${lang}-${theme}`);
    await useTheme(page, 'default');
    await context.close();
  };

  it('zh-cn: spins a seeded win, sees it in the records and the points ledger, opens the egg and card games', () =>
    journey('zh-cn', 'blue', {
      won: '恭喜中奖',
      start: '开始抽奖',
      ledger: '幸运转盘',
      eggHint: '点击金蛋，砸开好礼',
      scratch: '刮一张',
      entries: '积分游戏',
    }));

  it('en-us: the same in English', () =>
    journey('en-us', 'golden', {
      won: 'You won!',
      start: 'Spin',
      ledger: 'Lucky wheel',
      eggHint: 'Tap an egg to smash it open',
      scratch: 'Get a card',
      entries: 'Points games',
    }));
});
