/** Line icons of the goods detail extras (stroke = currentColor). */
const base = { viewBox: '0 0 24 24', 'aria-hidden': true, fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const HeartIcon = ({ filled = false }: { filled?: boolean }) => (
  <svg {...base} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />
  </svg>
);

export const ServiceIcon = () => (
  <svg {...base}>
    <path d="M4.5 13v-1.5a7.5 7.5 0 0 1 15 0V13" />
    <rect x="3.5" y="12.5" width="3.5" height="5.5" rx="1.2" />
    <rect x="17" y="12.5" width="3.5" height="5.5" rx="1.2" />
    <path d="M19 18.5c0 1.4-1.6 2.5-4.5 2.5" />
  </svg>
);

export const ShareIcon = () => (
  <svg {...base}>
    <circle cx="18" cy="5.5" r="2.3" />
    <circle cx="6" cy="12" r="2.3" />
    <circle cx="18" cy="18.5" r="2.3" />
    <path d="m8 11 8-4.3M8 13l8 4.3" />
  </svg>
);

export const CheckIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.2 2.8 2.8L16 9.8" />
  </svg>
);
