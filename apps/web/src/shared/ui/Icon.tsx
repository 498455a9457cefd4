import type { ReactNode } from 'react';

/** The app's line icons, drawn on a 24-unit grid. */
const drawings = {
  back: <path d="M15 18l-6-6 6-6" />,
  next: <path d="M9 6l6 6-6 6" />,
  home: (
    <>
      <path d="M3 11l9-8 9 8" />
      <path d="M5 10v10h5v-6h4v6h5V10" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  bell: (
    <>
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </>
  ),
  check: <path d="M5 12l5 5L19 7" />,
  warning: (
    <>
      <path d="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </>
  ),
  phone: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  ),
  mail: (
    <>
      <path d="M4 4h16v16H4z" />
      <path d="M22 6l-10 7L2 6" />
    </>
  ),
};
export type IconName = keyof typeof drawings;

type Props = {
  className?: string;
  /** Width and height in pixels; without it, the stylesheet sizes the icon. */
  size?: number;
  /** Stroke width in grid units. */
  weight?: number;
} & ({ name: IconName } | { grid: number; children: ReactNode });

/** A line icon in the text colour, hidden from assistive technology (the text beside it says what it
 * means): one of ours by name, or a drawing of its own on a grid of `grid` units. */
export function Icon({ className, size, weight = 2, ...drawing }: Props) {
  const grid = 'name' in drawing ? 24 : drawing.grid;
  return (
    <svg
      className={className}
      aria-hidden="true"
      width={size}
      height={size}
      viewBox={`0 0 ${grid} ${grid}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {'name' in drawing ? drawings[drawing.name] : drawing.children}
    </svg>
  );
}
