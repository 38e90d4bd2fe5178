/**
 * The editor at /admin is not a page of the site: no canonical, no JSON-LD, and a 2 MB script that
 * only it loads. It must be noindex, load the editor from this build (never a CDN) and find its
 * generated config.
 */
import type { Site } from './site.ts';

/** The editor's problems and sizes (gzip of its script, bytes of its config). */
export interface AdminCheck {
  errors: string[];
  bundleGzipBytes: number;
  configBytes: number;
}

export async function checkAdmin(site: Site): Promise<AdminCheck> {
  const errors = ['admin.html', 'admin/sveltia-cms.js', 'admin/config.yml']
    .filter((name) => !site.files.has(name))
    .map((name) => `/admin: ${name} is missing from dist`);
  if (errors.length > 0) return { errors, bundleGzipBytes: 0, configBytes: 0 };
  const { elements } = await site.page('admin.html');
  const robots = elements.find(
    (element) => element.name === 'meta' && element.attrs.get('name') === 'robots',
  );
  if (!robots?.attrs.get('content')?.startsWith('noindex')) errors.push('/admin: not marked noindex');
  const scripts = elements.flatMap((element) => {
    const src = element.name === 'script' ? element.attrs.get('src') : undefined;
    return src ? [src] : [];
  });
  if (scripts.join() !== '/admin/sveltia-cms.js') {
    errors.push(`/admin: expected one script, /admin/sveltia-cms.js; found ${scripts.join(', ') || 'none'}`);
  }
  return {
    errors,
    bundleGzipBytes: await site.gzipOf('admin/sveltia-cms.js'),
    configBytes: (await site.read('admin/config.yml')).length,
  };
}
