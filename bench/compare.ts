/**
 * Each scenario measured beside its bare twin: the product's own answers are captured, handed to
 * the bare Express server, which is loaded just before the product with the same connections and
 * duration, so every ratio compares two measurements taken seconds apart.
 */
import {
  measure,
  type BareServer,
  type RequestSpec,
  type Row,
  type RunningProduct,
} from './harness';
import type { Scenario } from './scenarios';

/** The bare twin of a scenario: the product's own answers, captured once, served by Express. */
async function twin(
  scenario: Scenario,
  api: RunningProduct,
  bare: BareServer,
  key: string,
): Promise<(i: number) => RequestSpec> {
  if (scenario.amount) {
    // The storm's twin is the bare POST: parse the JSON body, answer it back with 201.
    await bare.publish(key, [], 201);
    return (i) => ({ ...scenario.next(i), path: `/bare/${key}`, headers: {} });
  }
  // A hot read's capture asks every one of its questions: the warm-up, and each its own twin answer.
  const samples = scenario.post ? 1 : (scenario.questions ?? 40);
  const bodies: string[] = [];
  let status = 200;
  for (let i = 0; i < samples; i += 1) {
    const spec = scenario.next(i);
    const answer = await fetch(`${api.url}${spec.path}`, {
      method: spec.method ?? 'GET',
      headers: { ...(spec.body ? { 'content-type': 'application/json' } : {}), ...spec.headers },
      ...(spec.body ? { body: spec.body } : {}),
    });
    status = answer.status;
    bodies.push(await answer.text());
  }
  await bare.publish(key, bodies, status);
  if (scenario.post) return (i) => ({ ...scenario.next(i), path: `/bare/${key}` });
  return (i) => ({ path: `/bare/${key}/${i % bodies.length}` });
}

export interface CompareOptions {
  api: RunningProduct;
  bare: BareServer;
  seconds: number;
  /** Put before each label (the embedded default's rows say so). */
  prefix?: string;
  /** Called after each scenario's product measurement (the storm's double-booking check). */
  after?: (scenario: Scenario) => Promise<void>;
}

/** Seconds left in the current clock minute (the answer cache's unit for clock-bound answers). */
const secondsLeftInMinute = () => 60 - (Date.now() % 60_000) / 1000;

/** Rows in pairs: the product's (with its ratio to the twin), then the twin's. */
export async function compareScenarios(
  scenarios: Scenario[],
  options: CompareOptions,
): Promise<Row[]> {
  const { api, bare, seconds } = options;
  const prefix = options.prefix ?? '';
  const rows: Row[] = [];
  for (const [n, scenario] of scenarios.entries()) {
    const key = `${prefix.trim() || 's'}${n}`;
    let bareNext = await twin(scenario, api, bare, key);
    if (scenario.withinMinute && secondsLeftInMinute() < 2 * seconds + 3) {
      // Too little of the minute left for both sides: ask the questions again in the next one.
      await new Promise((resolve) => setTimeout(resolve, secondsLeftInMinute() * 1000 + 200));
      bareNext = await twin(scenario, api, bare, key);
    }
    const base = await measure({
      url: bare.url,
      label: `  bare twin`,
      connections: scenario.connections,
      seconds,
      ...(scenario.amount ? { amount: scenario.amount } : {}),
      next: bareNext,
    });
    const real = await measure({
      url: api.url,
      label: `${prefix}${scenario.name}`,
      connections: scenario.connections,
      seconds,
      ...(scenario.amount ? { amount: scenario.amount } : {}),
      ...(scenario.okStatuses ? { okStatuses: scenario.okStatuses } : {}),
      // Past the questions the twin's capture asked, so a cold scenario never repeats one.
      next: scenario.amount || scenario.post ? scenario.next : (i) => scenario.next(i + 1_000_000),
    });
    rows.push({ ...real, ratio: Math.round((real.rps / base.rps) * 100) / 100 }, base);
    await options.after?.(scenario);
    console.log(`done: ${real.label} (${real.rps} req/s, ${(real.rps / base.rps).toFixed(2)}x)`);
  }
  return rows;
}
