/** Safari's Share symbol (a box with an arrow up), so the hint points at the button to look for. */
export function ShareIcon({ label }: { label: string }) {
  return (
    <svg className="install-prompt__share" viewBox="0 0 24 24" role="img" aria-label={label}>
      <path d="M12 3v12M7.5 7.5 12 3l4.5 4.5M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2" />
    </svg>
  );
}
