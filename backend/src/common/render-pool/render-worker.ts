import type { MessagePort } from 'node:worker_threads';
import { reviveBuffers } from './buffers';
import { RENDER_JOBS, type RenderJobName } from './render-jobs';

/** One task as RenderPool posts it: the job's name, its input and the port that hears when it starts. */
export interface RenderTask {
  job: RenderJobName;
  input: unknown;
  started: MessagePort;
}

/**
 * The render pool's worker (piscina's handler): tells the main thread the job starts (its time budget runs
 * from here, not from the queue or the thread's start) and runs it.
 */
export default async function runRenderTask(task: RenderTask): Promise<Buffer> {
  const job = RENDER_JOBS[task.job] as ((input: unknown) => Promise<Buffer>) | undefined;
  task.started.postMessage(null);
  if (!job) throw new Error(`No render job ${String(task.job)}`);
  return job(reviveBuffers(task.input));
}
