/** A positive integer query param, else 0. */
export const idFrom = (v: string | null): number => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};
