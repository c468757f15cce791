import { useEffect, useState } from 'react';
import { nowSeconds } from '@mall/contract';

/** Unix seconds, ticking every second while `active` (for countdowns); `offset` = server − client seconds. */
export const useNow = (active: boolean, offset = 0): number => {
  const [now, setNow] = useState(() => nowSeconds() + offset);
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(nowSeconds() + offset);
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [active, offset]);
  return now;
};
