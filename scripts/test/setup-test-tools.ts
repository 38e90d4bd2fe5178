/**
 * The first step of `npm test`: installs the tools npm does not (Chromium, nginx with brotli, Java, openssl,
 * hunspell-es) with apt-get on Debian or Ubuntu, or stops naming each missing tool and its install command.
 * A missing brotli module alone does not stop the tests: only the test that needs it fails.
 */
import { spawnSync } from 'node:child_process';

import { debianShell, findChromium } from './lib/chromium.ts';
import {
  aptPackages,
  spanishDictionaries,
  installHint,
  onPath,
  optionalTools,
  realHost,
  systemOf,
  toolNames,
  type Host,
  type System,
  type Tool,
} from './lib/host.ts';
import { brotliProblem, findNginx, missingBrotli, nginxLayout } from './nginx.ts';

export interface Survey {
  /** What is missing; the optional tools (brotli, the headless shell) alone do not stop the tests. */
  missing: Tool[];
  found: string[];
  /** Set when CHROMIUM_PATH names a file that is not there. */
  badChromiumPath?: string;
}

export function survey(host: Host, playwright?: () => string): Survey {
  const missing: Tool[] = [];
  const found: string[] = [];
  const chromium = findChromium(host, playwright);
  let badChromiumPath: string | undefined;
  if (chromium && host.isFile(chromium.path)) {
    found.push(`Chromium ${chromium.path} (${chromium.source})`);
    // Debian's full browser without its headless shell: the tests run, slower.
    if (chromium.source === 'debian' && chromium.path !== debianShell && systemOf(host) === 'debian')
      missing.push('shell');
  } else {
    missing.push('chromium');
    if (chromium) badChromiumPath = chromium.path;
  }
  const nginx = findNginx(host);
  if (nginx) {
    const brotli = !missingBrotli(nginxLayout(nginx, host), systemOf(host));
    found.push(`nginx ${nginx}${brotli ? ' with brotli' : ''}`);
    if (!brotli) missing.push('brotli');
  } else {
    missing.push('nginx', 'brotli');
  }
  const java = onPath('java', host);
  // macOS has a /usr/bin/java that only says no Java is installed: ask it.
  if (java && (host.platform !== 'darwin' || host.run(java, ['-version']).status === 0))
    found.push(`java ${java}`);
  else missing.push('java');
  const openssl = onPath('openssl', host);
  if (openssl) found.push(`openssl ${openssl}`);
  else missing.push('openssl');
  const hunspell = onPath('hunspell', host);
  if (hunspell && spanishDictionaries(host).some((path) => host.isFile(path)))
    found.push(`hunspell ${hunspell} with es_ES`);
  else missing.push('hunspell');
  return { missing, found, ...(badChromiumPath ? { badChromiumPath } : {}) };
}

export interface Step {
  command: string[];
  /** A failure is reported but does not stop the setup. */
  optional?: boolean;
}

export type Plan =
  { kind: 'ready'; notes: string[] } | { kind: 'install'; steps: Step[] } | { kind: 'stop'; message: string };

/** Why this machine cannot install by itself, or undefined when it can (apt-get as root or sudo). */
function cannotInstall(host: Host, system: System): string | undefined {
  if (system === 'windows') return 'this is Windows';
  if (system === 'macos') return 'this is macOS: install with Homebrew';
  if (system === 'other') return 'this system is not Debian or Ubuntu';
  if (!onPath('apt-get', host) && !host.isFile('/usr/bin/apt-get')) return 'apt-get is not here';
  if (host.uid === 0) return undefined;
  if (onPath('sudo', host) && host.run('sudo', ['-n', 'true']).status === 0) return undefined;
  return 'this user is not root and has no passwordless sudo';
}

function installSteps(host: Host, system: 'debian' | 'ubuntu', missing: Tool[]): Step[] {
  // sudo resets the environment, so the non-interactive frontend goes through `env`.
  const apt = [...(host.uid === 0 ? [] : ['sudo', '-n']), 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
  const viaApt = (tool: Tool): boolean => !(system === 'ubuntu' && tool === 'chromium');
  // Older Ubuntu releases have no brotli module package: that must not stop the rest.
  const optional = (tool: Tool): boolean => (system === 'ubuntu' && tool === 'brotli') || tool === 'shell';
  const required = missing.filter((tool) => viaApt(tool) && !optional(tool));
  const steps: Step[] = [{ command: [...apt, 'update', '-qq'] }];
  if (required.length > 0) {
    steps.push({ command: [...apt, 'install', '-y', '-qq', ...required.flatMap((t) => aptPackages[t])] });
  }
  for (const tool of missing.filter(optional)) {
    steps.push({ command: [...apt, 'install', '-y', '-qq', ...aptPackages[tool]], optional: true });
  }
  if (!missing.every(viaApt)) {
    steps.push({ command: ['npx', 'playwright', 'install', '--with-deps', 'chromium'] });
  }
  return steps;
}

const names = (tools: Tool[]): string => tools.map((tool) => toolNames[tool]).join(', ');

/** The one message that stops `npm test`: what is missing, why it was not installed, how to. */
export function stopMessage(host: Host, found: Survey, reason: string): string {
  const system = systemOf(host);
  const lines = [
    `npm test needs tools that npm does not install, and ${reason}. Missing: ${names(found.missing)}.`,
  ];
  if (found.badChromiumPath) {
    lines.push(`CHROMIUM_PATH is ${found.badChromiumPath}, which is not a file: fix or unset it.`);
  }
  const hintTools = found.badChromiumPath ? found.missing.filter((t) => t !== 'chromium') : found.missing;
  const hints = installHint(hintTools, system);
  if (hints.length > 0) lines.push('Install them, then run npm test again:', ...hints.map((h) => `  ${h}`));
  return lines.join('\n');
}

/** One line per missing optional tool: the tests run, one fails (brotli) or all run slower (the shell). */
function optionalNotes(host: Host, missing: readonly Tool[]): string[] {
  return [
    ...(missing.includes('brotli')
      ? [
          `setup-test-tools: the brotli test in e2e/serving.spec.ts will fail: ${brotliProblem(host) ?? toolNames.brotli}`,
        ]
      : []),
    ...(missing.includes('shell')
      ? [`setup-test-tools: no ${toolNames.shell}; sudo apt-get install ${aptPackages.shell.join(' ')}`]
      : []),
  ];
}

export function plan(host: Host, found: Survey): Plan {
  if (found.missing.length === 0) return { kind: 'ready', notes: [] };
  const system = systemOf(host);
  const reason = found.badChromiumPath ? 'CHROMIUM_PATH is wrong' : cannotInstall(host, system);
  if (reason === undefined && (system === 'debian' || system === 'ubuntu')) {
    return { kind: 'install', steps: installSteps(host, system, found.missing) };
  }
  if (found.missing.every((tool) => optionalTools.includes(tool)))
    return { kind: 'ready', notes: optionalNotes(host, found.missing) };
  return { kind: 'stop', message: stopMessage(host, found, reason ?? 'it cannot install them here') };
}

export function setUp(host: Host): number {
  const before = survey(host);
  const first = plan(host, before);
  if (first.kind === 'stop') {
    console.error(first.message);
    return 1;
  }
  if (first.kind === 'install') {
    console.log(`setup-test-tools: installing ${names(before.missing)} (once)`);
    for (const step of first.steps) {
      console.log(`  ${step.command.join(' ')}`);
      const result = spawnSync(step.command[0] ?? '', step.command.slice(1), { stdio: 'inherit' });
      if (result.status !== 0 && !step.optional) {
        console.error(`setup-test-tools: \`${step.command.join(' ')}\` failed (exit ${result.status})`);
        return 1;
      }
    }
  }
  const after = survey(host);
  if (after.missing.some((tool) => !optionalTools.includes(tool))) {
    console.error(stopMessage(host, after, 'installing them did not work'));
    return 1;
  }
  for (const note of optionalNotes(host, after.missing)) console.log(note);
  console.log(`setup-test-tools: ${after.found.join('; ')}`);
  return 0;
}

if (import.meta.main) {
  try {
    process.exitCode = setUp(realHost);
  } catch (error) {
    console.error(`setup-test-tools: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
