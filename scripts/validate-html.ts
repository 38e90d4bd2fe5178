/**
 * HTML validity of every built page, once over dist/ (not per browser test):
 *   - html-validate (its standard preset),
 *   - the Nu HTML Checker (npm vnu-jar, run on the machine's Java).
 *
 *   node scripts/validate-html.ts [distDir]
 *
 * The Nu checker's CSS messages are filtered out: its CSS parser predates what Tailwind 4 emits
 * (@property, @layer, color-mix(), margin-trim) and reports those valid rules as errors. Every
 * HTML message counts.
 */
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

import { HtmlValidate } from 'html-validate';

const run = promisify(execFile);
const distDir = resolve(process.argv[2] ?? 'dist');
const require = createRequire(import.meta.url);

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Runs a command; returns its output and whether it exited 0. */
async function outputOf(command: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(command, args, { maxBuffer: 64 * 1024 * 1024 });
    return { ok: true, output: `${stdout}${stderr}`.trim() };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? failed.message}`.trim() };
  }
}

/**
 * html-validate over every page with its "standard" preset: the recommended rules minus the purely
 * stylistic ones (void-style, attr-case, valid-id, tel-non-breaking...), which React's output
 * (<img/>, srcSet, useId ids) trips without making a page any less valid HTML.
 */
async function validateWithHtmlValidate(pages: string[]): Promise<{ ok: boolean; output: string }> {
  const validator = new HtmlValidate({ root: true, extends: ['html-validate:standard'] });
  const report = await validator.validateMultipleFiles(pages);
  const lines = report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${result.filePath}:${message.line}:${message.column}: ${message.message} (${message.ruleId})`,
    ),
  );
  return { ok: report.valid, output: lines.join('\n') };
}

const files = await htmlFiles(distDir);
const started = Date.now();
const vnuJar = join(dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
const [htmlValidate, nu] = await Promise.all([
  validateWithHtmlValidate(files),
  outputOf('java', [
    '-jar',
    vnuJar,
    '--errors-only',
    '--skip-non-html',
    '--format',
    'gnu',
    '--filterpattern',
    '(?s)CSS: .*',
    distDir,
  ]),
]);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const shorten = (text: string): string =>
  text.replaceAll(`file:${distDir}/`, '').replaceAll(`${distDir}/`, '');
const nuErrors = nu.output.split('\n').filter((line) => line.includes('error'));

if (!htmlValidate.ok) console.error(`html-validate:\n${shorten(htmlValidate.output)}`);
if (!nu.ok || nuErrors.length > 0) console.error(`Nu HTML Checker:\n${shorten(nu.output)}`);
const ok = htmlValidate.ok && nu.ok && nuErrors.length === 0;
console.log(
  `validate-html: ${files.length} page(s) in ${relative(process.cwd(), distDir) || '.'}: ` +
    `html-validate ${htmlValidate.ok ? 'clean' : 'FAILED'}, Nu HTML Checker ${nu.ok && nuErrors.length === 0 ? 'clean' : 'FAILED'} (${seconds} s)`,
);
process.exitCode = ok ? 0 : 1;
