/**
 * Runs nginx with the site file the build wrote (dist/_nginx-site.conf) as any user, in the foreground: `node scripts/test/nginx.ts [dist] [port]`.
 * A wrapper config points its servers at dist on PORT (http), TLS_PORT (PORT + 1000, self-signed https)
 * and REDIRECT_PORT (PORT + 2000, the port-80 redirect).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import { brotliByHand, installHint, onPath, realHost, systemOf, type Host, type System } from './lib/host.ts';

export interface NginxPorts {
  port: number;
  tlsPort: number;
  redirectPort: number;
}

export function nginxDir(port: number): string {
  return join(tmpdir(), `nginx-site-${port}`);
}

export function portsFromEnv(port = Number(process.env['PORT'] ?? 4321)): NginxPorts {
  return {
    port,
    tlsPort: Number(process.env['TLS_PORT'] ?? port + 1000),
    redirectPort: Number(process.env['REDIRECT_PORT'] ?? port + 2000),
  };
}

/**
 * The site file the build wrote (dist/_nginx-site.conf, from deploy/nginx-site.template and SITE_URL) with
 * local paths and ports swapped in; fails loudly if a line it swaps is gone. The redirects to the
 * site's host go to this machine's https port instead (a stand-in for the configured host).
 */
export function localSiteConfig(site: string, distDir: string, ports: NginxPorts, certDir: string): string {
  let config = site;
  const swap = (from: RegExp, to: string): void => {
    if (!from.test(config)) throw new Error(`dist/_nginx-site.conf no longer has ${String(from)}`);
    config = config.replace(from, to);
  };
  const host = /^\s*return 301 https:\/\/([^$/]+)\$request_uri;/m.exec(config)?.[1] ?? '';
  const escaped = (text: string) => text.replace(/[/.-]/g, '\\$&');
  swap(new RegExp(escaped(`/var/www/${host}/dist`), 'g'), distDir);
  swap(new RegExp(escaped(`/var/www/${host}/acme`), 'g'), join(certDir, 'acme'));
  swap(/^\s*listen \[::\]:80;\n/m, '');
  swap(/^\s*listen \[::\]:443 ssl http2;\n/gm, '');
  swap(/listen 80;/, `listen 127.0.0.1:${ports.redirectPort};`);
  // The site's server (the first on 443) also answers plain http on PORT, where most tests browse.
  swap(
    /listen 443 ssl http2;/,
    `listen 127.0.0.1:${ports.tlsPort} ssl http2;\n    listen 127.0.0.1:${ports.port};`,
  );
  swap(/listen 443 ssl http2;/g, `listen 127.0.0.1:${ports.tlsPort} ssl http2;`);
  swap(
    new RegExp(`return 301 https://${escaped(host)}\\$request_uri;`, 'g'),
    `return 301 https://127.0.0.1:${ports.tlsPort}$request_uri;`,
  );
  swap(/ssl_certificate \S+;/g, `ssl_certificate ${certDir}/cert.pem;`);
  swap(/ssl_certificate_key \S+;/g, `ssl_certificate_key ${certDir}/key.pem;`);
  return config;
}

/** A two-day self-signed certificate for localhost, usable as its own CA. */
export function makeCertificate(dir: string): void {
  const args =
    'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -subj /CN=localhost ' +
    '-addext subjectAltName=DNS:localhost,IP:127.0.0.1 -addext basicConstraints=critical,CA:TRUE';
  execFileSync(
    'openssl',
    [...args.split(' '), '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    { stdio: 'ignore' },
  );
}

/** Where Debian (/usr/sbin, off a normal user's PATH) and Homebrew (Apple silicon, Intel) put nginx. */
const nginxLocations = ['/usr/sbin/nginx', '/opt/homebrew/bin/nginx', '/usr/local/bin/nginx'];

export function findNginx(host: Host): string | undefined {
  return onPath('nginx', host) ?? nginxLocations.find((path) => host.isFile(path));
}

const brotliFile = 'ngx_http_brotli_static_module.so';

export interface NginxLayout {
  binary: string;
  mimeTypes: string;
  /** The brotli_static module, or undefined when none of `moduleDirs` has it. */
  brotliModule: string | undefined;
  moduleDirs: string[];
}

/** Where this nginx keeps its modules and mime.types (`nginx -V`), then Debian's and Homebrew's folders. */
export function nginxLayout(binary: string, host: Host): NginxLayout {
  const built = host.run(binary, ['-V']).output;
  const option = (name: string): string | undefined => new RegExp(`--${name}=(\\S+)`).exec(built)?.[1];
  const prefix = option('prefix');
  const confPath = option('conf-path');
  const unique = (paths: (string | undefined)[]): string[] => [
    ...new Set(paths.filter((path): path is string => Boolean(path))),
  ];
  const moduleDirs = unique([
    option('modules-path'),
    prefix && join(prefix, 'modules'),
    '/usr/lib/nginx/modules',
    '/usr/share/nginx/modules',
    '/opt/homebrew/lib/nginx/modules',
    '/usr/local/lib/nginx/modules',
  ]);
  const mimeCandidates = unique([
    confPath && join(dirname(confPath), 'mime.types'),
    prefix && join(prefix, 'conf', 'mime.types'),
    '/etc/nginx/mime.types',
    '/opt/homebrew/etc/nginx/mime.types',
    '/usr/local/etc/nginx/mime.types',
  ]);
  return {
    binary,
    mimeTypes: mimeCandidates.find((path) => host.isFile(path)) ?? '/etc/nginx/mime.types',
    brotliModule: moduleDirs.map((dir) => join(dir, brotliFile)).find((path) => host.isFile(path)),
    moduleDirs,
  };
}

/** Why `layout`'s nginx cannot serve the site's .br files, and how to fix it; undefined if it can. */
export function missingBrotli(layout: NginxLayout, system: System): string | undefined {
  if (layout.brotliModule) return undefined;
  const fix = system === 'debian' || system === 'ubuntu' ? installHint(['brotli'], system)[0] : brotliByHand;
  return (
    `${layout.binary} has no brotli_static module (no ${brotliFile} in ` +
    `${layout.moduleDirs.join(', ')}): ${fix ?? brotliByHand}`
  );
}

/** missingBrotli for this machine's nginx (undefined without nginx: the server itself fails then). */
export function brotliProblem(host: Host = realHost): string | undefined {
  const binary = findNginx(host);
  return binary ? missingBrotli(nginxLayout(binary, host), systemOf(host)) : undefined;
}

/** nginx's temporary folders, inside the wrapper's own folder so nginx runs as any user. */
const TEMP_DIRS = ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** The wrapper config; without the brotli module `brotli_static` is left out so nginx still starts. */
export function nginxConfig(
  distDir: string,
  ports: NginxPorts,
  layout: NginxLayout,
  dir: string,
  siteFile = readFileSync(join(distDir, '_nginx-site.conf'), 'utf8'),
): string {
  let site = localSiteConfig(siteFile, distDir, ports, dir);
  if (!layout.brotliModule) site = site.replace(/^\s*brotli_static on;\n/m, '');
  return [
    ...(layout.brotliModule ? [`load_module ${layout.brotliModule};`] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  include ${layout.mimeTypes};`,
    '  default_type application/octet-stream;',
    '  sendfile on;',
    `  access_log off;`,
    ...TEMP_DIRS.map((name) => `  ${name === 'client' ? 'client_body' : name}_temp_path ${dir}/${name};`),
    site,
    '}',
    '',
  ].join('\n');
}

export function writeNginxConfig(
  distDir: string,
  ports: NginxPorts,
  layout: NginxLayout,
): { config: string; dir: string } {
  const dir = nginxDir(ports.port);
  rmSync(dir, { recursive: true, force: true });
  for (const sub of TEMP_DIRS) mkdirSync(join(dir, sub), { recursive: true });
  makeCertificate(dir);
  const path = join(dir, 'nginx.conf');
  writeFileSync(path, nginxConfig(distDir, ports, layout, dir));
  return { config: path, dir };
}

/** This machine's nginx, or an exit with one line (Playwright prints what a web server writes). */
export function requireNginx(host: Host = realHost): NginxLayout {
  const binary = findNginx(host);
  if (!binary) {
    const [hint] = installHint(['nginx'], systemOf(host));
    console.error(
      `nginx not found (looked on the PATH and in ${nginxLocations.join(', ')})${hint ? `: ${hint}` : ''}`,
    );
    process.exit(1);
  }
  return nginxLayout(binary, host);
}

if (import.meta.main) {
  const distDir = resolve(process.argv[2] ?? 'dist');
  const ports = portsFromEnv(process.argv[3] ? Number(process.argv[3]) : undefined);
  const layout = requireNginx();
  const { config, dir } = writeNginxConfig(distDir, ports, layout);
  console.log(
    `nginx: ${distDir} on http://127.0.0.1:${ports.port} and https://127.0.0.1:${ports.tlsPort} ` +
      `(certificate ${dir}/cert.pem); http -> https on ${ports.redirectPort}`,
  );
  const problem = missingBrotli(layout, systemOf(realHost));
  if (problem) console.log(`nginx: serving without brotli. ${problem}`);
  const child = spawn(layout.binary, ['-p', dir, '-c', config, '-e', `${dir}/error.log`], {
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill('SIGQUIT'));
  child.on('exit', (code) => process.exit(code ?? 0));
}
