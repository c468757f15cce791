import { localStore, storage, StorageKey, type KeyValueStore } from '../lib/storage';

/** A member id as a share link carries it (the server ignores unknown members; anything else is not kept). */
const ID = /^[1-9]\d{0,9}$/;

/**
 * Keeps the referrer of a share link (`?source_member=` on any address the shopper arrives at or opens;
 * spec §3: locally stored `source_member`) until they log in or register. A later link replaces it.
 */
export const keepSourceMember = (search: string, store: KeyValueStore = localStore()): void => {
  // read by hand, not through the page table: `source_member` may ride on any page's address (and on
  // addresses no page declares), so it belongs to no one page's query
  const id = new URLSearchParams(search).get('source_member')?.trim();
  if (id && ID.test(id)) storage.setString(StorageKey.sourceMember, id, store);
};

/** The kept referrer as a request field, for every login, registration and WeChat authorisation. */
export const sourceMemberField = (store: KeyValueStore = localStore()): { source_member?: string } => {
  const id = storage.getString(StorageKey.sourceMember, store);
  return id && ID.test(id) ? { source_member: id } : {};
};

/** A session began: the referrer was sent with the call that began it, and is not kept any longer. */
export const forgetSourceMember = (store: KeyValueStore = localStore()): void => storage.remove(StorageKey.sourceMember, store);
