import fc from 'fast-check';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/use-test-app';
import { casesFor } from './fuzz-cases';
import {
  answerProblem,
  changedTables,
  describeCase,
  realIds,
  refresh,
  send,
  signInRoles,
  snapshot,
  type RoleAgent,
} from './fuzz-harness';
import { readOperations } from './openapi-operations';

/**
 * The route fuzzer: every operation of backend/openapi.json gets FUZZ_RUNS hostile requests
 * per role (anonymous and each demo role) drawn by fast-check from FUZZ_SEED. For each request: the
 * process still answers, the event loop never stalls past 200 ms, the answer is 2xx/3xx or 4xx with an
 * Italian message (never 5xx), and a refused request changed no saved data. `node bench/fuzz.mjs` runs it
 * long. A failure lists each case as it can be sent again.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const STALL_MS = 200;
const STALL_TRIES = 3;
const allOperations = readOperations();

/**
 * The fuzzer over part `part` of `parts` of the operations (every `parts`-th from `part`): the parts are
 * spec files of their own, so the suite's two workers share the work.
 */
export function describeRouteFuzzer(part: number, parts: number): void {
  const operations = allOperations.filter((_, index) => index % parts === part);
  describe(`route fuzzer ${part + 1}/${parts} (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS})`, () => {
    const testApp = useTestApp({ OUTBOX_WORKER: '0' });
    const loop = monitorEventLoopDelay({ resolution: 10 });
    let agents: RoleAgent[] = [];
    let ids: string[] = [];
    let cases = 0;
    let covered = 0;
    let worstStallMs = 0;
    const statuses: Record<string, number> = {};
    const started = Date.now();

    beforeAll(async () => {
      agents = await signInRoles(testApp);
      ids = await realIds(testApp.dataSource);
      loop.enable();
      console.log(
        `route fuzzer ${part + 1}/${parts}: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}, ${operations.length} of ` +
          `${allOperations.length} operations`,
      );
    });

    afterAll(() => {
      loop.disable();
      console.log(
        `route fuzzer ${part + 1}/${parts}: ${covered}/${operations.length} operations, ${cases} cases, seed ${SEED}, ` +
          `answers ${JSON.stringify(statuses)}, worst event-loop stall ${worstStallMs} ms, ` +
          `${Math.round((Date.now() - started) / 1000)} s`,
      );
    });

    it('reads every operation of openapi.json', () => {
      expect(allOperations.length).toBeGreaterThan(100);
    });

    for (const operation of operations) {
      const index = allOperations.indexOf(operation);
      it(`${operation.method.toUpperCase()} ${operation.path}`, { timeout: 600_000 }, async () => {
        const drawn = fc.sample(casesFor(operation, ids), {
          seed: SEED + index,
          numRuns: RUNS * agents.length,
        });
        const failures: string[] = [];
        for (const agent of agents) await refresh(testApp, agent);
        let before = await snapshot(testApp.dataSource);
        for (const [i, fuzzCase] of drawn.entries()) {
          const agent = agents[i % agents.length];
          const label = describeCase(operation.method, agent.role, fuzzCase);
          loop.reset();
          let problem: string | null;
          let refused = false;
          try {
            const response = await send(agent, operation.method, fuzzCase);
            problem = answerProblem(response);
            const statusClass = `${Math.floor(response.status / 100)}xx`;
            statuses[statusClass] = (statuses[statusClass] ?? 0) + 1;
            refused = response.status >= 400;
          } catch (error) {
            problem = `no answer: ${String(error)}`;
          }
          let stallMs = Math.round(loop.max / 1e6);
          // A stall the work of the request causes comes back each time it is sent; one the machine's other
          // processes cause (two cores shared with the other test files) does not: the case is sent again, and
          // its stall is the least of its tries.
          for (let retry = 0; stallMs > STALL_MS && retry < STALL_TRIES - 1; retry++) {
            loop.reset();
            await send(agent, operation.method, fuzzCase).catch(() => undefined);
            stallMs = Math.min(stallMs, Math.round(loop.max / 1e6));
          }
          worstStallMs = Math.max(worstStallMs, stallMs);
          if (stallMs > STALL_MS) {
            failures.push(`event loop stalled ${stallMs} ms (the least of ${STALL_TRIES} tries): ${label}`);
          }
          cases += 1;
          const after = await snapshot(testApp.dataSource);
          if (refused) {
            const changed = changedTables(before, after);
            if (changed.length > 0) failures.push(`refused, yet changed ${changed.join(', ')}: ${label}`);
          }
          if (problem) failures.push(`${problem}: ${label}`);
          before = after;
        }
        const alive = await request(testApp.url).get('/api/health/live').timeout(10_000);
        if (alive.status !== 200) failures.push(`the process no longer answers /api/health/live`);
        covered += 1;
        expect(failures, failures.join('\n')).toEqual([]);
      });
    }
  });
}
