/**
 * Data a landing page's first screen shows besides its inline boot data (the goods detail's coupon, 满减 and
 * combo rows). The page module holds it when evaluated; the first render waits for it, up to a limit, so the
 * rows are in the first frame instead of pushing the content below them down when they arrive.
 */
const held: Promise<unknown>[] = [];

export const holdFirstRender = (data: Promise<unknown>): void => {
  held.push(data.catch(() => undefined));
};

/** Resolves when the held data has arrived, or after `limitMs`. */
export const firstScreenData = (limitMs: number): Promise<unknown> =>
  Promise.race([Promise.all(held), new Promise((resolve) => setTimeout(resolve, limitMs))]);
