/**
 * Every check of `npm test` before the browser tests, as one pool of jobs: as many run at once as the
 * machine has cores, each starting as soon as a core is free and what it reads is made (the HTML
 * validators, the spelling check, the owner-edits copy and the two test builds wait for `dist/`,
 * whose optimized images they reuse). No job waits for an unrelated one to finish, so a 2-core
 * machine keeps both cores busy from the first job to the last. Each job's output is printed whole
 * when it ends; after a failure no new job starts, and the run fails once the running ones end.
 * Usage: `node scripts/test/run-checks.ts [job...]` (no name: every job; names: those and what they need).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

interface Job {
  name: string;
  /** The program and its arguments, run in the project with the project's tools on the PATH. */
  command: readonly string[];
  /** Jobs that must have passed first. */
  needs?: readonly string[];
}

/**
 * In order of priority: the build first (most jobs wait for it), then the longest chains after it (the
 * owner-edits copy, the two test builds), so the last minute holds only short jobs.
 */
export const jobs: readonly Job[] = [
  { name: 'build', command: ['node', 'scripts/build/build.ts'] },
  { name: 'owner edits', command: ['node', 'scripts/test/check-owner-edits.ts'], needs: ['build'] },
  { name: 'configured build', command: ['node', 'e2e/test-builds.ts', 'configured'], needs: ['build'] },
  { name: 'quote build', command: ['node', 'e2e/test-builds.ts', 'quote'], needs: ['build'] },
  { name: 'eslint', command: ['eslint', '.'] },
  { name: 'typecheck', command: ['astro', 'check'] },
  { name: 'unit tests', command: ['vitest', 'run'] },
  { name: 'validate html', command: ['node', 'scripts/test/validate-html.ts'], needs: ['build'] },
  {
    name: 'validate html (configured)',
    command: ['node', 'scripts/test/validate-html.ts', 'dist-configured', '--differing-from', 'dist'],
    needs: ['configured build'],
  },
  { name: 'prettier', command: ['prettier', '--check', '.'] },
  { name: 'spelling', command: ['node', 'scripts/test/check-spelling.ts'], needs: ['build'] },
  { name: 'knip', command: ['knip'] },
];

/** The jobs named and every job they need, in priority order; an unknown name is an error. */
export function chosenJobs(names: readonly string[], all: readonly Job[] = jobs): Job[] {
  if (names.length === 0) return [...all];
  const byName = new Map(all.map((job) => [job.name, job]));
  const unknown = names.filter((name) => !byName.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `run-checks: no job named ${unknown.join(', ')}; the jobs are ${all.map((job) => `"${job.name}"`).join(', ')}`,
    );
  }
  const wanted = new Set<string>();
  const add = (name: string): void => {
    if (wanted.has(name)) return;
    wanted.add(name);
    for (const need of byName.get(name)?.needs ?? []) add(need);
  };
  names.forEach(add);
  return all.filter((job) => wanted.has(job.name));
}

interface Ended {
  job: Job;
  code: number;
  seconds: number;
  output: string;
}

function run(job: Job): Promise<Ended> {
  const started = performance.now();
  const [program = 'node', ...args] = job.command;
  // The project's own tools first, the pinned Node among them (package.json's node devDependency).
  const path = [join(root, 'node_modules/.bin'), process.env['PATH'] ?? ''].join(delimiter);
  const child = spawn(program === 'node' ? process.execPath : program, args, {
    cwd: root,
    env: { ...process.env, PATH: path },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((done) => {
    const end = (code: number, extra = '') =>
      done({
        job,
        code,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString() + extra,
      });
    child.on('error', (error) => end(1, `\n${error.message}\n`));
    child.on('close', (code) => end(code ?? 1));
  });
}

/** Runs the jobs, `slots` at a time, each once its needs have passed; resolves with those that failed. */
export async function runJobs(
  list: readonly Job[],
  slots: number,
  start: (job: Job) => Promise<Ended> = run,
  report: (ended: Ended) => void = () => {},
): Promise<string[]> {
  const passed = new Set<string>();
  const failed: string[] = [];
  const waiting = [...list];
  const running = new Map<string, Promise<Ended>>();
  while (waiting.length > 0 || running.size > 0) {
    if (failed.length === 0) {
      for (let i = 0; i < waiting.length && running.size < slots;) {
        const job = waiting[i]!;
        if ((job.needs ?? []).every((need) => passed.has(need))) {
          waiting.splice(i, 1);
          running.set(job.name, start(job));
        } else i += 1;
      }
    } else waiting.length = 0;
    if (running.size === 0) {
      // What is left needs a job that is not in the list (or needs itself): a mistake in the list.
      failed.push(...waiting.map((job) => `${job.name} (needs ${(job.needs ?? []).join(', ')})`));
      break;
    }
    const ended = await Promise.race(running.values());
    running.delete(ended.job.name);
    report(ended);
    if (ended.code === 0) passed.add(ended.job.name);
    else failed.push(ended.job.name);
  }
  return failed;
}

if (import.meta.main) {
  let list: Job[];
  try {
    list = chosenJobs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  const slots = availableParallelism();
  const started = performance.now();
  console.log(`run-checks: ${list.length} jobs, ${slots} at a time`);
  const failed = await runJobs(list, slots, run, ({ job, code, seconds, output }) => {
    console.log(
      `\n> ${job.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s (${job.command.join(' ')})\n`,
    );
    process.stdout.write(output);
  });
  const total = ((performance.now() - started) / 1000).toFixed(0);
  if (failed.length > 0) {
    console.error(`\nrun-checks: failed after ${total} s: ${failed.join(', ')}`);
    process.exit(1);
  }
  console.log(`\nrun-checks: all ${list.length} jobs passed in ${total} s`);
}
