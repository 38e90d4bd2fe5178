/**
 * Runs npm scripts side by side, printing each one's output whole once all have finished, so a 2-core
 * machine type-checks and lints at once. Usage: `node scripts/test/parallel.ts typecheck lint`
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('parallel: name the npm scripts to run, e.g. node scripts/test/parallel.ts typecheck lint');
  process.exit(2);
}

const npm = process.env['npm_execpath'];
const runs = names.map(
  (name) =>
    new Promise<{ name: string; code: number; output: string }>((resolve) => {
      // Under npm, npm_execpath is npm's own CLI script: run it with this Node.
      const child = npm
        ? spawn(process.execPath, [npm, 'run', '--silent', name], { env: process.env })
        : spawn('npm', ['run', '--silent', name], { env: process.env });
      const chunks: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.on('close', (code) =>
        resolve({ name, code: code ?? 1, output: Buffer.concat(chunks).toString() }),
      );
    }),
);

let failed = 0;
for (const { name, code, output } of await Promise.all(runs)) {
  console.log(`\n> npm run ${name}${code === 0 ? '' : ` (failed, exit ${code})`}\n`);
  process.stdout.write(output);
  if (code !== 0) failed += 1;
}
if (failed > 0) {
  console.error(`\nparallel: ${failed} of ${names.length} failed: ${names.join(', ')}`);
  process.exit(1);
}
