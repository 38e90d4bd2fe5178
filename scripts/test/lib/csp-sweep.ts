/**
 * Which pages e2e/configured-csp.spec.ts visits in the configured build: those whose markup the settings
 * change (they differ from the same page of the default build once the two site-wide changes are set
 * aside: the policy <meta> and the analytics endpoint on <body>), then one page for each shape of policy
 * (its sources, hashes aside) and one for each kind of island (component and client directive) that no
 * page picked so far carries. Every other page is a default-build page under a policy the sweep loads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse, serialize } from 'parse5';

import { treeElements } from '#scripts/build/lib/checks/page.ts';

export interface SweepPage {
  path: string;
  /** Why the page is in the sweep: "differs" or the island kind it stands for. */
  reason: string;
}

/** The built file of a site path: `/` is index.html, `/about` about.html (or about/index.html). */
export function builtFile(dir: string, path: string): string | undefined {
  const bare = path.replace(/^\/+|\/+$/g, '');
  const candidates = bare === '' ? ['index.html'] : [`${bare}.html`, join(bare, 'index.html')];
  return candidates.map((file) => join(dir, file)).find((file) => existsSync(file));
}

/**
 * A page without what the settings change on every page, and its policy's shape: the <meta> policy with
 * each `'sha256-…'` source (the page's own inline styles and scripts) written as `'sha256'`.
 */
function sitewideAside(html: string): { markup: string; policy: string } {
  const document = parse(html);
  let policy = '';
  for (const element of treeElements(document)) {
    const attr = (name: string) => element.attrs.find((entry) => entry.name === name)?.value;
    if (element.tagName === 'meta' && attr('http-equiv')?.toLowerCase() === 'content-security-policy') {
      policy = (attr('content') ?? '').replace(/'sha256-[^']*'/g, "'sha256'");
      element.attrs = [];
    }
    if (element.tagName === 'body')
      element.attrs = element.attrs.filter((entry) => entry.name !== 'data-analytics-endpoint');
  }
  return { markup: serialize(document), policy };
}

/** The kinds of island a page hydrates, as "Component (client:directive)", in page order. */
export function islandKinds(html: string): string[] {
  const kinds = new Set<string>();
  for (const element of treeElements(parse(html))) {
    if (element.tagName !== 'astro-island') continue;
    const value = (name: string) => element.attrs.find((attr) => attr.name === name)?.value;
    const component = value('component-export') ?? value('component-url') ?? '?';
    kinds.add(`${component} (client:${value('client') ?? '?'})`);
  }
  return [...kinds];
}

/** The sweep's pages, in the order of `paths`: the changed pages first, then one per island kind left. */
export function cspSweepPages(
  defaultDir: string,
  configuredDir: string,
  paths: readonly string[],
): SweepPage[] {
  const picked: SweepPage[] = [];
  const read = (dir: string, path: string): string | undefined => {
    const file = builtFile(dir, path);
    return file ? readFileSync(file, 'utf8') : undefined;
  };
  const configured = new Map(paths.map((path) => [path, read(configuredDir, path)]));
  const policies = new Map<string, string>();
  for (const path of paths) {
    const html = configured.get(path);
    if (html === undefined) throw new Error(`${path} is not in ${configuredDir}`);
    const mine = sitewideAside(html);
    if (!policies.has(mine.policy)) policies.set(mine.policy, path);
    if (mine.markup !== sitewideAside(read(defaultDir, path) ?? '').markup)
      picked.push({ path, reason: 'differs' });
  }
  for (const [policy, path] of policies)
    if (!picked.some((page) => sitewideAside(configured.get(page.path)!).policy === policy))
      picked.push({ path, reason: `policy ${policy.slice(0, 60)}…` });
  const covered = new Set(picked.flatMap((page) => islandKinds(configured.get(page.path)!)));
  for (const path of paths) {
    const fresh = islandKinds(configured.get(path)!).filter((kind) => !covered.has(kind));
    if (fresh.length === 0) continue;
    for (const kind of fresh) covered.add(kind);
    if (!picked.some((page) => page.path === path)) picked.push({ path, reason: fresh.join(', ') });
  }
  return picked;
}
