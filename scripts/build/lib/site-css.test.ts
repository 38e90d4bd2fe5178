/**
 * The site stylesheet depends on src/ only: Tailwind scans the folder its import names
 * (src/styles/global.css, `source(...)`), so a stray build folder or a scratch file beside src/ cannot put
 * a class into the site CSS. Compiled here as @tailwindcss/vite compiles it, on a copy of src/styles in a
 * scratch project.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { afterAll, describe, expect, it } from 'vitest';

const checkout = join(import.meta.dirname, '../../..');
const styles = join(checkout, 'src/styles');

/** The CSS @tailwindcss/vite builds from `<project>/src/styles/global.css`, with the project as its root. */
async function siteCss(project: string): Promise<string> {
  const base = join(project, 'src/styles');
  const compiler = await compile(readFileSync(join(base, 'global.css'), 'utf8'), {
    base,
    onDependency: () => {},
  });
  const root =
    compiler.root === 'none'
      ? []
      : compiler.root === null
        ? [{ base: project, pattern: '**/*', negated: false }]
        : [{ ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources: [...root, ...compiler.sources] });
  return compiler.build(scanner.scan());
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

describe('the site stylesheet', () => {
  const project = mkdtempSync(join(tmpdir(), 'site-css-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  cpSync(styles, join(project, 'src/styles'), { recursive: true });
  symlinkSync(join(checkout, 'node_modules'), join(project, 'node_modules'));
  write(join(project, '.gitignore'), 'node_modules/\n');
  write(join(project, 'src/components/card.tsx'), '<div className="flex p-4 text-ink" />');

  it('is byte-identical with an untracked out/ and a stray copy of dist/ beside src/', async () => {
    const clean = await siteCss(project);
    expect(clean).toContain('.flex');
    write(join(project, 'out/page.html'), '<div class="skew-y-12 grid-cols-7 rotate-45">');
    write(join(project, 'dist-old/index.html'), '<div class="backdrop-blur-xl columns-3">');
    write(join(project, 'dist-old/_astro/app.js'), 'el.className="underline-offset-8 -translate-x-7"');
    const stray = await siteCss(project);
    rmSync(join(project, 'out'), { recursive: true });
    rmSync(join(project, 'dist-old'), { recursive: true });
    expect(stray).not.toContain('skew-y-12');
    expect(stray).not.toContain('backdrop-blur-xl');
    expect(stray === clean).toBe(true);
  });
});
