/**
 * The owner's edits, tried for real in one copy and one build: the rename, a new city and service,
 * and a different owner's profile (every business fact, every price, no case studies, no samples:
 * lib/owner-profile.ts). The build posts the quote form to Netlify Forms, the one setting no other
 * build of `npm test` makes. After the profile's edits only the unit tests that read the owner's
 * data run (lib/owner-profile.ts `ownerDataTests`); the rename alone runs them all.
 * Usage: check-owner-edits.ts [rename|new-page|owner]
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

import { applyOwnerProfile, ownerDataTests, ownerProblems, type OwnerEdits } from './lib/owner-profile.ts';
import { copyProject } from './lib/project-copy.ts';
import {
  addPages,
  dropPhotos,
  missingPhotoProblems,
  newPageProblems,
  type AddedPages,
} from './lib/new-page.ts';
import { missingNetlifyForms } from '#scripts/build/lib/checks/netlify-forms.ts';
import { renameBusiness, renamed, renamedEnv, renameProblems } from './lib/rename.ts';

const checks = ['rename', 'new-page', 'owner'] as const;
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(checks as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`check-owner-edits: no check named ${unknown.join(', ')}; choose from ${checks.join(', ')}`);
  process.exit(2);
}
const rename = chosen.length === 0 || chosen.includes('rename');
const newPage = chosen.length === 0 || chosen.includes('new-page');
const owner = chosen.length === 0 || chosen.includes('owner');
const label = `check-owner-edits (${[rename && 'rename', newPage && 'new pages', owner && 'owner profile'].filter(Boolean).join(' + ')})`;

const work = copyProject('owner-edits-check');

const netlifyEnv = { PUBLIC_QUOTE_FORM_ACTION: 'netlify' };
const formPages = ['contact.html', 'index.html', 'es/contact.html', 'es.html'];

const timings: string[] = [];
/** Runs a tool of the copied project with this Node, timed; a failure ends the check with its output. */
function run(step: string, args: string[], env: NodeJS.ProcessEnv, what: string): void {
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: work, env, encoding: 'utf8' });
  timings.push(`${step} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) {
    const output = `${result.stdout}${result.stderr}`.split('\n');
    // Every failing test's name first (vitest prints them far above the last lines), then the end.
    const failing = [...new Set(output.filter((line) => /(^|\s|m)FAIL\s/.test(line)))];
    console.error([...failing, ...output.slice(-60)].join('\n'));
    throw new Error(`${label}: ${what} failed after the owner's edits (output above)`);
  }
}

try {
  const env = { ...process.env, ...(rename ? renamedEnv : {}) };

  const vitest = join(work, 'node_modules/vitest/vitest.mjs');
  if (rename) renameBusiness(work);
  let edits: OwnerEdits | undefined;
  let ownerTests: string[] = [];
  if (owner) {
    edits = await applyOwnerProfile(work);
    for (const line of edits.skipped) console.log(`${label}: not changed in this tree yet: ${line}`);
    ownerTests = ownerDataTests(work);
    run(
      'unit tests',
      [vitest, 'run', ...ownerTests],
      env,
      `the ${ownerTests.length} unit test files that read the owner's data`,
    );
  } else if (rename) {
    run('unit tests', [vitest, 'run'], env, 'the unit tests');
  }
  const added: AddedPages = newPage ? addPages(work) : [];
  // Before the new photo is dropped in, the build's first step must stop on it, naming it.
  const refused = newPage ? missingPhotoProblems(work) : [];
  if (newPage) dropPhotos(work, added);

  run('build', [join(work, 'scripts/build/build.ts')], { ...env, ...netlifyEnv }, 'npm run build');

  const problems = [
    ...(rename ? renameProblems(work) : []),
    ...refused,
    ...(newPage ? newPageProblems(work, added) : []),
    ...(edits ? ownerProblems(work, edits) : []),
    ...missingNetlifyForms(join(work, 'dist'), formPages),
  ];
  if (rename) {
    run(
      'validate-html',
      [join(work, 'scripts/test/validate-html.ts'), join(work, 'dist')],
      env,
      'the HTML validators (every page of the edited build)',
    );
  }

  if (problems.length > 0) {
    console.error(`${label}: ${problems.length} problem(s) after the owner's edits:`);
    for (const line of problems.slice(0, 50)) console.error(`  ${line}`);
    process.exitCode = 1;
  } else {
    if (owner)
      console.log(
        `check-owner-profile: OK: a different owner's facts, prices and collections built; no old fact on any page (every page's prices included; install days and the rush percent on /pricing) ` +
          `in either language, no page, link or sitemap entry for an emptied collection; ${ownerTests.length} unit test files that read the data pass`,
      );
    if (rename)
      console.log(
        `check-rename: OK: renamed to "${renamed.name}": no trace of the old name, phones, email or host in dist/, ` +
          `check-dist and the HTML validators pass, unit tests pass; Netlify's form contract holds on ${formPages.join(', ')}`,
      );
    if (newPage)
      console.log(
        `check-new-page: OK: ${added.map(({ page }) => `/${page.kind}/${page.id}`).join(' and ')} (and their /es twins) ` +
          `built from content files and a new photo alone: in the sitemap, linked from their hubs, named in their structured data; ` +
          `without the photo's file the build stopped with one line per page naming it`,
      );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  console.log(`${label}: ${timings.join(', ')}`);
  rmSync(work, { recursive: true, force: true });
}
