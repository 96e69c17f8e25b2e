// Small line icons drawn as SVG in the text's colour, for the marks the page's font has no glyph
// for (✕ ☰ ↑ ←): a glyph missing from the font sends a cold browser looking for a fallback font
// (one more font file read and laid out before a first page shows; about 10 ms on a phone).

const PATHS = {
  close: 'M3 3l6 6M9 3l-6 6',
  menu: 'M2 3.5h8M2 6h8M2 8.5h8',
  'arrow-up': 'M6 10V2M2.5 5.5 6 2l3.5 3.5',
  'arrow-left': 'M10 6H2M5.5 2.5 2 6l3.5 3.5',
} as const;

export type IconName = keyof typeof PATHS;

/** Decorative (aria-hidden): the control it sits in carries the words. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
