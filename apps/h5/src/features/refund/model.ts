/** "红色 / XL" from a line's `sku_spec_format` JSON text. */
export const specText = (raw: string): string => {
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return '';
    return list
      .map((s) =>
        s && typeof s === 'object' && 'spec_value_name' in s ? String((s as { spec_value_name: unknown }).spec_value_name ?? '') : '',
      )
      .filter(Boolean)
      .join(' / ');
  } catch {
    return '';
  }
};
