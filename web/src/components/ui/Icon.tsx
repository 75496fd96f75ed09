import type { ReactNode } from 'react';
import type { MorePaths } from './icon-paths';

/** Line icons drawn inline (no icon font, no emoji font needed), 24x24 grid. */
// The icons of the page frame and the home page: every first visit downloads these.
const FRAME_PATHS = {
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.6-3.6" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="4.5" width="18" height="17" rx="2" />
      <path d="M16 2.5v4M8 2.5v4M3 10h18" />
    </>
  ),
  heart: (
    <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />
  ),
  star: <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2L5.8 21 7 14.2 2 9.3l6.9-1Z" />,
} satisfies Record<string, ReactNode>;

/** The paw is the brand mark: filled shapes where the other icons are lines. */
const PAW = (
  <>
    <ellipse cx="12" cy="16" rx="4.6" ry="3.9" />
    <ellipse cx="5.6" cy="10.8" rx="2" ry="2.5" />
    <ellipse cx="18.4" cy="10.8" rx="2" ry="2.5" />
    <ellipse cx="9.1" cy="6.2" rx="1.8" ry="2.3" />
    <ellipse cx="14.9" cy="6.2" rx="1.8" ry="2.3" />
  </>
);

const LINE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export type IconName = keyof typeof FRAME_PATHS | keyof MorePaths | 'paw';

// Every other icon comes with the screens that use the store (icon-paths.tsx holds them): the
// home page's first visit does not download drawings it never shows.
let more: Partial<Record<IconName, ReactNode>> = {};
export function registerIcons(paths: MorePaths): void {
  more = paths;
}
const drawingOf = (name: IconName): ReactNode =>
  (FRAME_PATHS as Partial<Record<IconName, ReactNode>>)[name] ?? more[name];

export function Icon({
  name,
  size = 18,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  const paw = name === 'paw';
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      {...(paw ? { fill: 'currentColor' } : LINE)}
      aria-hidden="true"
      focusable="false"
    >
      {paw ? PAW : drawingOf(name)}
    </svg>
  );
}
