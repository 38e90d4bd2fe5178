import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { chosenJobs, jobs, runJobs } from './run-checks.ts';

const root = resolve(import.meta.dirname, '../..');

type Job = (typeof jobs)[number];

/** A stand-in for spawning: each job ends when the test says, with the exit code it says. */
function fakeRunner() {
  const started: string[] = [];
  const ends = new Map<string, (code: number) => void>();
  let running = 0;
  let most = 0;
  const start = (job: Job) => {
    started.push(job.name);
    running += 1;
    most = Math.max(most, running);
    return new Promise<{ job: Job; code: number; seconds: number; output: string }>((done) =>
      ends.set(job.name, (code) => {
        running -= 1;
        done({ job, code, seconds: 0, output: '' });
      }),
    );
  };
  /** Ends a running job, then lets the pool start what it may. */
  const end = async (name: string, code = 0) => {
    const finish = ends.get(name);
    if (!finish) throw new Error(`${name} is not running (started: ${started.join(', ')})`);
    ends.delete(name);
    finish(code);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { start, end, started, most: () => most };
}

const list: Job[] = [
  { name: 'build', command: ['node', 'build'] },
  { name: 'lint', command: ['eslint'] },
  { name: 'unit', command: ['vitest'] },
  { name: 'validate', command: ['node', 'validate'], needs: ['build'] },
  { name: 'second build', command: ['node', 'build'], needs: ['build'] },
  { name: 'validate second', command: ['node', 'validate'], needs: ['second build'] },
];

describe('the check pool (scripts/test/run-checks.ts)', () => {
  it('keeps every slot busy and starts a job as soon as what it needs has passed, not when a phase ends', async () => {
    const runner = fakeRunner();
    const result = runJobs(list, 2, runner.start);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runner.started).toEqual(['build', 'lint']);
    await runner.end('lint');
    // The build still runs: the free slot takes the next job that needs nothing.
    expect(runner.started).toEqual(['build', 'lint', 'unit']);
    await runner.end('build');
    expect(runner.started.at(-1)).toBe('validate');
    await runner.end('unit');
    expect(runner.started.at(-1)).toBe('second build');
    await runner.end('second build');
    await runner.end('validate');
    await runner.end('validate second');
    expect(await result).toEqual([]);
    expect(runner.started).toHaveLength(list.length);
    expect(runner.most()).toBe(2);
  });

  it('starts nothing new after a failure, lets the running jobs end, and names what failed', async () => {
    const runner = fakeRunner();
    const result = runJobs(list, 2, runner.start);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await runner.end('build', 1);
    expect(runner.started).toEqual(['build', 'lint']);
    await runner.end('lint');
    expect(await result).toEqual(['build']);
    expect(runner.started).toEqual(['build', 'lint']);
  });

  it('reports a job whose need is not in the list instead of waiting for ever', async () => {
    const runner = fakeRunner();
    const result = runJobs([{ name: 'validate', command: ['x'], needs: ['build'] }], 2, runner.start);
    expect(await result).toEqual(['validate (needs build)']);
  });

  it('runs a named job with what it needs, and refuses a name it does not know', () => {
    expect(chosenJobs(['validate html (configured)']).map((job) => job.name)).toEqual([
      'build',
      'configured build',
      'validate html (configured)',
    ]);
    expect(() => chosenJobs(['lnit'])).toThrow(/no job named lnit; the jobs are "build"/);
  });

  it('runs every check the lint and test scripts name, and each script it starts exists', () => {
    const { scripts } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const commands = jobs.map((job) => job.command.join(' '));
    for (const part of scripts['lint']!.split(' && ')) expect(commands).toContain(part);
    expect(commands).toContain(scripts['typecheck']);
    expect(commands).toContain(`node ${scripts['build']!.replace(/^node /, '')}`);
    for (const job of jobs) {
      const script = job.command[0] === 'node' ? job.command[1] : undefined;
      if (script) expect(existsSync(resolve(root, script)), script).toBe(true);
      else expect(existsSync(resolve(root, 'node_modules/.bin', job.command[0]!)), job.name).toBe(true);
      for (const need of job.needs ?? []) expect(jobs.map((other) => other.name)).toContain(need);
    }
  });
});
