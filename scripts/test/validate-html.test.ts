import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { foldersFrom } from './validate-html.ts';

describe('the folders validate-html checks', () => {
  it('checks dist/ when given no folder', () => {
    expect(foldersFrom([])).toEqual({ distDir: resolve('dist') });
  });

  it('checks the folder it is given, as the only argument too (the owner-edits copy passes its own)', () => {
    expect(foldersFrom(['/tmp/copy/dist'])).toEqual({ distDir: '/tmp/copy/dist' });
  });

  it('compares with the build named after --differing-from, before or after the folder', () => {
    const expected = { distDir: resolve('dist-configured'), baseDir: resolve('dist') };
    expect(foldersFrom(['dist-configured', '--differing-from', 'dist'])).toEqual(expected);
    expect(foldersFrom(['--differing-from', 'dist', 'dist-configured'])).toEqual(expected);
  });
});
