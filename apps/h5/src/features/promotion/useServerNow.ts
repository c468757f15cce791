import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { nowSeconds } from '@mall/contract';
import { clockOffsetQuery } from './clock';

/** The server's Unix seconds, ticking every second (the device clock corrected by `/api/config/time`). */
export const useServerNow = (): number => {
  const offset = useQuery(clockOffsetQuery()).data ?? 0;
  const [now, setNow] = useState(() => nowSeconds() + offset);
  useEffect(() => {
    const tick = () => setNow(nowSeconds() + offset);
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [offset]);
  return now;
};
