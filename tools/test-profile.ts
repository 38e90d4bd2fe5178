/**
 * Where the minutes of `npm test` go: runs its steps and prints a table per script and per browser spec,
 * by CPU seconds (from /proc: the figure to compare on a shared machine). Linux only.
 * `npm run test:profile [-- --e2e-only]` (the browser tests only, after a build).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const report = resolve(root, 'test-results/profile.json');
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on every Linux port in use). */
const ticks = 100;

interface Step {
  name: string;
  /** Its step of `npm test` (scripts run side by side share one). */
  step: number;
  cpu: number;
  wall: number;
  ok: boolean;
}

/** `npm test`'s steps, each the scripts it runs side by side (scripts/test/parallel.ts) or one command. */
function steps(): string[][] {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return (pkg.scripts['test'] ?? '').split(' && ').map((command) => {
    const parallel = /^node scripts\/parallel\.ts (.+)$/.exec(command.trim());
    return parallel ? (parallel[1] ?? '').split(' ').map((name) => `npm run ${name}`) : [command.trim()];
  });
}

/** Runs one command through sh, whose own /proc stat line (cutime, cstime) on fd 3 is its tree's CPU time. */
function run(command: string, step: number): Promise<Step> {
  const e2e = command === 'npm run test:e2e';
  const env = { ...process.env, ...(e2e ? { PLAYWRIGHT_PROFILE_FILE: report } : {}) };
  const started = performance.now();
  console.error(`\n> ${command}`);
  const wrapped = `${command}\nstatus=$?\ncat /proc/$$/stat >&3\nexit $status`;
  const child = spawn('sh', ['-c', wrapped], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'pipe'],
  });
  let stat = '';
  child.stdio[3]?.on('data', (chunk: Buffer) => (stat += chunk.toString()));
  return new Promise((done) =>
    child.on('close', (code) => {
      // The fields after the command name (which may hold spaces) start at field 3; cutime and
      // cstime are fields 16 and 17.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      done({
        name: command.replace(/^npm run /, '').replace(/^node scripts\//, ''),
        step,
        cpu: (Number(fields[13]) + Number(fields[14])) / ticks,
        wall: (performance.now() - started) / 1000,
        ok: code === 0,
      });
    }),
  );
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

const groups = process.argv.includes('--e2e-only') ? [['npm run test:e2e']] : steps();
const results: Step[] = [];
let wall = 0;
for (const [index, group] of groups.entries()) {
  const started = performance.now();
  results.push(...(await Promise.all(group.map((command) => run(command, index + 1)))));
  wall += (performance.now() - started) / 1000;
}

const cpu = results.reduce((sum, step) => sum + step.cpu, 0);
console.log(
  '\nnpm test per script (step: its place in `npm test`; the scripts of a step run side by side)\n',
);
console.log(
  table(
    ['script', 'step', 'CPU s', 'wall s', ''],
    [
      ...[...results]
        .sort((a, b) => b.cpu - a.cpu)
        .map((step) => [
          step.name,
          step.step,
          step.cpu.toFixed(1),
          step.wall.toFixed(1),
          step.ok ? '' : 'FAILED',
        ]),
      ['total', '', cpu.toFixed(1), wall.toFixed(1), ''],
    ],
  ),
);

if (existsSync(report) && groups.flat().includes('npm run test:e2e')) {
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
