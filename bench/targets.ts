/**
 * The targets each row of the API benchmark is held to, and whether it met them. The production
 * shape: reads served as a busy site serves them (hot: the answer cache may answer) at least half
 * the bare twin's requests/s with p99 within 50 ms, each beside its uncached figure (cold:
 * reported), the statistics overview 0.8x, the dense-city searches p99 within 50 ms at 8 connections, the booking storm 0.2x of
 * the bare POST with no slot booked twice. The embedded default (PGlite, jobs in-process): its cached
 * reads 0.3x, each beside its uncached figure.
 */
import type { Row } from './harness';

interface Target {
  /** The start of the scenario's name. */
  scenario: string;
  text: string;
  met: (row: Row, check: StormChecks) => boolean;
}

/** What SQL found after a storm: two live visits on one slot or clinic, or one calendar. */
interface StormChecks {
  doubled?: number;
  /** The team storm: overlaps per clinician plus per room. */
  overlaps?: number;
}

const ratioAtLeast = (row: Row, least: number) => (row.ratio ?? 0) >= least;
const read = (scenario: string): Target => ({
  scenario: `${scenario} (hot)`,
  text: '>= 0.5x, p99 <= 50 ms',
  met: (row) => ratioAtLeast(row, 0.5) && row.p99 <= 50,
});

const PRODUCTION: Target[] = [
  ...[
    'clinic search',
    'clinic detail',
    'public services',
    'availability',
    'directory search',
    'find search',
    'directory detail',
  ].map(read),
  {
    scenario: 'stats overview',
    text: '>= 0.8x, p99 <= 50 ms',
    met: (row) => ratioAtLeast(row, 0.8) && row.p99 <= 50,
  },
  { scenario: 'directory dense cities', text: 'p99 <= 50 ms', met: (row) => row.p99 <= 50 },
  {
    scenario: 'booking storm',
    text: '>= 0.2x, 0 double bookings',
    met: (row, { doubled }) => ratioAtLeast(row, 0.2) && doubled === 0,
  },
  // The clinic as a team (team.ts): the same read targets for the team and its one-clinician twin.
  ...[
    'team of 1: availability, one day',
    'team of 10: availability, one day',
    'team of 10: availability, one clinician',
    'team of 1: free days, 60 days',
    'team of 10: free days, 60 days',
  ].map(read),
  {
    scenario: 'team of 10: booking storm',
    text: '>= 0.2x, 0 overlaps',
    met: (row, { overlaps }) => ratioAtLeast(row, 0.2) && overlaps === 0,
  },
];

const EMBEDDED: Target = { scenario: '', text: '>= 0.3x', met: (row) => ratioAtLeast(row, 0.3) };

/**
 * Sets `target` and `met` on the product's rows (those with a ratio; twins and sign-in have no
 * target). `prefix` is what the rows' labels start with before the scenario's name.
 */
export function judge(
  rows: Row[],
  part: 'production' | 'embedded',
  options: { prefix?: string } & StormChecks = {},
): void {
  const prefix = options.prefix ?? '';
  for (const row of rows) {
    if (row.ratio === undefined) continue;
    const name = row.label.slice(prefix.length);
    const cold = name.endsWith('(cold)');
    const target =
      part === 'embedded'
        ? cold
          ? undefined
          : EMBEDDED
        : PRODUCTION.find((t) => name.startsWith(t.scenario));
    if (!target) {
      // A read's first asking: reported beside its cached figure, which carries the target.
      if (cold) row.target = '(uncached figure)';
      continue;
    }
    row.target = target.text;
    row.met = target.met(row, options);
  }
}

/** Dense searches at 8 connections against a practice's first detail read at 8, same run. */
export const DENSE_RATIO_TARGET = 0.5;

/**
 * The dense searches' requests/s over the cold detail reads' (both at 8 connections, measured in
 * the same run, so a slow day of the machine moves both): a dense search may cost at most two
 * detail reads. Undefined when either row was not run.
 */
export function denseRatio(
  rows: Row[],
  names: { dense: string; detail: string },
): { ratio: number; met: boolean; line: string } | undefined {
  const dense = rows.find((r) => r.label === names.dense);
  const detail = rows.find((r) => r.label === names.detail);
  if (!dense || !detail || !detail.rps) return undefined;
  const ratio = Math.round((dense.rps / detail.rps) * 100) / 100;
  const met = ratio >= DENSE_RATIO_TARGET;
  const line =
    `dense searches / cold detail reads, 8 connections: ${dense.rps.toFixed(0)} / ${detail.rps.toFixed(0)} req/s = ` +
    `${ratio.toFixed(2)}x   target >= ${DENSE_RATIO_TARGET}x   ${met ? 'met' : 'NOT met'}`;
  return { ratio, met, line };
}
