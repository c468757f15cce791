/** The right arrow of a list row. */
export function Chevron() {
  return (
    <svg style={{ flex: "none", color: "var(--text-secondary)" }} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
