// Inline icons, decorative: the links and buttons holding them carry the accessible name.

export function ArrowLeftIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path d="M12.5 7.5h-10m0 0L6.5 3.5m-4 4l4 4" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" />
    </svg>
  );
}
