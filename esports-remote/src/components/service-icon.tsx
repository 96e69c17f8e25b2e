/**
 * The icons of the service cards. The server stores an icon key (training, scrims, tournaments,
 * team, lan); inline SVG renders the same on every device, where emoji fonts may be missing.
 * An unknown key shows its first letter.
 */
const PATHS: Record<string, string> = {
  training:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4a6 6 0 1 1 0 12 6 6 0 0 1 0-12Zm0 4a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z',
  scrims:
    'M4 4l6 6-2 2-6-6V4h2Zm16 0v2l-9 9 1.5 1.5-1.5 1.5-2-2-3 3-2-2 3-3-2-2 1.5-1.5L9 12l9-8h2Z',
  tournaments:
    'M6 3h12v3h3v3a4 4 0 0 1-4 4h-.3A6 6 0 0 1 13 16.9V19h3v2H8v-2h3v-2.1A6 6 0 0 1 7.3 13H7a4 4 0 0 1-4-4V6h3V3Zm0 5H5v1a2 2 0 0 0 1 1.7V8Zm13 0h-1v2.7A2 2 0 0 0 19 9V8Z',
  team: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 19c0-3 3-5 6-5s6 2 6 5H2Zm12.5 0c0-1.6-.6-3-1.7-4 .9-.6 2-1 3.2-1 3 0 6 2 6 5h-7.5Z',
  lan: 'M3 4h18v12H3V4Zm2 2v8h14V6H5Zm3 12h8v2H8v-2Z',
};

export function ServiceIcon({ icon, size = 32 }: { icon: string; size?: number }) {
  const path = PATHS[icon];
  if (!path) {
    return (
      <span className="svc-icon-letter" style={{ width: size, height: size }} aria-hidden="true">
        {icon.trim().charAt(0).toUpperCase() || '•'}
      </span>
    );
  }
  return (
    <svg
      className="svc-icon-svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
