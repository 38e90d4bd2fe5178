/**
 * Where the minutes of `npm test` go: runs its steps (package.json "test", split at `&&`) one after
 * another, each script that `npm test` runs side by side (scripts/parallel.ts) on its own so each gets
 * its own figure, and prints a table per step, then one per browser spec file, sorted by time.
 *
 * CPU seconds (user + system of the step and every process it waited for, from /proc) are the
 * figure to compare on a shared machine: wall time depends on what else runs. Browser tests have
 * no CPU figure of their own (two workers share one browser process tree), so the spec table sums
 * Playwright's per-test durations (its JSON report, test-results/profile.json), retries included.
 * Linux only (it reads /proc); a failed step is reported and the profile goes on.
 *
 *   npm run test:profile                 the whole of `npm test`
 *   npm run test:profile -- --e2e-only   the browser tests only (after `npm run build`)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const report = resolve(root, 'test-results/profile.json');
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on every Linux port in use). */
const ticks = 100;

/** CPU seconds (user, system) of the processes this one has waited for, from /proc/self/stat. */
function childrenCpu(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3; cutime and cstime are 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / ticks;
}

interface Step {
  name: string;
  command: string;
  cpu: number;
  wall: number;
  ok: boolean;
}

/** `npm test`'s steps, with scripts/parallel.ts's scripts as steps of their own. */
function steps(): string[] {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const test = pkg.scripts['test'] ?? '';
  return test.split(' && ').flatMap((command) => {
    const parallel = /^node scripts\/parallel\.ts (.+)$/.exec(command.trim());
    return parallel ? (parallel[1] ?? '').split(' ').map((name) => `npm run ${name}`) : [command.trim()];
  });
}

function run(command: string): Step {
  const e2e = command === 'npm run test:e2e';
  const env = { ...process.env, ...(e2e ? { PLAYWRIGHT_PROFILE_FILE: report } : {}) };
  const cpuBefore = childrenCpu();
  const started = performance.now();
  console.error(`\n> ${command}`);
  const result = spawnSync('sh', ['-c', command], { cwd: root, env, stdio: 'inherit' });
  return {
    name: command.replace(/^npm run /, '').replace(/^node scripts\//, ''),
    command,
    cpu: childrenCpu() - cpuBefore,
    wall: (performance.now() - started) / 1000,
    ok: result.status === 0,
  };
}

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map((cell) => String(cell)))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  return cells
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  '),
    )
    .join('\n');
}

interface JsonSuite {
  file: string;
  suites?: JsonSuite[];
  specs?: { tests: { results: { duration: number }[] }[] }[];
}

/** Seconds of test time and test count per spec file, from Playwright's JSON report. */
function specTimes(): Map<string, { seconds: number; tests: number }> {
  const times = new Map<string, { seconds: number; tests: number }>();
  const { suites } = JSON.parse(readFileSync(report, 'utf8')) as { suites: JsonSuite[] };
  const visit = (suite: JsonSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const entry = times.get(file) ?? { seconds: 0, tests: 0 };
        entry.tests += 1;
        entry.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        times.set(file, entry);
      }
    }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of suites) visit(suite, suite.file);
  return times;
}

const commands = process.argv.includes('--e2e-only') ? ['npm run test:e2e'] : steps();
const results = commands.map(run);

const total = (key: 'cpu' | 'wall') => results.reduce((sum, step) => sum + step[key], 0);
console.log('\nnpm test, step by step (run one after another; CPU = user + system seconds)\n');
console.log(
  table(
    ['step', 'CPU s', 'wall s', ''],
    [
      ...[...results]
        .sort((a, b) => b.cpu - a.cpu)
        .map((step) => [step.name, step.cpu.toFixed(1), step.wall.toFixed(1), step.ok ? '' : 'FAILED']),
      ['total', total('cpu').toFixed(1), total('wall').toFixed(1), ''],
    ],
  ),
);

if (existsSync(report) && commands.includes('npm run test:e2e')) {
  const times = [...specTimes()].sort((a, b) => b[1].seconds - a[1].seconds);
  const sum = times.reduce((all, [, entry]) => all + entry.seconds, 0);
  console.log('\nbrowser tests per spec file (sum of test durations, retries included)\n');
  console.log(
    table(
      ['spec', 'tests', 'test s', 'share'],
      [
        ...times.map(([file, entry]) => [
          file,
          entry.tests,
          entry.seconds.toFixed(1),
          `${((entry.seconds / sum) * 100).toFixed(0)} %`,
        ]),
        ['total', times.reduce((all, [, entry]) => all + entry.tests, 0), sum.toFixed(1), ''],
      ],
    ),
  );
}
process.exitCode = results.every((step) => step.ok) ? 0 : 1;
