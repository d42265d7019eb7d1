/** The resort's mark: a snowy peak over a spa wave. Decorative: the site name is next to it. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#08396a" />
      <path d="M6 27 16 12l5 7 3-4 10 12z" fill="#ffffff" />
      <path d="m16 12 3.2 4.8-2 -1.2-1.6 1.8-1.5-1.6-1.5 0.9z" fill="#08396a" opacity=".35" />
      <path d="M6 31c3.5-2.4 6.5-2.4 10 0s6.5 2.4 10 0 6.5-2.4 8 -1" fill="none" stroke="#7fc4ff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
