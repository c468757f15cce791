/**
 * The one place that touches localStorage. Keys are the spec's "locally stored" items (§3).
 * Every access is guarded: private mode or a full quota must never break the app.
 */
export const StorageKey = {
  token: 'token',
  authInfo: 'authInfo',
  sourceMember: 'source_member',
  websiteId: 'website_id',
  location: 'location',
  store: 'store',
  lang: 'lang',
  baseUrl: 'baseUrl',
  themeStyle: 'themeStyle',
  /** The theme the shopper picked in 我的: it wins over the mall's `style_theme` until they pick again. */
  themeChoice: 'themeChoice',
  addonIsExit: 'addonIsExit',
  defaultImg: 'defaultImg',
  initUrl: 'initUrl',
  /** A seckill checkout's line `{seckill_id, sku_id, num}`, left by the seckill detail for its payment page (reference §4.18). */
  seckillOrderCreateData: 'seckillOrderCreateData',
  /** A combo checkout's line `{bl_id, num}`, left by the combo detail for its payment page (reference §4.18). */
  comboOrderCreateData: 'comboOrderCreateData',
  /** A groupbuy checkout's line `{groupbuy_id, sku_id, num}`, left by the groupbuy detail for its payment page (reference §4.18). */
  groupbuyOrderCreateData: 'groupbuyOrderCreateData',
  /** A topic checkout's line `{topic_goods_id, sku_id, num}`, left by the topic goods detail for its payment page. */
  topicOrderCreateData: 'topicOrderCreateData',
  /** A pintuan checkout's line `{pintuan_goods_id, sku_id, num, group_id}` (group 0 opens one), left by the pintuan detail or share page. */
  pintuanOrderCreateData: 'pintuanOrderCreateData',
  /** A presale deposit checkout's line `{presale_id, sku_id, num}`, left by the presale detail for its payment page. */
  presaleOrderCreateData: 'presaleOrderCreateData',
  /** A wholesale checkout's lines `{cart_ids}` or `{sku_id, num}` (aligned lists), left by the wholesale pages for its payment page. */
  wholesaleOrderCreateData: 'wholesaleOrderCreateData',
  /** A bargain checkout's line `{launch_id}`, left by the launch page for its payment page (reference §4.18). */
  bargainOrderCreateData: 'bargainOrderCreateData',
} as const;
export type StorageKeyName = (typeof StorageKey)[keyof typeof StorageKey];

/** The subset of the Web Storage API we use (tests pass a fake). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

/** A store kept in a map (`data`, for tests to read): where localStorage is unusable, and in tests. */
export const mapStore = (init: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } => {
  const data = new Map(Object.entries(init));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
};

const memoryStore = mapStore();

/** localStorage when usable, otherwise an in-memory map. */
export const localStore = (): KeyValueStore => {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    /* access denied */
  }
  return memoryStore;
};

export const storage = {
  getString(key: string, store: KeyValueStore = localStore()): string | null {
    try {
      return store.getItem(key);
    } catch {
      return null;
    }
  },
  setString(key: string, value: string, store: KeyValueStore = localStore()): void {
    try {
      store.setItem(key, value);
    } catch {
      /* quota or private mode */
    }
  },
  getJSON<T>(key: string, store: KeyValueStore = localStore()): T | null {
    const raw = storage.getString(key, store);
    if (raw == null || raw === '') return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJSON(key: string, value: unknown, store: KeyValueStore = localStore()): void {
    storage.setString(key, JSON.stringify(value), store);
  },
  remove(key: string, store: KeyValueStore = localStore()): void {
    try {
      store.removeItem(key);
    } catch {
      /* ignore */
    }
  },
  clear(store: KeyValueStore = localStore()): void {
    try {
      store.clear();
    } catch {
      /* ignore */
    }
  },
};
