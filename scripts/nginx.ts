/**
 * Runs Debian's nginx with the committed deploy/nginx.conf on this machine, as any user:
 *
 *   node scripts/nginx.ts [distDir] [port]
 *
 * Writes a wrapper config into a temporary folder (pid file, temp paths, logs there), with
 * deploy/nginx.conf's server blocks pointed at distDir and loopback ports:
 *   PORT          plain http serving the site (what the browser tests use),
 *   TLS_PORT      https with a self-signed certificate made now by openssl (default PORT + 1000),
 *   REDIRECT_PORT the production port-80 block: http -> https redirect (default PORT + 2000).
 * The certificate is written to <tmp>/cert.pem and its path printed, so a scanner can trust it.
 * Runs in the foreground until killed (Playwright's webServer stops it).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const PROD_ROOT = '/var/www/coral-coast-epoxy/dist';

export interface NginxPorts {
  port: number;
  tlsPort: number;
  redirectPort: number;
}

/** The folder holding the wrapper config, logs and certificate of the nginx on `port`. */
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

/** deploy/nginx.conf with local paths and ports swapped in; fails loudly if a line it swaps is gone. */
function localSiteConfig(distDir: string, ports: NginxPorts, certDir: string): string {
  let config = readFileSync(resolve(import.meta.dirname, '..', 'deploy', 'nginx.conf'), 'utf8');
  const swap = (from: RegExp, to: string): void => {
    if (!from.test(config)) throw new Error(`deploy/nginx.conf no longer has ${String(from)}`);
    config = config.replace(from, to);
  };
  swap(new RegExp(PROD_ROOT.replace(/[/.-]/g, '\\$&'), 'g'), distDir);
  swap(/^\s*listen \[::\]:80;\n/m, '');
  swap(/^\s*listen \[::\]:443 ssl http2;\n/m, '');
  swap(/listen 80;/, `listen 127.0.0.1:${ports.redirectPort};`);
  swap(
    /listen 443 ssl http2;/,
    `listen 127.0.0.1:${ports.tlsPort} ssl http2;\n    listen 127.0.0.1:${ports.port};`,
  );
  swap(/return 301 https:\/\/\$host\$request_uri;/, `return 301 https://$host:${ports.tlsPort}$request_uri;`);
  swap(/ssl_certificate \S+;/, `ssl_certificate ${certDir}/cert.pem;`);
  swap(/ssl_certificate_key \S+;/, `ssl_certificate_key ${certDir}/key.pem;`);
  return config;
}

function makeCertificate(dir: string): void {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
}

/** Debian's enabled dynamic modules (brotli_static among them), as absolute load_module lines. */
function enabledModules(): string[] {
  const dir = '/etc/nginx/modules-enabled';
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.conf'))
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n'))
    .map((line) => line.trim())
    .filter((line) => line.startsWith('load_module'))
    .map((line) => line.replace(/load_module\s+(?!\/)/, 'load_module /usr/share/nginx/'));
}

/** Writes the wrapper config for distDir; returns its path and the folder it lives in. */
export function writeNginxConfig(distDir: string, ports: NginxPorts): { config: string; dir: string } {
  const dir = nginxDir(ports.port);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  for (const sub of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  makeCertificate(dir);
  const config = [
    ...enabledModules(),
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    `  access_log off;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (name) => `  ${name}_temp_path ${dir}/${name === 'client_body' ? 'client' : name};`,
    ),
    localSiteConfig(distDir, ports, dir),
    '}',
    '',
  ].join('\n');
  const path = join(dir, 'nginx.conf');
  writeFileSync(path, config);
  return { config: path, dir };
}

if (import.meta.main) {
  const distDir = resolve(process.argv[2] ?? 'dist');
  const ports = portsFromEnv(process.argv[3] ? Number(process.argv[3]) : undefined);
  const { config, dir } = writeNginxConfig(distDir, ports);
  console.log(
    `nginx: ${distDir} on http://127.0.0.1:${ports.port} and https://127.0.0.1:${ports.tlsPort} ` +
      `(certificate ${dir}/cert.pem); http -> https on ${ports.redirectPort}`,
  );
  const child = spawn('nginx', ['-p', dir, '-c', config, '-e', `${dir}/error.log`], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill('SIGQUIT'));
  child.on('exit', (code) => process.exit(code ?? 0));
}
