import { useEffect, useState } from 'react';

/** Unix seconds, ticking every second while `active` (for countdowns); `offset` = server − client seconds. */
export const useNow = (active: boolean, offset = 0): number => {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000) + offset);
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Math.floor(Date.now() / 1000) + offset);
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [active, offset]);
  return now;
};
