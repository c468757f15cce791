/** Category tree helpers for the category tab. */

export interface CategoryNode {
  category_id: number;
  category_name: string;
  short_name?: string;
  image?: string;
  child_list?: CategoryNode[];
}

/** The first-level category to show: the wanted one when it exists, else the first. */
export const pickFirstLevel = <T extends CategoryNode>(tree: T[], wantedId: number | null): T | undefined =>
  (wantedId != null ? tree.find((c) => c.category_id === wantedId) : undefined) ?? tree[0];

/** Children of a node as an array, whatever the server sent (missing, null, object). */
export const childrenOf = <T extends CategoryNode>(node: T | undefined): T[] =>
  node && Array.isArray(node.child_list) ? (node.child_list as T[]) : [];

/**
 * The category whose goods are listed: the chosen sub-category when it still belongs to the
 * first-level one, otherwise the first-level category itself.
 */
export const effectiveCategoryId = (first: CategoryNode | undefined, chosenSubId: number | null): number | null => {
  if (!first) return null;
  if (chosenSubId == null) return first.category_id;
  const inTree = childrenOf(first).some(
    (second) => second.category_id === chosenSubId || childrenOf(second).some((third) => third.category_id === chosenSubId),
  );
  return inTree ? chosenSubId : first.category_id;
};
