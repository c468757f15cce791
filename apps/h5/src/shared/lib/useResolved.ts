import { useEffect, useState } from 'react';

/**
 * False until the promise `start` gives has resolved, then true for good (the component may have gone by
 * then: nothing is set after it unmounts). `start` runs once `when` holds; a component that starts out true
 * (`initial`) never calls it.
 */
export const useResolved = (start: () => Promise<unknown>, when = true, initial = false): boolean => {
  const [done, setDone] = useState(initial);
  useEffect(() => {
    if (done || !when) return;
    let live = true;
    void start().then(() => live && setDone(true));
    return () => {
      live = false;
    };
    // `start` is a fixed step (the next paint, the shopper settling), not a value the effect follows
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done, when]);
  return done;
};
