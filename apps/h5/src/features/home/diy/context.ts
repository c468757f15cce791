import { createContext, useContext } from 'react';

/** What the page around the blocks offers them: the home page's city sub-site switch. */
export interface DiyPageInfo {
  /** Shown at the left of the search box on the home page; absent elsewhere. */
  city?: { name: string; onPick: () => void };
}

export const DiyPageContext = createContext<DiyPageInfo>({});

export const useDiyPage = (): DiyPageInfo => useContext(DiyPageContext);
