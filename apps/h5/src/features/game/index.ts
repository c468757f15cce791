/** What other features use from the games: the points page's 积分游戏 block, as a loader (it comes with no other page). */
export const gameParts = {
  GameEntries: () => import('./components/GameEntries'),
};
