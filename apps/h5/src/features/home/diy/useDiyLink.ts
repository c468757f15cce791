import { useCallback } from 'react';
import { useGo } from '../../../shared/lib/nav';
import { linkTarget, type DiyLink } from '../model/diy';

/** Opens a DIY link (in-app route or http address); links that are neither do nothing. */
export const useDiyLink = (): ((link: DiyLink | undefined) => void) => {
  const { go } = useGo();
  return useCallback(
    (link) => {
      const target = linkTarget(link);
      if (target) go(target.url);
    },
    [go],
  );
};
