/** Small line icons of the goods pages (stroke = currentColor). */
const base = { viewBox: '0 0 24 24', 'aria-hidden': true, fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const HomeIcon = () => (
  <svg {...base}>
    <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
  </svg>
);

export const CartIcon = () => (
  <svg {...base}>
    <path d="M3 4h2.5l2.2 10.5h10.6L20.5 7H7" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </svg>
);

export const ArrowRight = () => (
  <svg {...base}>
    <path d="m9 5 7 7-7 7" />
  </svg>
);

export const GridIcon = () => (
  <svg {...base}>
    <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />
  </svg>
);

export const ListIcon = () => (
  <svg {...base}>
    <path d="M4 5h4v4H4zM4 15h4v4H4zM11 7h9M11 17h9" />
  </svg>
);

/** Two stacked triangles; the active one is filled. */
export const SortArrows = ({ dir }: { dir: 'asc' | 'desc' | null }) => (
  <svg viewBox="0 0 10 16" aria-hidden="true" width="8" height="12">
    <path d="M5 1 9 6H1z" fill="currentColor" opacity={dir === 'asc' ? 1 : 0.3} />
    <path d="M5 15 1 10h8z" fill="currentColor" opacity={dir === 'desc' ? 1 : 0.3} />
  </svg>
);
