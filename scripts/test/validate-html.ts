/**
 * HTML validity of every built page: html-validate and the Nu checker. `[distDir] [--differing-from dist]`
 * checks only pages that differ from the other build. Ignored: Nu's CSS messages (it rejects valid Tailwind
 * 4 output) and `netlify-honeypot` on a <form>, which Netlify documents.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

import { HtmlValidate } from 'html-validate';

const run = promisify(execFile);

/**
 * The folder to check and, after `--differing-from`, the build to compare it with: the folder is the
 * argument that is neither a flag nor that flag's value, wherever it stands.
 */
export function foldersFrom(args: readonly string[]): { distDir: string; baseDir?: string } {
  const baseFlag = args.indexOf('--differing-from');
  const folder = args.find(
    (arg, index) => !arg.startsWith('--') && (baseFlag === -1 || index !== baseFlag + 1),
  );
  return {
    distDir: resolve(folder ?? 'dist'),
    ...(baseFlag === -1 ? {} : { baseDir: resolve(args[baseFlag + 1] ?? 'dist') }),
  };
}

const require = createRequire(import.meta.url);

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A page's markup without scripts, <body> attributes and the CSP <meta> (its value names the
 * settings' origins), which a setting changes on every page alike.
 */
function markupOf(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<body\b[^>]*>/i, '<body>')
    .replace(/<meta http-equiv="content-security-policy"[^>]*>/i, '');
}

async function differingPages(pages: string[], dir: string, base: string): Promise<string[]> {
  const differs = await Promise.all(
    pages.map(async (page) => {
      const twin = join(base, relative(dir, page));
      if (!existsSync(twin)) return true;
      return markupOf(await readFile(page, 'utf8')) !== markupOf(await readFile(twin, 'utf8'));
    }),
  );
  return pages.filter((_, index) => differs[index]);
}

async function outputOf(command: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(command, args, { maxBuffer: 64 * 1024 * 1024 });
    return { ok: true, output: `${stdout}${stderr}`.trim() };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? failed.message}`.trim() };
  }
}

/** html-validate's "standard" preset: stylistic rules that React's output trips (<img/>, useId ids) are off. */
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

if (import.meta.main) {
  const { distDir, baseDir } = foldersFrom(process.argv.slice(2));
  for (const dir of [distDir, baseDir]) {
    if (dir && !existsSync(dir)) {
      console.error(
        `validate-html: no build in ${relative(process.cwd(), dir)} (npm run build makes dist/; the browser tests make dist-configured/)`,
      );
      process.exit(1);
    }
  }
  const allFiles = await htmlFiles(distDir);
  const files = baseDir ? await differingPages(allFiles, distDir, baseDir) : allFiles;
  if (files.length === 0) {
    console.log(
      `validate-html: no page of ${relative(process.cwd(), distDir)} differs from ${relative(process.cwd(), baseDir ?? '')}`,
    );
    process.exit(0);
  }
  const started = Date.now();
  const vnuJar = join(dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
  const [htmlValidate, nu] = await Promise.all([
    validateWithHtmlValidate(files),
    outputOf('java', [
      // The client compiler only: a check of a hundred pages ends before the optimizing compiler pays
      // for itself (5.5 s of CPU for dist/ against 13.6 s); its deeper frames need the larger stack.
      '-XX:TieredStopAtLevel=1',
      '-Xss4m',
      '-jar',
      vnuJar,
      '--errors-only',
      // Language detection only warns (lang="es" on English text, say), and warnings are not reported.
      '--no-langdetect',
      '--skip-non-html',
      '--format',
      'gnu',
      '--filterpattern',
      '(?s)(CSS: |Attribute “netlify-honeypot” not allowed on element “form”).*',
      ...(baseDir ? files : [distDir]),
    ]),
  ]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const shorten = (text: string): string =>
    text.replaceAll(`file:${distDir}/`, '').replaceAll(`${distDir}/`, '');
  const nuErrors = nu.output.split('\n').filter((line) => line.includes('error'));

  if (!htmlValidate.ok) console.error(`html-validate:\n${shorten(htmlValidate.output)}`);
  if (!nu.ok || nuErrors.length > 0) console.error(`Nu HTML Checker:\n${shorten(nu.output)}`);
  const ok = htmlValidate.ok && nu.ok && nuErrors.length === 0;
  const scope = baseDir
    ? `${files.length} of ${allFiles.length} page(s) in ${relative(process.cwd(), distDir)} (those that differ from ${relative(process.cwd(), baseDir)}: ${files.map((file) => relative(distDir, file)).join(', ')})`
    : `${files.length} page(s) in ${relative(process.cwd(), distDir) || '.'}`;
  console.log(
    `validate-html: ${scope}: ` +
      `html-validate ${htmlValidate.ok ? 'clean' : 'FAILED'}, Nu HTML Checker ${nu.ok && nuErrors.length === 0 ? 'clean' : 'FAILED'} (${seconds} s)`,
  );
  process.exitCode = ok ? 0 : 1;
}
