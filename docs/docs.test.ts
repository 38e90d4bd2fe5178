import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * The README and the guides in docs/ name files, headings and commands; a reader who follows one must
 * find it. Every relative link resolves to a file (and its #anchor to a heading of that file), every
 * repository path written in backticks exists, and every `npm run X` names a script of package.json.
 */

const root = resolve(import.meta.dirname, '..');

/** The folders whose paths a document may name in backticks, checked against the repository. */
const pathRoots = ['src', 'scripts', 'tools', 'e2e', 'deploy', 'public', 'docs', 'photo-renderer'];

/** npm runs a script without `run` only for these; every other `npm <word>` is npm's own command. */
const scriptShortcuts = new Set(['start', 'test', 'stop', 'restart']);

/** A document's lines outside fenced code blocks (fences hold shell sessions and the file tree). */
function prose(markdown: string): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line;
    })
    .join('\n');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a document's headings, numbered as GitHub numbers repeated ones. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, text] of prose(markdown).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = slug(text ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** A backticked path up to its first placeholder segment (`<id>`, `*`, `{a,b}`, `…`). */
function concretePart(path: string): string {
  const segments = path.split('/');
  const end = segments.findIndex((segment) => /[<*{…]/.test(segment));
  return (end === -1 ? segments : segments.slice(0, end)).join('/');
}

/**
 * What is wrong in one document (`file`, relative to the repository root `base`): each problem as
 * one line naming the file and what it names.
 */
function problemsIn(file: string, markdown: string, base: string, scripts: Set<string>): string[] {
  const problems: string[] = [];
  const text = prose(markdown);
  const withoutCode = text.replace(/`[^`\n]*`/g, '');

  for (const [, target = ''] of withoutCode.matchAll(/\]\(([^)\s]+)(?: +"[^"]*")?\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
    const [path = '', anchor] = target.split('#');
    const linked = path === '' ? file : normalize(join(dirname(file), path));
    const outside = relative(base, resolve(base, linked)).startsWith('..');
    if (path !== '' && (outside || !existsSync(resolve(base, linked)))) {
      problems.push(`${file}: the link ${target} leads to no file`);
      continue;
    }
    if (anchor !== undefined && linked.endsWith('.md')) {
      const headings = anchors(linked === file ? markdown : readFileSync(resolve(base, linked), 'utf8'));
      if (!headings.has(anchor)) problems.push(`${file}: the link ${target} names no heading of ${linked}`);
    }
  }

  for (const [, code = ''] of text.matchAll(/`([^`\n]+)`/g)) {
    const pattern = new RegExp(`(?:^|[\\s(=])((?:${pathRoots.join('|')})/[^\\s\`'"),;]*)`, 'g');
    for (const [, named = ''] of code.matchAll(pattern)) {
      const path = concretePart(named.replace(/[.:]+$/, ''));
      if (!existsSync(resolve(base, path))) problems.push(`${file}: the path ${named} does not exist`);
    }
  }

  for (const [, name = ''] of markdown.matchAll(/\bnpm run ([\w:-]+)/g)) {
    if (!scripts.has(name)) problems.push(`${file}: npm run ${name} is no script of package.json`);
  }
  for (const [, name = ''] of markdown.matchAll(/\bnpm ([a-z]+)\b/g)) {
    if (scriptShortcuts.has(name) && !scripts.has(name))
      problems.push(`${file}: npm ${name} is no script of package.json`);
  }
  return problems;
}

const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const packageScripts = new Set(
  Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts),
);

describe('the README and docs/', () => {
  it.each(documents)('%s names only links, paths and commands that exist', (file) => {
    expect(problemsIn(file, readFileSync(join(root, file), 'utf8'), root, packageScripts)).toEqual([]);
  });

  it('cover the guides the README links to', () => {
    expect(documents).toEqual(
      expect.arrayContaining([
        'docs/owner.md',
        'docs/deploy.md',
        'docs/architecture.md',
        'docs/testing.md',
        'docs/performance.md',
      ]),
    );
  });
});

describe('the check itself', () => {
  const scripts = new Set(['build', 'test']);
  const check = (markdown: string) => problemsIn('docs/guide.md', markdown, root, scripts);

  it('finds a link to a missing file, or to a heading the file lacks', () => {
    expect(check('See [the guide](missing.md) and [deploy](deploy.md#no-such-heading).')).toEqual([
      'docs/guide.md: the link missing.md leads to no file',
      'docs/guide.md: the link deploy.md#no-such-heading names no heading of docs/deploy.md',
    ]);
    expect(check('[Home](../README.md#two-commands), [up](#setup)\n\n## Setup')).toEqual([]);
  });

  it('finds a backticked repository path that does not exist, placeholders aside', () => {
    expect(
      check('Edit `src/data/business.ts`, not `src/data/nope.ts` or `node scripts/gone.ts dist`.'),
    ).toEqual([
      'docs/guide.md: the path src/data/nope.ts does not exist',
      'docs/guide.md: the path scripts/gone.ts does not exist',
    ]);
    expect(check('Copy `src/content/services/<id>.yaml` or `src/content/faqs/*.yaml`.')).toEqual([]);
    expect(check('Copy `src/nowhere/<id>.yaml`.')).toEqual([
      'docs/guide.md: the path src/nowhere/<id>.yaml does not exist',
    ]);
  });

  it('finds an npm script that package.json lacks', () => {
    expect(check('Run `npm run build`, `npm test`, `npm ci`, then `npm run deploy` and npm start.')).toEqual([
      'docs/guide.md: npm run deploy is no script of package.json',
      'docs/guide.md: npm start is no script of package.json',
    ]);
  });

  it('numbers repeated headings as GitHub does', () => {
    expect([
      ...anchors(
        '# Guide\n## Editing in the browser: `/admin`\n## Setup\n## Setup\n```\n# not a heading\n```',
      ),
    ]).toEqual(['guide', 'editing-in-the-browser-admin', 'setup', 'setup-1']);
  });
});

/** The text of a repository file. */
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

describe('the claims a test can hold', () => {
  it('every setting the README names is read by the settings reader or the editor config', () => {
    const named = new Set(
      [...read('README.md').matchAll(/`((?:PUBLIC|CMS)_[A-Z_]*[A-Z]|SITE_URL)`/g)].map((m) => m[1]!),
    );
    expect(named.size).toBeGreaterThan(5);
    const readers = read('src/data/business.ts') + read('src/lib/cms/config.ts');
    const read_ = [...readers.matchAll(/\b((?:PUBLIC|CMS)_[A-Z_]*[A-Z]|SITE_URL)\b/g)].map((m) => m[1]);
    expect([...named].filter((name) => !read_.includes(name))).toEqual([]);
  });

  it('the build steps architecture.md names are the integration’s, in its order', async () => {
    const { buildSteps } = await import('#scripts/build/integration.ts');
    const section =
      read('docs/architecture.md')
        .split(/^## The build$/m)[1]
        ?.split(/^## /m)[0] ?? '';
    const named = [...section.matchAll(/^\| `([a-z-]+)` +\| `(astro:build:\w+)` +\|/gm)].map(
      (m) => `${m[2]} ${m[1]}`,
    );
    expect(named).toEqual(buildSteps.map((step) => `${step.hook} ${step.name}`));
  });

  it('the Node version the README and testing guide give is package.json’s engines; .nvmrc meets it', () => {
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    const minimum = /^>=(\d+)\.(\d+)\.0$/.exec(engines);
    expect(minimum).not.toBeNull();
    const [major, minor] = [Number(minimum![1]), Number(minimum![2])];
    expect(read('README.md')).toContain(`Node ${major}.${minor} or later`);
    expect(read('docs/testing.md')).toContain(`Node ${major}.${minor}+`);
    expect(read('README.md')).not.toMatch(/Node (1\d|20|21)\b/);
    expect(Number(read('.nvmrc').trim().replace(/^v/, '').split('.')[0])).toBeGreaterThanOrEqual(major);
  });
});
