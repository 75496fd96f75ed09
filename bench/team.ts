/**
 * The clinic as a team in `npm run bench`: builds the team clinic and its one-clinician twin
 * through the running API, books 70% of both clinics' 60 days, plans the storm, and afterwards
 * checks every clinician's and room's calendar for overlaps. Everything it prints says which part
 * went through the API and which was written in SQL.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@petvet/shared/server';
import { buildClinic, SOLO_SHAPE, TEAM_SHAPE } from './team-clinic';
import {
  benchPets,
  calendarOverlaps,
  fillClinic,
  FILL_SHARE,
  publishForTheRest,
  slotsPerClinician,
} from './team-fill';
import { planTeamStorm, stormSpread } from './team-storm';
import type { Scenario } from './scenarios';
import type { TeamPlan } from './team-scenarios';

const log = (text: string) => console.log(`[team] ${text}`);
const percent = (part: number, whole: number) => `${((100 * part) / (whole || 1)).toFixed(1)}%`;

async function buildAndFill(db: Database, api: string, shape: typeof TEAM_SHAPE) {
  const pets = await benchPets(db);
  const began = Date.now();
  const clinic = await buildClinic(db, api, shape);
  for (const note of clinic.notes) log(`${shape.key}: ${note}`);
  const copied = await publishForTheRest(db, clinic.id);
  if (copied)
    log(
      `${shape.key}: "Generate" published time for the first clinician only: ${copied} others were given the same slots in SQL`,
    );
  log(`${shape.key}: slots per clinician ${(await slotsPerClinician(db, clinic.id)).join('/')}`);
  const fill = await fillClinic(db, clinic, pets);
  log(
    `${shape.key}: ${fill.appointments} appointments booking ${percent(fill.booked, fill.published)} of ${Math.round(fill.published / 60)} published hours, written in SQL as the booking repository writes them (not through POST /api/appointments), in ${((Date.now() - began) / 1000).toFixed(1)} s`,
  );
  const check = await calendarOverlaps(db, clinic.id);
  if (check.clinician || check.room)
    throw new Error(`the fill overlaps itself: ${JSON.stringify(check)}`);
  return clinic;
}

/** Both clinics, filled to 70%, and the storm's plan; the storm owners are the bench's owners. */
export async function prepareTeam(db: Database, api: string, rounds: number): Promise<TeamPlan> {
  log(`building the team clinic and its one-clinician twin, each booked to ${FILL_SHARE * 100}%`);
  const team = await buildAndFill(db, api, TEAM_SHAPE);
  const solo = await buildAndFill(db, api, SOLO_SHAPE);
  await db.execute(sql`vacuum analyze appointments`);
  await db.execute(sql`vacuum analyze time_slots`);
  await db.execute(sql`vacuum analyze data_versions`);
  const storm = await planTeamStorm(api, team, await benchPets(db), rounds);
  log(
    `storm: ${storm.bookings.length} bookings on ${storm.days.join(' and ')} from the free starts owners are shown (${Object.entries(
      storm.starts,
    )
      .map(([service, n]) => `${service} ${n}`)
      .join(', ')}), ${storm.named} naming the clinician, the rest any available`,
  );
  return { team, solo, storm };
}

export interface TeamCheck {
  live: number;
  clinician: number;
  room: number;
  roomless: number;
  booked: number;
  perClinician: number[];
  rooms: number;
}

/** After the storm: overlaps per clinician and per room (SQL self-join), and where it booked. */
export async function checkTeam(db: Database, plan: TeamPlan, since: Date): Promise<TeamCheck> {
  const overlaps = await calendarOverlaps(db, plan.team.id);
  const spread = await stormSpread(db, plan.team, plan.storm, since);
  return { ...overlaps, ...spread };
}

export function printTeamCheck(
  check: TeamCheck,
  statuses: Record<string, number> | undefined,
): void {
  console.log(
    `\nteam storm: ${JSON.stringify(statuses ?? {})}; ${check.booked} booked on the storm days (per clinician ${check.perClinician.join('/')}, ${check.rooms} with a room); clinic's live appointments ${check.live}; overlaps per clinician ${check.clinician}, per room ${check.room}; room services booked without their room ${check.roomless}`,
  );
}

/**
 * Each cold read one request at a time (median of 7, each a new question): what one owner waits
 * for an uncached answer, without 32 connections queueing on two cores.
 */
export async function teamSingles(
  api: string,
  scenarios: Scenario[],
): Promise<Array<{ name: string; medianMs: number }>> {
  const figures = [];
  for (const scenario of scenarios.filter((s) => s.name.endsWith('(cold)'))) {
    const times: number[] = [];
    for (let k = 0; k < 7; k += 1) {
      const began = performance.now();
      const answer = await fetch(`${api}${scenario.next(2_000_000 + k).path}`);
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${scenario.name}: ${answer.status}`);
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    const medianMs = Math.round((times[3] ?? 0) * 10) / 10;
    figures.push({ name: scenario.name.replace(' (cold)', ''), medianMs });
    log(
      `one at a time, uncached: ${scenario.name.replace(' (cold)', '').padEnd(40)} ${medianMs} ms`,
    );
  }
  return figures;
}
