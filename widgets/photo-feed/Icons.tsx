/** Decorative icons beside the counts (the counts' text carries the meaning). */
export function HeartIcon() {
  return (
    <svg className="locator-photo-feed__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M8 14.3 6.9 13.3C3 9.8.5 7.6.5 4.9A3.9 3.9 0 0 1 4.4 1c1.4 0 2.7.6 3.6 1.7A4.8 4.8 0 0 1 11.6 1a3.9 3.9 0 0 1 3.9 3.9c0 2.7-2.5 4.9-6.4 8.4Z" fill="currentColor" />
    </svg>
  );
}

export function CommentIcon() {
  return (
    <svg className="locator-photo-feed__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M2 2h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6l-3.5 3v-3H2a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Z" fill="currentColor" />
    </svg>
  );
}
