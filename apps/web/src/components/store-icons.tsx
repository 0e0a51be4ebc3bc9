/** The two app stores' marks, for every link to the app (the public site's badges, the promotion's download page). */
export function AppleStoreIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.8-1.1-2.8-4.2zM14 5.4c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.5z"
      />
    </svg>
  );
}

export function GooglePlayIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="#34a853" d="M3.6 2.2 13.5 12l-9.9 9.8c-.4-.2-.6-.6-.6-1.1V3.3c0-.5.2-.9.6-1.1z" />
      <path fill="#fbbc04" d="m16.8 8.7-3.3 3.3 3.3 3.3 3.7-2.1c1-.6 1-1.9 0-2.4z" />
      <path fill="#4285f4" d="M3.6 2.2c.3-.2.8-.2 1.2 0l12 6.5-3.3 3.3z" />
      <path fill="#ea4335" d="m13.5 12 3.3 3.3-12 6.5c-.4.2-.9.2-1.2 0z" />
    </svg>
  );
}
