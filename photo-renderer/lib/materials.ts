/**
 * Surface materials for the solids of photo-renderer/generate.ts: matte paint and fabric, stucco,
 * glass that reflects the world, and helpers to lay out panels, windows and trim on a face.
 */
import {
  band,
  clamp01,
  createNoise,
  fbm,
  mixNum,
  mixRGB,
  scale,
  smoothstep,
  type Noise,
  type RGB,
} from './core.ts';
import type { Hit, Material, World } from './world.ts';

const light = new Float64Array(3);
const refl = new Float64Array(3);

/** Radiance of a diffuse surface of albedo c at the hit (lit by the world), into out. */
export function diffuse(h: Hit, w: World, c: RGB, out: Float64Array): void {
  w.light(h.x, h.y, h.z, h.nx, h.ny, h.nz, light);
  out[0] = (c[0] * light[0]!) / Math.PI;
  out[1] = (c[1] * light[1]!) / Math.PI;
  out[2] = (c[2] * light[2]!) / Math.PI;
}

/** A plain matte material, optionally varying by face. */
export function matte(colour: RGB | ((h: Hit) => RGB)): Material {
  return (h, w, out) => diffuse(h, w, typeof colour === 'function' ? colour(h) : colour, out);
}

/**
 * A glossy surface: diffuse plus a Fresnel-weighted mirror reflection traced into the world (one
 * bounce), as glass, glazed tile and lacquer have. `f0` is the reflectance facing it.
 */
export function glossy(colour: RGB | ((h: Hit) => RGB), f0: number, sheen = 1): Material {
  return (h, w, out) => {
    const c = typeof colour === 'function' ? colour(h) : colour;
    diffuse(h, w, c, out);
    reflectInto(h, w, f0, sheen, out);
  };
}

/** Adds the Fresnel-weighted reflection of the world at the hit into out (skipped on deep bounces). */
function reflectInto(h: Hit, w: World, f0: number, strength: number, out: Float64Array): void {
  if (h.depth > 1 || strength <= 0) return;
  const cosI = Math.max(-(h.dx * h.nx + h.dy * h.ny + h.dz * h.nz), 1e-3);
  const m = 1 - cosI;
  const fresnel = (f0 + (1 - f0) * m * m * m * m * m) * strength;
  const rx = h.dx + 2 * cosI * h.nx;
  const ry = h.dy + 2 * cosI * h.ny;
  const rz = h.dz + 2 * cosI * h.nz;
  const { x, y, z, depth } = h;
  const hx = h.nx;
  const hy = h.ny;
  const hz = h.nz;
  w.trace(x + hx * 1e-3, y + hy * 1e-3, z + hz * 1e-3, rx, ry, rz, refl, depth + 1);
  for (let c = 0; c < 3; c++) out[c] = out[c]! * (1 - fresnel) + refl[c]! * fresnel;
}

/** Stucco: a base colour with trowel mottle, fine sand grain and darker grime low on the wall. */
export function stucco(colour: RGB, seed: number, grime = 0.25): (h: Hit) => RGB {
  const n = createNoise(seed);
  return (h) => {
    const a = h.u;
    const b = h.v;
    const mottle =
      1 + 0.06 * fbm(n, a * 0.6, b * 0.6, 3, h.fp * 0.6) + 0.04 * fbm(n, a * 7, b * 7, 3, h.fp * 7);
    const streaks =
      1 - grime * 0.4 * Math.max(0, fbm(n, a * 3, b * 0.25 + 9, 3, h.fp * 3)) * Math.exp(-b / 4);
    const base = 1 - grime * Math.exp(-b / 0.35);
    return scale(colour, mottle * streaks * base);
  };
}

/** A rectangle on a face in its (u, v) coordinates, with soft anti-aliased edges. */
export function rect(h: Hit, u0: number, u1: number, v0: number, v1: number): number {
  const s = Math.max(h.fp * 0.7, 1e-4);
  return band(h.u, u0, u1, s) * band(h.v, v0, v1, s);
}

/**
 * Glass seen from outside: a mirror of the world (sky, buildings, palms) over a dim interior with a
 * hint of blinds or curtains, mixed by Fresnel; tinted glass reflects a little more.
 */
export function glassRadiance(h: Hit, w: World, interior: RGB, tint: RGB, out: Float64Array): void {
  diffuse(h, w, interior, out);
  for (let c = 0; c < 3; c++) out[c] = out[c]! * 0.5;
  const cosI = Math.max(-(h.dx * h.nx + h.dy * h.ny + h.dz * h.nz), 1e-3);
  const m = 1 - cosI;
  const fresnel = 0.09 + 0.91 * m * m * m * m * m;
  if (h.depth > 1) {
    for (let c = 0; c < 3; c++) out[c] = out[c]! + 0.2 * tint[c]! * fresnel;
    return;
  }
  const rx = h.dx + 2 * cosI * h.nx;
  const ry = h.dy + 2 * cosI * h.ny;
  const rz = h.dz + 2 * cosI * h.nz;
  w.trace(h.x + h.nx * 1e-3, h.y + h.ny * 1e-3, h.z + h.nz * 1e-3, rx, ry, rz, refl, h.depth + 1);
  const k = Math.min(0.75, fresnel * 1.4 + 0.1);
  for (let c = 0; c < 3; c++) out[c] = mixNum(out[c]!, refl[c]! * tint[c]!, k);
}

/** Colour of terracotta barrel tile at roof coordinates (u along the eave, v up the slope), with courses and weathering. */
export function barrelTile(n: Noise, u: number, v: number, fp: number, base: RGB): RGB {
  const course = Math.floor(v / 0.3);
  const along = u / 0.22 + (course % 2) * 0.5;
  const barrel = Math.abs(Math.sin(Math.PI * along));
  const ridge = 1 - smoothPx(fp, 0.22) * 0.35 * (1 - barrel);
  const lap = 1 - 0.3 * smoothPx(fp, 0.3) * clamp01(1 - ((v / 0.3) % 1) / 0.18);
  const weather = 1 + 0.18 * fbm(n, u * 0.7, v * 0.7, 4, fp * 0.7) + 0.08 * fbm(n, u * 4, v * 4, 2, fp * 4);
  const shade = mixRGB(base, scale(base, 0.55), 0.25 * (0.5 + fbm(n, u * 0.35 + 9, v * 0.35, 3)));
  return scale(shade, ridge * lap * weather);
}

/** How much of a detail of size `size` (m) survives at footprint fp: 1 when resolved, 0 when sub-pixel. */
function smoothPx(fp: number, size: number): number {
  return clamp01(1.5 - (fp * 2) / size);
}

/** Clipped hedge or shrub: layered leaf noise with dark gaps, lighter on top where the sun reaches. */
export function foliage(seed: number, colour: RGB): Material {
  const n = createNoise(seed);
  return (h, w, out) => {
    const leaves = fbm(n, h.u * 7, h.v * 7, 4, h.fp * 7);
    const gaps = smoothstep(0.15, 0.45, fbm(n, h.u * 16 + 3, h.v * 16, 3, h.fp * 16));
    const top = h.ny > 0.5 ? 1.25 : 1;
    diffuse(h, w, scale(colour, (0.65 + 0.55 * (0.5 + leaves)) * (1 - 0.55 * gaps) * top), out);
  };
}
