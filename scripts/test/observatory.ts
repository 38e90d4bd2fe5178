/**
 * Mozilla's HTTP Observatory against the local nginx (`observatory.ts <host> <httpPort> <httpsPort>`): its
 * CLI always scans 80/443, and its postinstall cannot fetch the HSTS preload list offline (empty here).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

interface TestResult {
  pass: boolean | null;
  result: string;
  scoreModifier?: number;
  constructor: { name: string };
}

const root = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
const preload = join(root, 'conf', 'hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}');

const load = async <T>(path: string): Promise<T> => (await import(join(root, path))) as T;
const { retrieve } = await load<{
  retrieve: (host: string, options: { httpPort: number; httpsPort: number }) => Promise<unknown>;
}>('src/retriever/retriever.js');
const { ALL_TESTS } = await load<{ ALL_TESTS: ((r: unknown) => TestResult)[] }>('src/constants.js');
const { getGradeForScore, getScoreModifier } = await load<{
  getGradeForScore: (score: number) => { grade: string; score: number };
  getScoreModifier: (result: string) => number;
}>('src/grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load<{ MINIMUM_SCORE_FOR_EXTRA_CREDIT: number }>(
  'src/grader/charts.js',
);

const [host = '127.0.0.1', httpPort = '80', httpsPort = '443'] = process.argv.slice(2);
const retrieved = await retrieve(host, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
const results = ALL_TESTS.map((test) => test(retrieved));

// The grade curve of the package's scan(): bonuses count only once the score is an A without them.
let withBonus = 100;
let uncurved = 100;
for (const result of results) {
  const modifier = getScoreModifier(result.result);
  withBonus += modifier;
  if (modifier < 0) uncurved += modifier;
}
const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : uncurved);
const tests = Object.fromEntries(
  results.map((result) => [
    result.constructor.name,
    { pass: result.pass, result: result.result, scoreModifier: getScoreModifier(result.result) },
  ]),
);
console.log(JSON.stringify({ grade: final.grade, score: final.score, tests }, null, 2));
