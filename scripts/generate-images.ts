/**
 * Synthesises the site's floor "photography": src/assets/images/*.jpg. (The social image is drawn
 * at build from these and the business name: src/pages/og-default.jpg.ts.)
 *
 * There are no stock photos, so every image is rendered procedurally. A pinhole camera looks at a floor
 * plane inside a simple box room; floor textures (flake chips, metallic swirls, quartz, bare concrete)
 * are generated in floor space so detail shrinks with distance; the clear coat reflects the room (light
 * fixtures, windows, walls) with Fresnel weighting and blur; and a photographic finish (auto exposure,
 * bloom, filmic tone curve, vignette, grain) is applied. Every random choice derives from fixed seeds,
 * so a run is byte-for-byte reproducible.
 *
 * To use a real photo instead, drop it in place under the same file name and stop running this script.
 *
 * Run: `npm run images` (node scripts/generate-images.ts). Pass file-name prefixes to render only some,
 * e.g. `node scripts/generate-images.ts hero before`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

const IMAGE_DIR = fileURLToPath(new URL('../src/assets/images/', import.meta.url));

/** Linear-light RGB triple (scene-referred: emitters may exceed 1). */
type RGB = readonly [number, number, number];

// ---------------------------------------------------------------------------------------------------------
// Maths, colour and randomness
// ---------------------------------------------------------------------------------------------------------

/** Clamps to [0, 1]. */
function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

/** Hermite smoothstep between e0 and e1 (e0 may exceed e1 for a falling edge). */
function smoothstep(e0: number, e1: number, x: number): number {
  const t = clamp01((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
}

/** Soft-edged indicator of lo <= v <= hi, with edges `soft` wide (anti-aliases emitters and trims). */
function band(v: number, lo: number, hi: number, soft: number): number {
  return smoothstep(lo - soft, lo + soft, v) * (1 - smoothstep(hi - soft, hi + soft, v));
}

/** Fraction of a pixel of width pw (centred d from a band's axis) covered by a band of width w: an exact box filter, so hairlines fade instead of aliasing. */
function bandCoverage(d: number, w: number, pw: number): number {
  const overlap = Math.min(w / 2, d + pw / 2) - Math.max(-w / 2, d - pw / 2);
  return overlap > 0 ? Math.min(1, overlap / pw) : 0;
}

/** Anti-aliased periodic stripes (period p, stripe width w) that fade to their mean when a pixel spans a period. */
function stripes(v: number, p: number, w: number, pw: number): number {
  const d = v - p * Math.round(v / p);
  return mixNum(bandCoverage(d, w, pw), w / p, smoothstep(0.3 * p, p, pw));
}

/** Linear interpolation of numbers. */
function mixNum(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/** Linear interpolation of colours. */
function mixRGB(a: RGB, b: RGB, t: number): RGB {
  return [mixNum(a[0], b[0], t), mixNum(a[1], b[1], t), mixNum(a[2], b[2], t)];
}

/** Scales a colour. */
function scale(c: RGB, s: number): RGB {
  return [c[0] * s, c[1] * s, c[2] * s];
}

/** sRGB transfer function, decoding (0..1). */
function srgbToLinear(v: number): number {
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** sRGB transfer function, encoding (0..1). */
function linearToSrgb(v: number): number {
  return v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
}

/** Parses '#rrggbb' into linear RGB, so palettes can be written as the colours designers pick. */
function hex(code: string): RGB {
  const n = parseInt(code.slice(1), 16);
  return [
    srgbToLinear(((n >> 16) & 255) / 255),
    srgbToLinear(((n >> 8) & 255) / 255),
    srgbToLinear((n & 255) / 255),
  ];
}

/** Mulberry32: a tiny seedable PRNG returning floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Stateless 32-bit hash of an integer pair and seed, for per-cell randomness that needs no storage. */
function hash3(x: number, y: number, seed: number): number {
  let h =
    (Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1) ^ Math.imul(seed | 0, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Seeded 2-D gradient noise tables. */
interface Noise {
  perm: Int32Array;
  grad: Float32Array;
}

/** Builds a seeded permutation and 256 random unit gradients (smoother and more isotropic than 8 axes). */
function createNoise(seed: number): Noise {
  const rand = mulberry32(seed);
  const p = new Int32Array(256).map((_, i) => i);
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const tmp = p[i]!;
    p[i] = p[j]!;
    p[j] = tmp;
  }
  const perm = new Int32Array(512);
  for (let i = 0; i < 512; i++) perm[i] = p[i & 255]!;
  const grad = new Float32Array(512);
  for (let i = 0; i < 256; i++) {
    const a = rand() * Math.PI * 2;
    grad[2 * i] = Math.cos(a);
    grad[2 * i + 1] = Math.sin(a);
  }
  return { perm, grad };
}

/** Perlin-style gradient noise with quintic fade, roughly in [-1, 1]. */
function gnoise(n: Noise, x: number, y: number): number {
  const fx = Math.floor(x);
  const fy = Math.floor(y);
  const xf = x - fx;
  const yf = y - fy;
  const xi = fx & 255;
  const yi = fy & 255;
  const { perm, grad } = n;
  const a = perm[xi]! + yi;
  const b = perm[xi + 1]! + yi;
  const h00 = perm[a]! << 1;
  const h01 = perm[a + 1]! << 1;
  const h10 = perm[b]! << 1;
  const h11 = perm[b + 1]! << 1;
  const v00 = grad[h00]! * xf + grad[h00 + 1]! * yf;
  const v10 = grad[h10]! * (xf - 1) + grad[h10 + 1]! * yf;
  const v01 = grad[h01]! * xf + grad[h01 + 1]! * (yf - 1);
  const v11 = grad[h11]! * (xf - 1) + grad[h11 + 1]! * (yf - 1);
  const u = xf * xf * xf * (xf * (xf * 6 - 15) + 10);
  const v = yf * yf * yf * (yf * (yf * 6 - 15) + 10);
  const x0 = v00 + u * (v10 - v00);
  const x1 = v01 + u * (v11 - v01);
  return (x0 + v * (x1 - x0)) * 1.41;
}

/**
 * Fractal Brownian motion of gradient noise. `fp` is the pixel footprint in noise units: octaves finer
 * than a pixel are faded out rather than sampled, which is what keeps distant floor texture from
 * shimmering into noise. Each octave is rotated so lattice axes never line up.
 */
function fbm(n: Noise, x: number, y: number, octaves: number, fp = 0, gain = 0.5): number {
  let sum = 0;
  let amp = 1;
  let freq = 1;
  for (let i = 0; i < octaves; i++) {
    const s = fp * freq;
    if (s >= 0.5) break;
    sum += amp * (s <= 0.25 ? 1 : (0.5 - s) * 4) * gnoise(n, x, y);
    const nx = (x * 0.8 - y * 0.6) * 2.03 + 17.1;
    y = (x * 0.6 + y * 0.8) * 2.03 + 31.7;
    x = nx;
    amp *= gain;
    freq *= 2.03;
  }
  return (sum * (1 - gain)) / (1 - gain ** octaves);
}

/** One line of a box blur (clamped edges) over a strided buffer, via a running sum. */
function blurLine(
  buf: Float32Array,
  start: number,
  stride: number,
  n: number,
  r: number,
  line: Float32Array,
): void {
  for (let k = 0; k < n; k++) line[k] = buf[start + k * stride]!;
  const last = n - 1;
  let acc = 0;
  for (let k = -r; k <= r; k++) acc += line[k < 0 ? 0 : k > last ? last : k]!;
  const inv = 1 / (2 * r + 1);
  for (let k = 0; k < n; k++) {
    buf[start + k * stride] = acc * inv;
    acc += line[Math.min(k + r + 1, last)]! - line[Math.max(k - r, 0)]!;
  }
}

/** In-place separable box blur of an interleaved buffer; repeated passes approximate a Gaussian. */
function boxBlur(
  buf: Float32Array,
  w: number,
  h: number,
  ch: number,
  rx: number,
  ry: number,
  passes: number,
): void {
  const line = new Float32Array(Math.max(w, h));
  for (let p = 0; p < passes; p++) {
    if (rx > 0)
      for (let y = 0; y < h; y++) for (let c = 0; c < ch; c++) blurLine(buf, y * w * ch + c, ch, w, rx, line);
    if (ry > 0)
      for (let x = 0; x < w; x++) for (let c = 0; c < ch; c++) blurLine(buf, x * ch + c, w * ch, h, ry, line);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Camera
// ---------------------------------------------------------------------------------------------------------

/**
 * A level-roll pinhole camera at (0, eye, 0) pitched down, looking along +Z over the floor plane y = 0.
 * Pixel (px, py) has the unnormalised ray (sx, a(py), b(py)) with sx = px + 0.5 - width / 2, so the floor
 * hit is X = sx * t, Z = rowZ with t = eye / -a depending only on the row: floor coordinates and their
 * per-pixel derivatives (for anti-aliasing) are tabulated per row.
 */
interface View {
  width: number;
  height: number;
  focal: number;
  eye: number;
  sinP: number;
  cosP: number;
  /** Per row: t (also metres of floor per pixel across), or <= 0 where the row sees no floor. */
  rowT: Float64Array;
  rowZ: Float64Array;
  /** Per row: dt/dpy and dZ/dpy (dX/dpy = sx * dt/dpy). */
  rowDT: Float64Array;
  rowDZ: Float64Array;
}

/** Builds a camera of given eye height (m), downward pitch and horizontal field of view (degrees). */
function createView(width: number, height: number, eye: number, pitchDeg: number, hfovDeg: number): View {
  const pitch = (pitchDeg * Math.PI) / 180;
  const sinP = Math.sin(pitch);
  const cosP = Math.cos(pitch);
  const focal = width / 2 / Math.tan((hfovDeg * Math.PI) / 360);
  const rowT = new Float64Array(height);
  const rowZ = new Float64Array(height);
  const rowDT = new Float64Array(height);
  const rowDZ = new Float64Array(height);
  for (let py = 0; py < height; py++) {
    const sy = height / 2 - py - 0.5;
    const a = sy * cosP - focal * sinP;
    const b = sy * sinP + focal * cosP;
    if (a < -1e-6) {
      const t = -eye / a;
      const dt = (-eye * cosP) / (a * a);
      rowT[py] = t;
      rowZ[py] = t * b;
      rowDT[py] = dt;
      rowDZ[py] = dt * b - t * sinP;
    } else {
      rowT[py] = -1;
      rowZ[py] = Infinity;
    }
  }
  return { width, height, focal, eye, sinP, cosP, rowT, rowZ, rowDT, rowDZ };
}

/** Projects a world point to fractional pixel coordinates (written into out[0], out[1]). */
function project(v: View, x: number, y: number, z: number, out: Float64Array): void {
  const ry = y - v.eye;
  const yc = ry * v.cosP + z * v.sinP;
  const zc = -ry * v.sinP + z * v.cosP;
  out[0] = v.width / 2 + (v.focal * x) / zc - 0.5;
  out[1] = v.height / 2 - (v.focal * yc) / zc - 0.5;
}

/** Floor coordinates [X, Z] seen at a pixel (which must see the floor). */
function floorAt(v: View, px: number, py: number): [number, number] {
  const t = v.rowT[py]!;
  return [(px + 0.5 - v.width / 2) * t, v.rowZ[py]!];
}

// ---------------------------------------------------------------------------------------------------------
// Lighting and environments
// ---------------------------------------------------------------------------------------------------------

/** Downward-facing Lambertian point emitters, packed [x, y, z, r, g, b] (radiant intensity) per light. */
type Lights = number[];

/** Approximates a rectangular ceiling fixture of given radiance by an nx * nz grid of point emitters. */
function addPanel(
  lights: Lights,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  y: number,
  radiance: RGB,
  nx = 1,
  nz = 1,
): void {
  const area = ((x1 - x0) * (z1 - z0)) / (nx * nz);
  for (let i = 0; i < nx; i++) {
    for (let j = 0; j < nz; j++) {
      lights.push(x0 + ((x1 - x0) * (i + 0.5)) / nx, y, z0 + ((z1 - z0) * (j + 0.5)) / nz);
      lights.push(radiance[0] * area, radiance[1] * area, radiance[2] * area);
    }
  }
}

/** Irradiance at a point with normal n from all emitters (cosine at both ends, inverse square), into out. */
function gatherLight(
  lights: Lights,
  x: number,
  y: number,
  z: number,
  nx: number,
  ny: number,
  nz: number,
  out: Float64Array,
): void {
  let r = 0;
  let g = 0;
  let b = 0;
  for (let k = 0; k < lights.length; k += 6) {
    const lx = lights[k]! - x;
    const ly = lights[k + 1]! - y;
    const lz = lights[k + 2]! - z;
    const d2 = Math.max(lx * lx + ly * ly + lz * lz, 0.02);
    const d = Math.sqrt(d2);
    const cosE = ly / d;
    const cosR = (lx * nx + ly * ny + lz * nz) / d;
    if (cosE <= 0 || cosR <= 0) continue;
    const f = (cosE * cosR) / d2;
    r += lights[k + 3]! * f;
    g += lights[k + 4]! * f;
    b += lights[k + 5]! * f;
  }
  out[0] = r;
  out[1] = g;
  out[2] = b;
}

/** Irradiance cached on a regular grid over one surface; light varies slowly, so bilinear lookups are accurate and far cheaper than summing every emitter per pixel. */
interface LightGrid {
  a0: number;
  b0: number;
  step: number;
  na: number;
  nb: number;
  data: Float32Array;
}

/** Samples `at(a, b)` over [a0, a1] x [b0, b1] every `step` metres. */
function bakeLightGrid(
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  step: number,
  at: (a: number, b: number, out: Float64Array) => void,
): LightGrid {
  const na = Math.ceil((a1 - a0) / step) + 1;
  const nb = Math.ceil((b1 - b0) / step) + 1;
  const data = new Float32Array(na * nb * 3);
  const tmp = new Float64Array(3);
  for (let j = 0; j < nb; j++) {
    for (let i = 0; i < na; i++) {
      at(a0 + i * step, b0 + j * step, tmp);
      data.set(tmp, (j * na + i) * 3);
    }
  }
  return { a0, b0, step, na, nb, data };
}

/** Bilinear lookup into a light grid (clamped at its borders), into out. */
function sampleLightGrid(g: LightGrid, a: number, b: number, out: Float64Array): void {
  const fa = Math.min(Math.max((a - g.a0) / g.step, 0), g.na - 1.001);
  const fb = Math.min(Math.max((b - g.b0) / g.step, 0), g.nb - 1.001);
  const i = Math.floor(fa);
  const j = Math.floor(fb);
  const ta = fa - i;
  const tb = fb - j;
  const o00 = (j * g.na + i) * 3;
  const o01 = o00 + g.na * 3;
  const d = g.data;
  for (let c = 0; c < 3; c++) {
    const top = d[o00 + c]! + (d[o00 + 3 + c]! - d[o00 + c]!) * ta;
    const bottom = d[o01 + c]! + (d[o01 + 3 + c]! - d[o01 + c]!) * ta;
    out[c] = top + (bottom - top) * tb;
  }
}

/** What the floor sees: radiance along reflected/background rays and the light falling on the floor. */
interface Environment {
  /** Radiance along a ray into out; returns the hit distance (in units of the ray direction). */
  trace: (
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    out: Float64Array,
  ) => number;
  /** Irradiance on the floor at (x, z), into out. */
  floorLight: (x: number, z: number, out: Float64Array) => void;
  /** Whether floor point (x, z) is inside the room (otherwise a wall is in front of it). */
  onFloor: (x: number, z: number) => boolean;
}

const CEILING = 1;
const BACK = 2;
const LEFT = 3;
const RIGHT = 4;

/** A box room: walls at x = +-half, back wall at z = back, ceiling at y = ceiling; the camera wall is never seen. */
interface RoomSpec {
  half: number;
  back: number;
  ceiling: number;
  lights: Lights;
  /** Bounce light reaching every surface. */
  ambient: RGB;
  /**
   * Radiance of a ceiling or wall point into out. Surface coordinates: ceiling (a, b) = (x, z); back wall
   * (x, y); side walls (z, y). `e` is the irradiance there.
   */
  shade: (kind: number, a: number, b: number, e: Float64Array, out: Float64Array) => void;
}

/** Builds a room environment, baking irradiance grids for the floor (with contact shadowing at the walls), ceiling and walls. */
function createRoom(s: RoomSpec): Environment {
  const { half, back, ceiling, lights, ambient } = s;
  const step = Math.max(0.05, Math.max(2 * half, back) / 300);
  const lit =
    (
      px: (a: number, b: number) => [number, number, number],
      n: RGB,
      occlusion?: (a: number, b: number) => number,
    ) =>
    (a: number, b: number, out: Float64Array): void => {
      const [x, y, z] = px(a, b);
      gatherLight(lights, x, y, z, n[0], n[1], n[2], out);
      const k = occlusion ? occlusion(a, b) : 1;
      for (let c = 0; c < 3; c++) out[c] = (out[c]! + ambient[c]!) * k;
    };
  // Floors darken where they meet walls (less sky of light fixtures is visible there): cheap contact AO.
  const floorAO = (x: number, z: number): number => {
    const d = Math.min(back - z, half - Math.abs(x));
    return 1 - 0.45 * Math.exp(-Math.max(d, 0) / 0.35);
  };
  const floor = bakeLightGrid(
    -half,
    half,
    0,
    back,
    step,
    lit((a, b) => [a, 0, b], [0, 1, 0], floorAO),
  );
  const grids: LightGrid[] = [];
  // Ceilings are lit mostly by light bouncing off the floor below (albedo ~0.3).
  const bounce = new Float64Array(3);
  grids[CEILING] = bakeLightGrid(-half, half, 0, back, step * 2, (a, b, out) => {
    lit((x, z) => [x, ceiling, z], [0, -1, 0])(a, b, out);
    sampleLightGrid(floor, a, b, bounce);
    for (let c = 0; c < 3; c++) out[c] = out[c]! + 0.3 * bounce[c]!;
  });
  grids[BACK] = bakeLightGrid(
    -half,
    half,
    0,
    ceiling,
    step,
    lit((a, b) => [a, b, back], [0, 0, -1]),
  );
  grids[LEFT] = bakeLightGrid(
    0,
    back,
    0,
    ceiling,
    step,
    lit((a, b) => [-half, b, a], [1, 0, 0]),
  );
  grids[RIGHT] = bakeLightGrid(
    0,
    back,
    0,
    ceiling,
    step,
    lit((a, b) => [half, b, a], [-1, 0, 0]),
  );
  const e = new Float64Array(3);
  return {
    onFloor: (x, z) => z <= back && x >= -half && x <= half,
    floorLight: (x, z, out) => sampleLightGrid(floor, x, z, out),
    trace(ox, oy, oz, dx, dy, dz, out) {
      let t = Infinity;
      let kind = 0;
      if (dy > 1e-9) {
        t = (ceiling - oy) / dy;
        kind = CEILING;
      }
      if (dz > 1e-9 && (back - oz) / dz < t) {
        t = (back - oz) / dz;
        kind = BACK;
      }
      if (dx < -1e-9 && (-half - ox) / dx < t) {
        t = (-half - ox) / dx;
        kind = LEFT;
      } else if (dx > 1e-9 && (half - ox) / dx < t) {
        t = (half - ox) / dx;
        kind = RIGHT;
      }
      if (kind === 0) {
        out.fill(0);
        return 1e6;
      }
      const a = kind === LEFT || kind === RIGHT ? oz + dz * t : ox + dx * t;
      const b = kind === CEILING ? oz + dz * t : oy + dy * t;
      sampleLightGrid(grids[kind]!, a, b, e);
      s.shade(kind, a, b, e, out);
      return t;
    },
  };
}

/** An open-air environment: everything reflected is sky; the floor receives constant sky light (sun is added separately). */
function createOutdoor(
  sky: (dx: number, dy: number, dz: number, out: Float64Array) => void,
  skyLight: RGB,
): Environment {
  return {
    onFloor: () => true,
    floorLight: (_x, _z, out) => out.set(skyLight),
    trace(_ox, _oy, _oz, dx, dy, dz, out) {
      sky(dx, dy, dz, out);
      return 1e6;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Floor surfaces
// ---------------------------------------------------------------------------------------------------------

/** Which pixels see the floor (1) rather than a wall, ceiling or sky (0). */
function floorMask(v: View, env: Environment): Uint8Array {
  const mask = new Uint8Array(v.width * v.height);
  for (let py = 0; py < v.height; py++) {
    const t = v.rowT[py]!;
    if (t <= 0) continue;
    for (let px = 0; px < v.width; px++) {
      if (env.onFloor((px + 0.5 - v.width / 2) * t, v.rowZ[py]!)) mask[py * v.width + px] = 1;
    }
  }
  return mask;
}

/** Calls fn for every floor pixel with its index, floor coordinates and footprint (metres per pixel across and along the floor). */
function eachFloorPixel(
  v: View,
  mask: Uint8Array,
  fn: (i: number, x: number, z: number, fpx: number, fpz: number) => void,
): void {
  const { width: w, height: h, rowT, rowZ, rowDZ } = v;
  for (let py = 0; py < h; py++) {
    const t = rowT[py]!;
    if (t <= 0) continue;
    const z = rowZ[py]!;
    const fpz = Math.abs(rowDZ[py]!);
    for (let px = 0; px < w; px++) {
      const i = py * w + px;
      if (mask[i]) fn(i, (px + 0.5 - w / 2) * t, z, t, fpz);
    }
  }
}

/**
 * Converts a per-pixel height field (metres) into floor-space slopes (dh/dX, dh/dZ) by screen-space
 * differences, which are band-limited to the pixel grid for free.
 */
function slopeFromHeight(v: View, mask: Uint8Array, height: Float32Array): Float32Array {
  const { width: w, height: h, rowT, rowDT, rowDZ } = v;
  const slope = new Float32Array(w * h * 2);
  const limit = 3;
  for (let py = 1; py < h - 1; py++) {
    const t = rowT[py]!;
    if (t <= 0) continue;
    for (let px = 1; px < w - 1; px++) {
      const i = py * w + px;
      if (!mask[i] || !mask[i - w] || !mask[i + w]) continue;
      const hx = (height[i + 1]! - height[i - 1]!) / (2 * t);
      const dhdy = (height[i + w]! - height[i - w]!) / 2;
      const hz = (dhdy - hx * (px + 0.5 - w / 2) * rowDT[py]!) / rowDZ[py]!;
      slope[2 * i] = Math.max(-limit, Math.min(limit, hx));
      slope[2 * i + 1] = Math.max(-limit, Math.min(limit, hz));
    }
  }
  return slope;
}

/** A broadcast flake blend: chip palette (colour, weight), base coat, mean chip radius (m) and coverage (chips per chip-area). */
interface FlakeBlend {
  seed: number;
  base: string;
  palette: Array<[string, number]>;
  radius: number;
  coverage: number;
}

/**
 * Paints decorative vinyl flakes into the albedo buffer. Chips are irregular convex polygons scattered on
 * a jittered grid in floor space and splatted through the camera with analytic edge anti-aliasing. Where
 * chips shrink below a pixel they are replaced by speckle whose contrast falls like 1/sqrt(chips per
 * pixel), as a real photo averages them; cells are keyed by floor X so far chips read as horizontal dashes.
 */
function paintFlakes(v: View, mask: Uint8Array, albedo: Float32Array, blend: FlakeBlend): void {
  const { width: w, height: h, rowT, rowZ, rowDT, rowDZ } = v;
  const colours = blend.palette.map(([c]) => hex(c));
  const total = blend.palette.reduce((s, [, wt]) => s + wt, 0);
  const cdf: number[] = [];
  let acc = 0;
  for (const [, wt] of blend.palette) cdf.push((acc += wt / total));
  const pick = (r: number): RGB => {
    let k = 0;
    while (k < cdf.length - 1 && r > cdf[k]!) k++;
    return colours[k]!;
  };
  const meanOf = (ch: 0 | 1 | 2): number =>
    colours.reduce((sum, c, k) => sum + c[ch] * blend.palette[k]![1], 0) / total;
  const mean: RGB = [meanOf(0), meanOf(1), meanOf(2)];
  const base = hex(blend.base);
  const r0 = blend.radius;
  // Half-plane chips cover about 60% of their circumscribed circle.
  const chipArea = 0.6 * Math.PI * r0 * r0;
  const covered = 1 - Math.exp(-blend.coverage);
  const farMean = mixRGB(base, mean, covered);

  // How much each row still resolves chips (1) versus seeing them as speckle (0).
  const chipWeight = new Float64Array(h);
  for (let py = 0; py < h; py++) {
    const t = rowT[py]!;
    if (t > 0) chipWeight[py] = smoothstep(1.0, 2.2, (2 * r0) / Math.sqrt(t * Math.abs(rowDZ[py]!)));
  }

  for (let py = 0; py < h; py++) {
    const t = rowT[py]!;
    if (t <= 0) continue;
    const area = t * Math.abs(rowDZ[py]!);
    // Lens blur averages a little further than one pixel, so the speckle is a touch calmer than 1/sqrt(n).
    const k = 0.75 / Math.sqrt(1 + (area / chipArea) * blend.coverage);
    const wc = chipWeight[py]!;
    for (let px = 0; px < w; px++) {
      const i = py * w + px;
      if (!mask[i]) continue;
      const hsh = hash3(Math.floor(((px + 0.5 - w / 2) * t) / (2 * r0)), py, blend.seed);
      const c = pick((hsh & 0xffff) / 65536);
      const shade = 0.9 + (0.2 * (hsh >>> 24)) / 256;
      for (let ch = 0; ch < 3; ch++) {
        const far = farMean[ch]! + (c[ch]! * shade - mean[ch]!) * k * covered;
        albedo[3 * i + ch] = mixNum(far, base[ch]!, wc);
      }
    }
  }

  let zNear = Infinity;
  let zFar = 0;
  for (let py = 0; py < h; py++) {
    if (rowT[py]! <= 0 || chipWeight[py]! <= 0) continue;
    zNear = Math.min(zNear, rowZ[py]!);
    zFar = Math.max(zFar, rowZ[py]!);
  }
  const cell = 2 * r0;
  const perCell = Math.max(1, Math.round((blend.coverage * cell * cell) / chipArea));
  const vx = new Float64Array(8);
  const vz = new Float64Array(8);
  const ex = new Float64Array(8);
  const ez = new Float64Array(8);
  const ec = new Float64Array(8);
  const pt = new Float64Array(2);
  for (let cz = Math.floor((zNear - 2 * r0) / cell); cz <= Math.floor((zFar + 2 * r0) / cell); cz++) {
    const zc = (cz + 0.5) * cell;
    const xe = ((w / 2 + 4) * (v.eye * v.sinP + zc * v.cosP)) / v.focal + 2 * r0;
    for (let cx = Math.floor(-xe / cell); cx <= Math.floor(xe / cell); cx++) {
      const rng = mulberry32(hash3(cx, cz, blend.seed));
      for (let k = 0; k < perCell; k++) {
        const ccx = (cx + rng()) * cell;
        const ccz = (cz + rng()) * cell;
        const r = r0 * (0.5 + rng() + 0.3 * rng() * rng());
        // Cull by the centre's projection before building the polygon: most candidate chips are off-screen or far.
        project(v, ccx, 0, ccz, pt);
        const row = Math.min(h - 1, Math.max(0, Math.round(pt[1]!)));
        const rt = rowT[row]!;
        if (rt <= 0 || chipWeight[row]! <= 0) continue;
        const halfH = (1.3 * r) / Math.abs(rowDZ[row]!) + 2;
        const halfW = (1.3 * r + Math.abs((pt[0]! + 0.5 - w / 2) * rowDT[row]!) * halfH) / rt + 2;
        const pxa = Math.max(0, Math.floor(pt[0]! - halfW));
        const pxb = Math.min(w - 1, Math.ceil(pt[0]! + halfW));
        const pya = Math.max(0, Math.floor(pt[1]! - halfH));
        const pyb = Math.min(h - 1, Math.ceil(pt[1]! + halfH));
        if (pxa > pxb || pya > pyb) continue;
        const nv = 5 + Math.floor(rng() * 3);
        const rot = rng() * Math.PI * 2;
        const squash = 0.5 + 0.5 * rng();
        const cr = Math.cos(rot);
        const sr = Math.sin(rot);
        for (let q = 0; q < nv; q++) {
          const ang = ((q + (rng() - 0.5) * 0.7) * Math.PI * 2) / nv;
          const rad = r * (0.7 + 0.4 * rng());
          const lx = Math.cos(ang) * rad;
          const lz = Math.sin(ang) * rad * squash;
          vx[q] = lx * cr - lz * sr;
          vz[q] = lx * sr + lz * cr;
        }
        for (let q = 0; q < nv; q++) {
          const qn = (q + 1) % nv;
          const dx = vx[qn]! - vx[q]!;
          const dz = vz[qn]! - vz[q]!;
          const len = Math.hypot(dx, dz) || 1;
          ex[q] = dz / len;
          ez[q] = -dx / len;
          ec[q] = ex[q]! * vx[q]! + ez[q]! * vz[q]!;
        }
        const col = pick(rng());
        const shade = 0.86 + 0.28 * rng();
        for (let py = pya; py <= pyb; py++) {
          const t = rowT[py]!;
          const wc = chipWeight[py]!;
          if (t <= 0 || wc <= 0) continue;
          const lz = rowZ[py]! - ccz;
          const dT = rowDT[py]!;
          const dZ = rowDZ[py]!;
          for (let px = pxa; px <= pxb; px++) {
            const i = py * w + px;
            if (!mask[i]) continue;
            const sx = px + 0.5 - w / 2;
            const lx = sx * t - ccx;
            let d = -Infinity;
            let e = 0;
            for (let q = 0; q < nv; q++) {
              const s = ex[q]! * lx + ez[q]! * lz - ec[q]!;
              if (s > d) {
                d = s;
                e = q;
              }
            }
            const gx = ex[e]! * t;
            const gy = ex[e]! * sx * dT + ez[e]! * dZ;
            let cov = 0.5 - d / Math.sqrt(gx * gx + gy * gy);
            if (cov <= 0) continue;
            cov = Math.min(cov, 1) * wc;
            for (let ch = 0; ch < 3; ch++) {
              const o = 3 * i + ch;
              albedo[o] = albedo[o]! + (col[ch]! * shade - albedo[o]!) * cov;
            }
          }
        }
      }
    }
  }
}

/**
 * Bare power-troweled concrete at a floor point: albedo into out, micro-relief height (m) returned.
 * Broad mottling, trowel-scale clouds, sand texture and scattered aggregate specks, each faded by the
 * pixel footprint fp.
 */
function concreteAt(n: Noise, x: number, z: number, fp: number, out: Float64Array): number {
  const broad = fbm(n, x * 0.7, z * 0.7, 4, fp * 0.7);
  const mid = fbm(n, x * 6 + 19.1, z * 6 + 7.3, 4, fp * 6);
  const fine = fbm(n, x * 90 + 3.7, z * 90 + 11.9, 3, fp * 90);
  const cell = 0.005;
  const ix = Math.floor(x / cell);
  const iz = Math.floor(z / cell);
  const hsh = hash3(ix, iz, 77);
  let speck = 0;
  if ((hsh & 255) < 100) {
    const r = cell * (0.1 + 0.18 * ((hsh >>> 24) / 256));
    const sx = (ix + 0.3 + 0.4 * (((hsh >>> 8) & 255) / 256)) * cell;
    const sz = (iz + 0.3 + 0.4 * (((hsh >>> 16) & 255) / 256)) * cell;
    const cov =
      clamp01((r - Math.hypot(x - sx, z - sz)) / fp + 0.5) * (1 - smoothstep(cell * 0.4, cell * 1.5, fp));
    speck = cov * ((hsh >>> 20) & 1 ? 0.3 : -0.35);
  }
  // Bug holes: small air voids left by the trowel, dark and slightly recessed.
  const pcell = 0.014;
  const jx = Math.floor(x / pcell);
  const jz = Math.floor(z / pcell);
  const ph = hash3(jx, jz, 78);
  let pore = 0;
  if ((ph & 255) < 70) {
    const r = 0.0004 + 0.0012 * ((ph >>> 24) / 256) ** 2;
    const sx = (jx + 0.2 + 0.6 * (((ph >>> 8) & 255) / 256)) * pcell;
    const sz = (jz + 0.2 + 0.6 * (((ph >>> 16) & 255) / 256)) * pcell;
    pore = clamp01((r - Math.hypot(x - sx, z - sz)) / fp + 0.5) * Math.min(1, (2 * r) / fp);
  }
  const val = 0.27 * (1 + 0.34 * broad + 0.14 * mid + 0.16 * fine) * (1 + speck) * (1 - 0.6 * pore);
  out[0] = val * 1.02;
  out[1] = val;
  out[2] = val * 0.93;
  return 0.0005 * fine + 0.001 * mid - 0.001 * pore;
}

// ---------------------------------------------------------------------------------------------------------
// Shading and photographic finish
// ---------------------------------------------------------------------------------------------------------

/** Per-pixel floor material: linear albedo, optional slopes, clear-coat gloss (0 matte .. 1 full coat). */
interface Surface {
  albedo: Float32Array;
  slope?: Float32Array;
  gloss: Float32Array | number;
}

/** How the coat reflects and how the floor is lit. */
interface Look {
  /** Reflectance at normal incidence (epoxy clear coat ~0.04-0.05). */
  f0: number;
  /** Share of the crisp reflection versus the hazy one. */
  clarity: number;
  /** Blur radii [x, y] in pixels (at 1600 px wide) of the crisp and hazy reflections; y > x makes the streaks that glossy floors stretch towards the viewer. */
  crisp: [number, number];
  hazy: [number, number];
  /** Slope amplitude of the gentle undulation every poured floor has, which makes reflections wobble. */
  waviness: number;
  /** Strength of a broad, albedo-tinted reflection from metallic pigment. */
  metallic?: number;
  /** Direct sun/window light: direction towards the light and its irradiance. */
  sun?: { dir: RGB; color: RGB };
}

/** Scene-referred render: linear radiance per pixel and distance along each camera ray. */
interface Frame {
  width: number;
  height: number;
  radiance: Float32Array;
  depth: Float32Array;
}

/**
 * Shades every pixel: floor pixels get diffuse light plus a Fresnel-weighted reflection of the
 * environment (blurred into crisp and hazy parts); other pixels see the environment directly.
 */
function renderScene(
  v: View,
  env: Environment,
  mask: Uint8Array,
  surf: Surface,
  look: Look,
  seed: number,
): Frame {
  const { width: w, height: h, focal, eye, sinP, cosP, rowT, rowZ } = v;
  const n = w * h;
  const radiance = new Float32Array(n * 3);
  const refl = new Float32Array(n * 3);
  const depth = new Float32Array(n);
  const metallic = look.metallic ?? 0;
  const metal = metallic > 0 ? new Float32Array(n * 3) : null;
  const wave = createNoise(seed);
  const ray = new Float64Array(3);
  const e = new Float64Array(3);
  const { albedo, slope, gloss } = surf;
  const sun = look.sun;
  for (let py = 0; py < h; py++) {
    const sy = h / 2 - py - 0.5;
    const a = sy * cosP - focal * sinP;
    const b = sy * sinP + focal * cosP;
    const t = rowT[py]!;
    const z = rowZ[py]!;
    for (let px = 0; px < w; px++) {
      const i = py * w + px;
      const o = 3 * i;
      const sx = px + 0.5 - w / 2;
      const len = Math.sqrt(sx * sx + a * a + b * b);
      const dx = sx / len;
      const dy = a / len;
      const dz = b / len;
      if (!mask[i]) {
        depth[i] = env.trace(0, eye, 0, dx, dy, dz, ray) * len;
        radiance[o] = ray[0]!;
        radiance[o + 1] = ray[1]!;
        radiance[o + 2] = ray[2]!;
        continue;
      }
      const x = sx * t;
      depth[i] = t * len;
      let hx = slope ? slope[2 * i]! : 0;
      let hz = slope ? slope[2 * i + 1]! : 0;
      if (look.waviness > 0) {
        hx += look.waviness * (gnoise(wave, x * 0.8, z * 0.8) + 0.4 * gnoise(wave, x * 3.1 + 7.7, z * 3.1));
        hz +=
          look.waviness *
          (gnoise(wave, x * 0.8 + 31.4, z * 0.8 + 17.2) + 0.4 * gnoise(wave, x * 3.1, z * 3.1 + 5.5));
      }
      const nl = 1 / Math.sqrt(hx * hx + 1 + hz * hz);
      const nx = -hx * nl;
      const ny = nl;
      const nz = -hz * nl;
      const cosI = Math.max(-(dx * nx + dy * ny + dz * nz), 1e-3);
      env.floorLight(x, z, e);
      let er = e[0]!;
      let eg = e[1]!;
      let eb = e[2]!;
      if (sun) {
        const s = Math.max(0, nx * sun.dir[0] + ny * sun.dir[1] + nz * sun.dir[2]);
        er += sun.color[0] * s;
        eg += sun.color[1] * s;
        eb += sun.color[2] * s;
      }
      const g = typeof gloss === 'number' ? gloss : gloss[i]!;
      const m = 1 - cosI;
      const fresnel = (look.f0 + (1 - look.f0) * m * m * m * m * m) * g;
      const kd = (1 - fresnel) / Math.PI;
      radiance[o] = albedo[o]! * er * kd;
      radiance[o + 1] = albedo[o + 1]! * eg * kd;
      radiance[o + 2] = albedo[o + 2]! * eb * kd;
      if (g > 0 || metal) {
        const rdy = Math.max(dy + 2 * cosI * ny, 0.002);
        env.trace(x, 0, z, dx + 2 * cosI * nx, rdy, dz + 2 * cosI * nz, ray);
        refl[o] = ray[0]! * fresnel;
        refl[o + 1] = ray[1]! * fresnel;
        refl[o + 2] = ray[2]! * fresnel;
        if (metal) {
          metal[o] = ray[0]! * albedo[o]! * metallic;
          metal[o + 1] = ray[1]! * albedo[o + 1]! * metallic;
          metal[o + 2] = ray[2]! * albedo[o + 2]! * metallic;
        }
      }
    }
  }
  const k = w / 1600;
  const px = (r: number): number => Math.max(0, Math.round(r * k));
  const crisp = refl.slice();
  boxBlur(crisp, w, h, 3, px(look.crisp[0]), px(look.crisp[1]), 2);
  boxBlur(refl, w, h, 3, px(look.hazy[0]), px(look.hazy[1]), 3);
  if (metal) boxBlur(metal, w, h, 3, px(24), px(40), 3);
  for (let j = 0; j < n * 3; j++) {
    radiance[j] =
      radiance[j]! + look.clarity * crisp[j]! + (1 - look.clarity) * refl[j]! + (metal ? metal[j]! : 0);
  }
  return { width: w, height: h, radiance, depth };
}

/** Softens everything beyond the focus distance, as a lens focused on the floor would. */
function depthOfField(f: Frame, near: number, far: number, radius: number): void {
  const blurred = f.radiance.slice();
  const r = Math.max(1, Math.round((radius * f.width) / 1600));
  boxBlur(blurred, f.width, f.height, 3, r, r, 2);
  for (let i = 0; i < f.width * f.height; i++) {
    const k = smoothstep(near, far, f.depth[i]!);
    if (k <= 0) continue;
    for (let c = 0; c < 3; c++)
      f.radiance[3 * i + c] = mixNum(f.radiance[3 * i + c]!, blurred[3 * i + c]!, k);
  }
}

/** Photographic finishing parameters. */
interface Finish {
  /** Target log-average display key (0.18 is "normal"; lower reads darker). */
  key: number;
  bloom: number;
  vignette: number;
  /** Grain standard deviation in display units (0..1). */
  grain: number;
  saturation: number;
  seed: number;
}

/** Narkowicz's fitted ACES filmic curve: a photographic toe and gentle highlight roll-off. */
function aces(x: number): number {
  return clamp01((x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14));
}

/**
 * Turns scene radiance into an 8-bit sRGB photo: auto exposure on the log-average luminance (so scenes
 * can be lit in arbitrary units), bloom around highlights, vignette, saturation, ACES tone curve and
 * midtone-weighted monochrome grain.
 */
function finish(f: Frame, o: Finish): Uint8Array {
  const { width: w, height: h, radiance: rad } = f;
  const n = w * h;
  let logSum = 0;
  for (let i = 0; i < n; i++) {
    logSum += Math.log(1e-4 + 0.2126 * rad[3 * i]! + 0.7152 * rad[3 * i + 1]! + 0.0722 * rad[3 * i + 2]!);
  }
  const exposure = o.key / Math.exp(logSum / n);
  // No lens is pixel-sharp: a touch of softness also keeps the JPEGs small.
  const soft = rad.slice();
  boxBlur(soft, w, h, 3, 1, 1, 1);
  for (let j = 0; j < n * 3; j++) rad[j] = rad[j]! * 0.6 + soft[j]! * 0.4;
  if (o.bloom > 0) {
    const glow = new Float32Array(n * 3);
    for (let j = 0; j < n * 3; j++) glow[j] = Math.max(0, rad[j]! * exposure - 0.8);
    const r = Math.round(w / 150);
    boxBlur(glow, w, h, 3, r, r, 3);
    for (let j = 0; j < n * 3; j++) rad[j] = rad[j]! + (glow[j]! * o.bloom) / exposure;
  }
  const out = new Uint8Array(n * 3);
  const rng = mulberry32(o.seed);
  const cx = w / 2;
  const cy = h / 2;
  const inv = 1 / (cx * cx + cy * cy);
  for (let py = 0; py < h; py++) {
    for (let px = 0; px < w; px++) {
      const i = py * w + px;
      const r2 = ((px - cx) ** 2 + (py - cy) ** 2) * inv;
      const vig = exposure * (1 - o.vignette * smoothstep(0.05, 1.0, r2));
      let r = rad[3 * i]! * vig;
      let g = rad[3 * i + 1]! * vig;
      let b = rad[3 * i + 2]! * vig;
      const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      r = Math.max(0, lum + (r - lum) * o.saturation);
      g = Math.max(0, lum + (g - lum) * o.saturation);
      b = Math.max(0, lum + (b - lum) * o.saturation);
      const sr = linearToSrgb(aces(r));
      const sg = linearToSrgb(aces(g));
      const sb = linearToSrgb(aces(b));
      const l = 0.3 * sr + 0.55 * sg + 0.15 * sb;
      const grain = (rng() + rng() + rng() + rng() - 2) * 1.73 * o.grain * (0.35 + 2.6 * l * (1 - l));
      out[3 * i] = Math.round(clamp01(sr + grain) * 255);
      out[3 * i + 1] = Math.round(clamp01(sg + grain) * 255);
      out[3 * i + 2] = Math.round(clamp01(sb + grain) * 255);
    }
  }
  return out;
}

/** Encodes 8-bit RGB pixels as the site's JPEG flavour; returns the byte size. */
async function saveJpeg(pixels: Uint8Array, w: number, h: number, file: string): Promise<number> {
  const info = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(file);
  return info.size;
}

// ---------------------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------------------

const NEUTRAL: RGB = [1.0, 0.96, 0.9];
const COOL: RGB = [0.92, 0.96, 1.0];
const WARM: RGB = [1.0, 0.76, 0.5];
const DAYLIGHT: RGB = [0.82, 0.91, 1.0];

/** Writes albedo * irradiance / pi plus an emission into out: the radiance of a matte room surface. */
function matte(out: Float64Array, e: Float64Array, albedo: RGB, emission: RGB = [0, 0, 0], glow = 0): void {
  for (let c = 0; c < 3; c++) out[c] = (albedo[c]! * e[c]!) / Math.PI + emission[c]! * glow;
}

/** Grey albedo triple. */
function grey(v: number): RGB {
  return [v, v, v];
}

/** Hero: charcoal flake two-car garage with LED strip lights, dark cabinets and a window at the back. */
function heroGarage(w: number, h: number): Uint8Array {
  const view = createView(w, h, 0.8, 14, 70);
  const stripX = [-1.7, 0, 1.7];
  const strip = scale(NEUTRAL, 40);
  const led = scale(WARM, 30);
  const lights: Lights = [];
  for (const x of stripX) addPanel(lights, x - 0.04, x + 0.04, 1.0, 7.3, 2.75, strip, 1, 6);
  addPanel(lights, -3.0, 1.0, 7.66, 7.7, 1.42, led, 8, 1);
  const env = createRoom({
    half: 3.4,
    back: 8,
    ceiling: 2.75,
    lights,
    ambient: [0.05, 0.05, 0.055],
    shade(kind, a, b, e, out) {
      if (kind === CEILING) {
        let glow = 0;
        for (const x of stripX)
          glow = Math.max(glow, band(a, x - 0.04, x + 0.04, 0.008) * band(b, 1.0, 7.3, 0.01));
        matte(out, e, grey(0.5), strip, glow);
      } else if (kind === BACK) {
        const cabinets = band(a, -3.0, 1.0, 0.004);
        const doors = 1 - 0.7 * stripes(a, 0.5, 0.006, 0.004);
        let albedo = 0.07;
        let emission = led;
        let glow = 0;
        if (cabinets > 0 && b < 0.1) albedo = 0.015;
        else if (cabinets > 0 && b < 0.88) albedo = 0.035 * doors;
        else if (cabinets > 0 && b < 0.93) albedo = 0.45;
        else if (cabinets > 0 && b < 1.42) albedo = 0.12;
        else if (cabinets > 0 && b < 1.45) glow = 1;
        else if (cabinets > 0 && b < 2.3) albedo = 0.035 * doors;
        const window = band(a, 1.7, 2.9, 0.01) * band(b, 1.05, 2.15, 0.01);
        if (window > 0) {
          emission = scale(DAYLIGHT, (5 + 4 * (b - 1.05)) * (1 - bandCoverage(a - 2.3, 0.04, 0.01)));
          glow = window;
        } else if (band(a, 1.64, 2.96, 0.01) * band(b, 0.99, 2.21, 0.01) > 0.5) {
          albedo = 0.5;
        }
        matte(out, e, grey(albedo * (1 - glow)), emission, glow);
      } else {
        matte(out, e, grey(0.09 * (1 - 0.6 * stripes(b, 0.0762, 0.012, 0.004))));
      }
    },
  });
  const mask = floorMask(view, env);
  const albedo = new Float32Array(w * h * 3);
  paintFlakes(view, mask, albedo, {
    seed: 11,
    base: '#2e3033',
    palette: [
      ['#151618', 34],
      ['#2d2f33', 26],
      ['#55585d', 20],
      ['#8e9194', 12],
      ['#cfcdc7', 8],
    ],
    radius: 0.0034,
    coverage: 3,
  });
  const look: Look = { f0: 0.05, clarity: 0.6, crisp: [1, 3], hazy: [6, 24], waviness: 0.004 };
  const frame = renderScene(view, env, mask, { albedo, gloss: 1 }, look, 12);
  depthOfField(frame, 6, 9, 2.5);
  return finish(frame, { key: 0.075, bloom: 0.15, vignette: 0.5, grain: 0.013, saturation: 0.9, seed: 13 });
}

/** Distance (in cell units) from (x, y) to the nearest edge of a unit-spaced, pointy-top hexagon tiling. */
function hexEdgeDistance(x: number, y: number): number {
  const ry = Math.sqrt(3);
  const ax = x - Math.floor(x) - 0.5;
  const ay = y - Math.floor(y / ry) * ry - 0.5 * ry;
  const x2 = x - 0.5;
  const y2 = y - 0.5 * ry;
  const bx = x2 - Math.floor(x2) - 0.5;
  const by = y2 - Math.floor(y2 / ry) * ry - 0.5 * ry;
  const useA = ax * ax + ay * ay < bx * bx + by * by;
  const gx = Math.abs(useA ? ax : bx);
  const gy = Math.abs(useA ? ay : by);
  return 0.5 - Math.max(gx, gx * 0.5 + gy * 0.8660254);
}

/** Full-broadcast flake garage under a hexagon LED grid, looking at a white sectional garage door. */
function garageFlake(w: number, h: number): Uint8Array {
  const view = createView(w, h, 1.0, 14, 70);
  const tube = scale(COOL, 32);
  const hexSpacing = 0.75;
  const tubeWidth = 0.035;
  const [hx0, hx1, hz0, hz1] = [-2.1, 2.1, 1.2, 7.2];
  const lights: Lights = [];
  const tubeArea = (hx1 - hx0) * (hz1 - hz0) * ((2 * tubeWidth) / hexSpacing);
  addPanel(lights, hx0, hx1, hz0, hz1, 2.8, scale(tube, tubeArea / ((hx1 - hx0) * (hz1 - hz0))), 5, 6);
  const env = createRoom({
    half: 3.3,
    back: 8,
    ceiling: 2.8,
    lights,
    ambient: [0.12, 0.12, 0.125],
    shade(kind, a, b, e, out) {
      if (kind === CEILING) {
        const inside = band(a, hx0, hx1, 0.005) * band(b, hz0, hz1, 0.005);
        const frame =
          band(a, hx0 - tubeWidth, hx1 + tubeWidth, 0.005) * band(b, hz0 - tubeWidth, hz1 + tubeWidth, 0.005);
        const d = hexEdgeDistance(a / hexSpacing, b / hexSpacing) * hexSpacing;
        const glow = Math.max(inside * bandCoverage(d, tubeWidth, 0.01), frame * (1 - inside));
        matte(out, e, grey(0.7), tube, glow);
      } else if (kind === BACK) {
        const door = band(a, -2.5, 2.5, 0.005) * band(b, 0, 2.15, 0.005);
        const trim = band(a, -2.62, 2.62, 0.005) * band(b, 0, 2.25, 0.005);
        let albedo = 0.5;
        let glow = 0;
        if (door > 0.5) {
          const seams = stripes(b, 0.54, 0.012, 0.004);
          const panels = stripes(a + 0.625, 1.25, 0.01, 0.004) * 0.5;
          albedo = 0.72 * (1 - 0.65 * seams - 0.25 * panels);
          glow = band(b, 1.68, 1.98, 0.008) * (1 - stripes(a + 0.625, 1.25, 0.1, 0.004)) * door;
        } else if (trim > 0.5) {
          albedo = 0.8;
        }
        matte(out, e, grey(albedo * (1 - glow)), scale(DAYLIGHT, 6), glow);
      } else {
        matte(out, e, grey(b < 0.1 ? 0.3 : 0.55));
      }
    },
  });
  const mask = floorMask(view, env);
  const albedo = new Float32Array(w * h * 3);
  paintFlakes(view, mask, albedo, {
    seed: 21,
    base: '#8a8a88',
    palette: [
      ['#1c1c1e', 22],
      ['#77797c', 25],
      ['#b3b2ae', 15],
      ['#ebe8e0', 18],
      ['#b49873', 12],
      ['#6b5843', 8],
    ],
    radius: 0.0036,
    coverage: 3,
  });
  const look: Look = { f0: 0.05, clarity: 0.65, crisp: [1, 3], hazy: [6, 22], waviness: 0.004 };
  const frame = renderScene(view, env, mask, { albedo, gloss: 1 }, look, 22);
  depthOfField(frame, 6, 9, 2);
  return finish(frame, { key: 0.17, bloom: 0.12, vignette: 0.4, grain: 0.016, saturation: 0.95, seed: 23 });
}

/** Metallic epoxy (ocean blue, silver, charcoal) in a bright room with a glass back wall and can lights. */
function metallicSwirl(w: number, h: number): Uint8Array {
  const view = createView(w, h, 1.3, 27, 66);
  const can = scale(NEUTRAL, 70);
  const cans: Array<[number, number]> = [];
  for (const x of [-1.6, 1.6]) for (const z of [1.6, 3.6, 5.6]) cans.push([x, z]);
  const lights: Lights = [];
  for (const [x, z] of cans) addPanel(lights, x - 0.06, x + 0.06, z - 0.06, z + 0.06, 2.8, can);
  const outside = createNoise(31);
  const env = createRoom({
    half: 3.6,
    back: 6.5,
    ceiling: 2.8,
    lights,
    ambient: [0.2, 0.2, 0.21],
    shade(kind, a, b, e, out) {
      const wall = hex('#c2c1bd');
      if (kind === CEILING) {
        let glow = 0;
        for (const [x, z] of cans)
          glow = Math.max(glow, 1 - smoothstep(0.055, 0.065, Math.hypot(a - x, b - z)));
        matte(out, e, grey(0.75), can, glow);
      } else if (kind === BACK) {
        const glass = (band(a, -2.7, -1.3, 0.005) + band(a, 1.3, 2.7, 0.005)) * band(b, 0.35, 2.35, 0.005);
        const mullions = Math.max(
          bandCoverage(Math.abs(a) - 2.0, 0.05, 0.004),
          bandCoverage(b - 1.5, 0.05, 0.004),
        );
        if (glass > 0) {
          // Daylight outside: sky above a soft band of distant greenery.
          const trees = smoothstep(0.65, 0.95, b + 0.35 * fbm(outside, a * 2, 0.3, 4));
          const leaves = scale([0.06, 0.075, 0.05], 0.6 + 0.8 * (0.5 + fbm(outside, a * 9, b * 9, 3)));
          const sky = mixRGB(leaves, scale(DAYLIGHT, 3 + 1.5 * b), trees);
          matte(out, e, grey(0.2 * mullions), scale(sky, 1 - mullions), glass);
        } else {
          matte(out, e, b < 0.1 ? grey(0.8) : wall);
        }
      } else {
        matte(out, e, b < 0.1 ? grey(0.8) : wall);
      }
    },
  });
  const mask = floorMask(view, env);
  const n = w * h;
  const albedo = new Float32Array(n * 3);
  const field = new Float32Array(n);
  const nq = createNoise(32);
  const nr = createNoise(33);
  const nv = createNoise(34);
  const ramp: Array<[number, RGB]> = [
    [0.0, hex('#0d1117')],
    [0.25, hex('#0a2342')],
    [0.5, hex('#0f4c81')],
    [0.7, hex('#2f78b0')],
    [0.86, hex('#9fb6c8')],
    [1.0, hex('#e4e9ee')],
  ];
  const sampleRamp = (t: number): RGB => {
    for (let k = 1; k < ramp.length; k++) {
      const [t1, c1] = ramp[k]!;
      const [t0, c0] = ramp[k - 1]!;
      if (t <= t1) return mixRGB(c0, c1, smoothstep(t0, t1, t));
    }
    return ramp[ramp.length - 1]![1];
  };
  // Domain-warped fBm (warp of a warp) gives the lava-lamp cells and flowing veins of metallic pours.
  eachFloorPixel(view, mask, (i, x, z, fpx, fpz) => {
    const s = 0.42;
    const fp = Math.sqrt(fpx * fpz) * s;
    const px = x * s;
    const pz = z * s;
    const qx = fbm(nq, px, pz, 3, fp);
    const qz = fbm(nq, px + 5.2, pz + 1.3, 3, fp);
    const rx = fbm(nr, px + 3.2 * qx + 1.7, pz + 3.2 * qz + 9.2, 3, fp);
    const rz = fbm(nr, px + 3.2 * qx + 8.3, pz + 3.2 * qz + 2.8, 3, fp);
    // The warp compresses the final field into thin bands, so filter it as if pixels were ~3x larger.
    const val = fbm(nv, px + 3.2 * rx, pz + 3.2 * rz, 4, fp * 3);
    const t = clamp01(0.45 + 1.5 * val);
    let c = sampleRamp(t);
    c = mixRGB(c, hex('#1c1f24'), smoothstep(0.15, 0.5, Math.hypot(qx, qz)) * 0.45);
    const lace = (1 - smoothstep(0.0, 0.05, Math.abs(rx - 0.08))) * 0.45;
    c = mixRGB(c, hex('#c9d3dc'), lace);
    // Mica shimmer: pigment density varies on a centimetre scale.
    c = scale(c, 0.9 + 0.2 * (0.5 + fbm(nv, x * 25 + 3.3, z * 25, 3, fp * 60)));
    field[i] = t;
    albedo.set(c, 3 * i);
  });
  // Pearlescent sheen: pigment aligned along the flow catches light where the pattern changes fastest.
  for (let py = 1; py < h - 1; py++) {
    for (let px = 1; px < w - 1; px++) {
      const i = py * w + px;
      if (!mask[i] || !mask[i - w] || !mask[i + w]) continue;
      const t = view.rowT[py]!;
      const gx = (field[i + 1]! - field[i - 1]!) / (2 * t);
      const gz = (field[i - w]! - field[i + w]!) / (2 * Math.abs(view.rowDZ[py]!));
      const mag = Math.hypot(gx, gz);
      const sheen = smoothstep(0.5, 4, mag) * (0.5 + 0.5 * Math.abs(gx / (mag + 1e-6)));
      const pearl: RGB = [0.45 + 0.25 * sheen, 0.6, 0.8];
      for (let c = 0; c < 3; c++) albedo[3 * i + c] = albedo[3 * i + c]! + pearl[c]! * sheen * 0.22;
    }
  }
  const look: Look = {
    f0: 0.05,
    clarity: 0.6,
    crisp: [1, 3],
    hazy: [6, 22],
    waviness: 0.003,
    metallic: 0.35,
  };
  const frame = renderScene(view, env, mask, { albedo, gloss: 1 }, look, 35);
  depthOfField(frame, 5, 7.5, 2);
  return finish(frame, { key: 0.15, bloom: 0.15, vignette: 0.4, grain: 0.02, saturation: 1.0, seed: 36 });
}

/** Light grey high-gloss commercial floor under troffer lights, with yellow safety lines. */
function commercialSolid(w: number, h: number): Uint8Array {
  const view = createView(w, h, 1.6, 10, 75);
  const troffer = scale(COOL, 14);
  const panels: Array<[number, number]> = [];
  for (const x of [-4.5, -1.5, 1.5, 4.5]) for (let z = 2; z < 23; z += 3) panels.push([x, z]);
  const lights: Lights = [];
  for (const [x, z] of panels) addPanel(lights, x - 0.3, x + 0.3, z - 0.6, z + 0.6, 4, troffer);
  const env = createRoom({
    half: 6.5,
    back: 24,
    ceiling: 4,
    lights,
    ambient: [0.4, 0.41, 0.42],
    shade(kind, a, b, e, out) {
      if (kind === CEILING) {
        let glow = 0;
        for (const [x, z] of panels)
          glow = Math.max(glow, band(a, x - 0.3, x + 0.3, 0.01) * band(b, z - 0.6, z + 0.6, 0.01));
        const grid = Math.max(stripes(a, 0.6, 0.025, 0.01), stripes(b, 1.2, 0.025, 0.01));
        matte(out, e, grey(0.75 - 0.3 * grid), troffer, glow);
      } else if (kind === BACK) {
        const glass = band(a, -4.5, 4.5, 0.01) * band(b, 0, 3.0, 0.01);
        const mullions = Math.max(stripes(a, 1.5, 0.06, 0.01), bandCoverage(b - 2.4, 0.06, 0.01));
        if (glass > 0) {
          const sky = scale(DAYLIGHT, b > 0.9 ? 6 : 2.5);
          matte(out, e, grey(0.15 * mullions), scale(sky, 1 - mullions), glass);
        } else {
          matte(out, e, grey(0.62));
        }
      } else {
        const door = band(a, 9, 10.8, 0.01) * band(b, 0, 2.2, 0.01);
        matte(out, e, grey(door > 0.5 ? 0.35 : b < 0.12 ? 0.15 : 0.62));
      }
    },
  });
  const mask = floorMask(view, env);
  const albedo = new Float32Array(w * h * 3);
  const nm = createNoise(41);
  const floorGrey = hex('#b6babd');
  const yellow = hex('#e8b10a');
  eachFloorPixel(view, mask, (i, x, z, fpx, fpz) => {
    const fp = Math.sqrt(fpx * fpz);
    const mottle =
      1 + 0.035 * fbm(nm, x * 0.5, z * 0.5, 3, fp * 0.5) + 0.02 * fbm(nm, x * 7, z * 7, 3, fp * 7);
    const line = Math.max(
      bandCoverage(x + 3.2, 0.1, fpx),
      bandCoverage(x - 3.6, 0.1, fpx),
      bandCoverage(z - 9, 0.1, fpz) * smoothstep(-3.1, -3.2, x),
    );
    albedo.set(mixRGB(scale(floorGrey, mottle), yellow, line), 3 * i);
  });
  const look: Look = { f0: 0.05, clarity: 0.6, crisp: [1, 3], hazy: [6, 20], waviness: 0.0035 };
  const frame = renderScene(view, env, mask, { albedo, gloss: 1 }, look, 42);
  depthOfField(frame, 14, 24, 2);
  return finish(frame, { key: 0.2, bloom: 0.1, vignette: 0.35, grain: 0.018, saturation: 0.95, seed: 43 });
}

/** Warehouse: medium grey high-build epoxy, yellow forklift lanes, pallet racking and high-bay lights. */
function industrialFloor(w: number, h: number): Uint8Array {
  const view = createView(w, h, 1.7, 6, 72);
  const bay = scale(COOL, 30);
  const fixtures: Array<[number, number]> = [];
  for (const x of [-4, 0, 4]) for (let z = 3; z < 45; z += 5) fixtures.push([x, z]);
  const lights: Lights = [];
  for (const [x, z] of fixtures) addPanel(lights, x - 0.18, x + 0.18, z - 0.6, z + 0.6, 9.5, bay);
  const racks = createNoise(51);
  const blue = hex('#1d4a86');
  const orange = hex('#d9621a');
  const cardboard = hex('#9c7650');
  const wrap = hex('#c4c8cb');
  const env = createRoom({
    half: 8,
    back: 45,
    ceiling: 10,
    lights,
    ambient: [0.12, 0.125, 0.13],
    shade(kind, a, b, e, out) {
      if (kind === CEILING) {
        let glow = 0;
        for (const [x, z] of fixtures)
          glow = Math.max(glow, band(a, x - 0.18, x + 0.18, 0.02) * band(b, z - 0.6, z + 0.6, 0.02));
        matte(out, e, grey(0.25 - 0.15 * stripes(b, 2, 0.12, 0.02)), bay, glow);
      } else if (kind === BACK) {
        const doorIndex = Math.round(a / 5);
        const door = Math.abs(a - doorIndex * 5) < 1.5 && b < 3.2 && Math.abs(doorIndex) <= 1;
        if (door && doorIndex === 1) matte(out, e, grey(0), scale(DAYLIGHT, 9), 1);
        else if (door) matte(out, e, grey(0.45 * (1 - 0.4 * stripes(b, 0.12, 0.02, 0.02))));
        else matte(out, e, grey(0.32 * (1 - 0.3 * stripes(a, 0.3, 0.08, 0.02))));
      } else {
        // Pallet racking along the side walls: blue uprights, orange beams, loads in most bays.
        const z = a;
        const level = Math.floor(b / 1.7);
        const bayIndex = Math.floor(z / 2.8);
        const upright = stripes(z, 2.8, 0.1, 0.02);
        const beam = bandCoverage(b - level * 1.7 - 0.06, 0.13, 0.02);
        const hsh = hash3(bayIndex * 2 + (kind === LEFT ? 0 : 1), level, 52);
        const loadTop = level * 1.7 + 0.15 + 1.1 + 0.3 * ((hsh >>> 8) / 16777216);
        let albedo: RGB = grey(0.03);
        const base = level * 1.7 + 0.13;
        if ((hsh & 255) < 200 && b < loadTop && level < 4) {
          const boxed = (hsh >>> 16) & 1;
          const seams = boxed
            ? Math.max(stripes(b - base, 0.35, 0.02, 0.02), stripes(z, 0.45, 0.02, 0.02))
            : 0;
          // Loads are darker low down (occluded by the beam above and neighbours) and vary box to box.
          const occlusion = 0.55 + 0.45 * smoothstep(base, loadTop, b);
          const tone = (0.75 + 0.35 * fbm(racks, z * 2, b * 6, 3) - 0.25 * seams) * occlusion;
          const variant = 0.8 + 0.4 * (((hsh >>> 20) & 255) / 256);
          albedo = scale(boxed ? cardboard : wrap, boxed ? tone * variant : tone * 0.6);
          if (b < base + 0.14) albedo = scale(hex('#6e5b44'), 1 - 0.7 * stripes(z, 0.35, 0.1, 0.02));
          if (stripes(z + 1.4, 1.4, 0.08, 0.02) > 0.5) albedo = grey(0.03);
        }
        if (level >= 4) albedo = grey(0.08);
        albedo = mixRGB(albedo, orange, beam);
        albedo = mixRGB(albedo, blue, upright);
        matte(out, e, albedo);
      }
    },
  });
  const mask = floorMask(view, env);
  const albedo = new Float32Array(w * h * 3);
  const nm = createNoise(53);
  const floorGrey = hex('#7b8084');
  const yellow = hex('#e5ad0c');
  eachFloorPixel(view, mask, (i, x, z, fpx, fpz) => {
    const fp = Math.sqrt(fpx * fpz);
    const mottle =
      1 + 0.08 * fbm(nm, x * 0.4, z * 0.4, 3, fp * 0.4) + 0.04 * fbm(nm, x * 5, z * 5, 3, fp * 5);
    // Forklift tyre paths darken the middle of the lane.
    const tyres =
      Math.exp(-(((Math.abs(x) - 0.9) / 0.3) ** 2)) * (0.5 + 0.5 * fbm(nm, x * 2, z * 0.2, 3, fp * 2));
    const lanes = Math.max(
      bandCoverage(Math.abs(x) - 2.4, 0.1, fpx),
      bandCoverage(Math.abs(x) - 6.4, 0.1, fpx),
    );
    const walk = band(z, 14, 16, 0.01) * (Math.abs(x) < 2.35 ? 1 : 0) * stripes(x + 0.25, 0.6, 0.3, fpx);
    const c = scale(floorGrey, mottle * (1 - 0.12 * tyres));
    albedo.set(mixRGB(c, yellow, Math.max(lanes, walk)), 3 * i);
  });
  const look: Look = { f0: 0.045, clarity: 0.5, crisp: [1, 3], hazy: [6, 24], waviness: 0.005 };
  const frame = renderScene(view, env, mask, { albedo, gloss: 0.9 }, look, 54);
  depthOfField(frame, 18, 40, 2);
  return finish(frame, { key: 0.11, bloom: 0.12, vignette: 0.4, grain: 0.02, saturation: 0.95, seed: 55 });
}

/** Warm saddle-tone flake floor in a finished basement: beige walls, warm can lights, satin sheen. */
function basementFloor(w: number, h: number): Uint8Array {
  const view = createView(w, h, 1.25, 16, 68);
  const can = scale(WARM, 55);
  const cans: Array<[number, number]> = [];
  for (const x of [-1.3, 1.3]) for (const z of [1.8, 3.4, 5.0]) cans.push([x, z]);
  const lights: Lights = [];
  for (const [x, z] of cans) addPanel(lights, x - 0.07, x + 0.07, z - 0.07, z + 0.07, 2.45, can);
  const wall = hex('#d3c4ad');
  const art = createNoise(64);
  const trim = hex('#ebe5da');
  const env = createRoom({
    half: 3.2,
    back: 6,
    ceiling: 2.45,
    lights,
    ambient: [0.16, 0.13, 0.1],
    shade(kind, a, b, e, out) {
      if (kind === CEILING) {
        let glow = 0;
        for (const [x, z] of cans)
          glow = Math.max(glow, 1 - smoothstep(0.065, 0.075, Math.hypot(a - x, b - z)));
        matte(out, e, trim, can, glow);
      } else if (kind === BACK) {
        const window = band(a, 1.1, 2.2, 0.01) * band(b, 1.45, 1.85, 0.01);
        const casing = band(a, 1.04, 2.26, 0.01) * band(b, 1.39, 1.91, 0.01);
        const doorway = band(a, -2.5, -1.6, 0.01) * band(b, 0, 2.03, 0.01);
        const doorTrim = band(a, -2.58, -1.52, 0.01) * band(b, 0, 2.11, 0.01);
        const frame = band(a, -0.9, 0.3, 0.006) * band(b, 0.95, 1.65, 0.006);
        const canvas = band(a, -0.86, 0.26, 0.006) * band(b, 0.99, 1.61, 0.006);
        const paint = mixRGB(
          hex('#5d7486'),
          hex('#c9b89a'),
          smoothstep(-0.3, 0.3, fbm(art, a * 2, b * 2, 3)),
        );
        let albedo = b < 0.12 ? trim : wall;
        albedo = mixRGB(albedo, trim, Math.max(casing, doorTrim));
        albedo = mixRGB(albedo, grey(0.03), frame);
        albedo = mixRGB(albedo, scale(wall, 0.25 + 0.15 * (b / 2)), doorway);
        albedo = mixRGB(albedo, paint, canvas);
        matte(out, e, scale(albedo, 1 - window), scale(DAYLIGHT, 3), window);
      } else {
        matte(out, e, b < 0.12 ? trim : wall);
      }
    },
  });
  const mask = floorMask(view, env);
  const albedo = new Float32Array(w * h * 3);
  paintFlakes(view, mask, albedo, {
    seed: 61,
    base: '#9c8163',
    palette: [
      ['#c6a27a', 25],
      ['#85664a', 20],
      ['#e6d9c2', 20],
      ['#47382b', 15],
      ['#a3978a', 12],
      ['#1f1a16', 8],
    ],
    radius: 0.0036,
    coverage: 3,
  });
  const look: Look = { f0: 0.045, clarity: 0.3, crisp: [2, 5], hazy: [10, 34], waviness: 0.005 };
  const frame = renderScene(view, env, mask, { albedo, gloss: 0.75 }, look, 62);
  depthOfField(frame, 4.5, 6.5, 2);
  return finish(frame, { key: 0.16, bloom: 0.12, vignette: 0.45, grain: 0.02, saturation: 0.85, seed: 63 });
}

/** Freshly resurfaced grey garage floor ending in a crisp edge against the untouched concrete apron. */
function repairResurfaced(w: number, h: number): Uint8Array {
  const view = createView(w, h, 1.15, 22, 68);
  const strip = scale(NEUTRAL, 35);
  const rows = [2.2, 4.2, 6.2];
  const lights: Lights = [];
  for (const z of rows) addPanel(lights, -1.6, 1.6, z - 0.04, z + 0.04, 2.7, strip, 6, 1);
  const env = createRoom({
    half: 3.2,
    back: 7,
    ceiling: 2.7,
    lights,
    ambient: [0.14, 0.14, 0.145],
    shade(kind, a, b, e, out) {
      if (kind === CEILING) {
        let glow = 0;
        for (const z of rows)
          glow = Math.max(glow, band(a, -1.6, 1.6, 0.01) * band(b, z - 0.04, z + 0.04, 0.008));
        matte(out, e, grey(0.7), strip, glow);
      } else if (kind === BACK) {
        const door = band(a, 0.9, 1.8, 0.008) * band(b, 0, 2.05, 0.008);
        const frame = band(a, 0.84, 1.86, 0.008) * band(b, 0, 2.11, 0.008);
        const window = band(a, -2.1, -0.8, 0.008) * band(b, 1.1, 1.9, 0.008);
        const albedo =
          door > 0.5 ? 0.7 * (1 - 0.5 * bandCoverage(a - 1.0, 0.03, 0.008)) : frame > 0.5 ? 0.8 : 0.5;
        matte(out, e, grey(albedo * (1 - window)), scale(DAYLIGHT, 5), window);
      } else {
        matte(out, e, grey(b < 0.1 ? 0.25 : 0.5));
      }
    },
  });
  const mask = floorMask(view, env);
  const n = w * h;
  const albedo = new Float32Array(n * 3);
  const gloss = new Float32Array(n);
  const height = new Float32Array(n);
  const nc = createNoise(71);
  const coat = hex('#898e92');
  const tmp = new Float64Array(3);
  eachFloorPixel(view, mask, (i, x, z, fpx, fpz) => {
    const fp = Math.sqrt(fpx * fpz);
    // Signed distance past the coating's straight edge (positive = coated).
    const edge = (z - 1.65 - 0.25 * x) / Math.hypot(1, 0.25);
    const pw = Math.hypot(0.25 * fpx, fpz) / Math.hypot(1, 0.25);
    const coated = clamp01(edge / pw + 0.5);
    const rough = concreteAt(nc, x, z, fp, tmp);
    const bare: RGB = [tmp[0]!, tmp[1]!, tmp[2]!];
    const paint = scale(coat, 1 + 0.025 * fbm(nc, x * 0.6 + 40, z * 0.6, 3, fp * 0.6));
    // The saw-cut control joint runs through both; it is filled flush under the coat.
    const joint = bandCoverage(x - 0.7, 0.008, fpx);
    let c = mixRGB(bare, paint, coated);
    c = mixRGB(c, coated > 0.5 ? hex('#4d5155') : grey(0.03), joint);
    // The coat's 1 mm thick edge catches the light as a thin bright line.
    c = mixRGB(c, grey(0.55), bandCoverage(edge - 0.001, 0.002, pw) * 0.8);
    albedo.set(c, 3 * i);
    gloss[i] = coated * coated;
    height[i] = rough - joint * 0.003;
  });
  const slope = slopeFromHeight(view, mask, height);
  // The coat is self-levelling: only bare concrete keeps its micro-relief (the edge itself is drawn as a highlight).
  for (let i = 0; i < n; i++) {
    const flat = gloss[i]! > 0 ? 0 : 1;
    slope[2 * i] = slope[2 * i]! * flat;
    slope[2 * i + 1] = slope[2 * i + 1]! * flat;
  }
  const look: Look = { f0: 0.05, clarity: 0.65, crisp: [1, 3], hazy: [6, 20], waviness: 0.004 };
  const frame = renderScene(view, env, mask, { albedo, gloss, slope }, look, 72);
  depthOfField(frame, 5, 7.5, 2);
  return finish(frame, { key: 0.18, bloom: 0.1, vignette: 0.4, grain: 0.02, saturation: 0.95, seed: 73 });
}

/** Sunny light-sand quartz pool deck with the pool's coping and turquoise water along the left edge. */
function poolDeck(w: number, h: number): Uint8Array {
  const view = createView(w, h, 1.6, 38, 65);
  const sunDir: RGB = scale([-0.3, 0.62, 0.74], 1 / Math.hypot(-0.3, 0.62, 0.74));
  const zenith = hex('#3f7fc4');
  const horizon = hex('#bfdcee');
  const env = createOutdoor(
    (dx, dy, dz, out) => {
      const len = Math.hypot(dx, dy, dz);
      const up = Math.max(dy / len, 0);
      const sky = mixRGB(scale(horizon, 1.6), scale(zenith, 1.2), Math.sqrt(up));
      const toSun = Math.max(0, (dx * sunDir[0] + dy * sunDir[1] + dz * sunDir[2]) / len);
      const sun = toSun ** 30000 * 20000 + toSun ** 300 * 4 + toSun ** 12 * 1.2;
      for (let c = 0; c < 3; c++) out[c] = sky[c]! + sun;
    },
    [0.5, 0.55, 0.62],
  );
  const mask = floorMask(view, env);
  const n = w * h;
  const albedo = new Float32Array(n * 3);
  const gloss = new Float32Array(n);
  const height = new Float32Array(n);
  const nd = createNoise(81);
  const nw = createNoise(82);
  const quartz: RGB[] = ['#dcc9a4', '#efe5cf', '#c2a57b', '#9b8466', '#f7f3ea', '#d3bf9b'].map(hex);
  const quartzMean = scale(
    quartz.reduce<RGB>((s, c) => [s[0] + c[0], s[1] + c[1], s[2] + c[2]], [0, 0, 0]),
    1 / quartz.length,
  );
  const coping = hex('#e4d9c5');
  const waterEdge = -0.55;
  const copingEdge = -0.22;
  const grain = 0.0018;
  eachFloorPixel(view, mask, (i, x, z, fpx, fpz) => {
    const fp = Math.sqrt(fpx * fpz);
    let c: RGB;
    if (x < waterEdge) {
      // Water: depth-tinted turquoise with dancing caustic lines; waves set the reflection normals.
      const wx = x * 4 + 0.6 * fbm(nw, x * 1.5, z * 1.5, 3);
      const wz = z * 4 + 0.6 * fbm(nw, x * 1.5 + 9, z * 1.5, 3);
      const caustic =
        (1 - Math.abs(gnoise(nw, wx, wz))) ** 10 +
        0.6 * (1 - Math.abs(gnoise(nw, wx * 1.9 + 5, wz * 1.9))) ** 12;
      const shade = smoothstep(waterEdge, waterEdge - 0.06, x);
      c = mixRGB(hex('#22b3c4'), hex('#0c7d9c'), smoothstep(-0.6, -3, x));
      c = scale(
        mixRGB(c, hex('#c8f6f2'), clamp01(caustic) * 0.5 * (1 - smoothstep(0.02, 0.08, fp))),
        0.35 + 0.65 * shade,
      );
      gloss[i] = 1;
      height[i] =
        0.012 * fbm(nw, x * 2.2 + 3, z * 2.2, 3, fp * 2.2) + 0.004 * fbm(nw, x * 9, z * 9 + 4, 2, fp * 9);
    } else if (x < copingEdge) {
      // Travertine bullnose coping: pale stone, pavers every 0.6 m, rounded down towards the water.
      const u = (x - waterEdge) / (copingEdge - waterEdge);
      const joint = stripes(z, 0.6, 0.006, fpz);
      c = scale(coping, (1 + 0.06 * fbm(nd, x * 12, z * 12, 3, fp * 12)) * (1 - 0.6 * joint));
      gloss[i] = 0.1;
      height[i] = -0.03 * (1 - smoothstep(0, 0.35, u)) ** 2;
    } else {
      // Quartz broadcast: individual sand grains where resolved, their average further away.
      const ix = Math.floor(x / grain);
      const iz = Math.floor(z / grain);
      const hsh = fp < grain ? hash3(ix, iz, 83) : hash3(i, 0, 84);
      const pick = quartz[hsh % quartz.length]!;
      const k = Math.min(1, grain / fp);
      const mottle =
        1 + 0.05 * fbm(nd, x * 0.8, z * 0.8, 3, fp * 0.8) + 0.03 * fbm(nd, x * 8, z * 8, 3, fp * 8);
      c = scale(mixRGB(quartzMean, pick, k * 0.8), mottle);
      const joint = Math.max(stripes(z - 0.7, 3.2, 0.006, fpz), bandCoverage(x - 1.9, 0.006, fpx));
      c = scale(c, 1 - 0.55 * joint);
      gloss[i] = 0.12;
      height[i] =
        0.0006 * fbm(nd, x * 300, z * 300, 2, fp * 300) +
        0.0008 * fbm(nd, x * 60 + 5, z * 60, 3, fp * 60) -
        0.002 * joint;
    }
    albedo.set(c, 3 * i);
  });
  const slope = slopeFromHeight(view, mask, height);
  const look: Look = {
    f0: 0.035,
    clarity: 0.85,
    crisp: [1, 1],
    hazy: [4, 10],
    waviness: 0,
    sun: { dir: sunDir, color: [3.4, 3.2, 2.9] },
  };
  const frame = renderScene(view, env, mask, { albedo, gloss, slope }, look, 85);
  return finish(frame, { key: 0.26, bloom: 0.12, vignette: 0.3, grain: 0.018, saturation: 1.05, seed: 86 });
}

/** Camera and lighting shared by the "before" shots: a phone held at chest height, angled down at bare concrete lit by a window. */
function bareConcreteShot(
  w: number,
  h: number,
  seed: number,
  paint: (view: View, mask: Uint8Array, albedo: Float32Array, height: Float32Array) => void,
): Uint8Array {
  const view = createView(w, h, 1.5, 52, 62);
  const env = createOutdoor((_dx, _dy, _dz, out) => out.fill(0), [0.9, 0.92, 0.95]);
  const mask = floorMask(view, env);
  const albedo = new Float32Array(w * h * 3);
  const height = new Float32Array(w * h);
  paint(view, mask, albedo, height);
  const slope = slopeFromHeight(view, mask, height);
  const sunDir: RGB = scale([-0.55, 0.5, 0.67], 1 / Math.hypot(-0.55, 0.5, 0.67));
  const look: Look = {
    f0: 0,
    clarity: 0,
    crisp: [0, 0],
    hazy: [0, 0],
    waviness: 0,
    sun: { dir: sunDir, color: [1.9, 1.8, 1.65] },
  };
  const frame = renderScene(view, env, mask, { albedo, gloss: 0, slope }, look, seed);
  return finish(frame, { key: 0.2, bloom: 0, vignette: 0.55, grain: 0.022, saturation: 0.9, seed: seed + 1 });
}

/** Paints plain concrete with a patchy film of dust into the albedo and height buffers: the slab every "before" shot starts from. */
function paintConcrete(
  view: View,
  mask: Uint8Array,
  albedo: Float32Array,
  height: Float32Array,
  seed: number,
): void {
  const nc = createNoise(seed);
  const tmp = new Float64Array(3);
  eachFloorPixel(view, mask, (i, x, z, fpx, fpz) => {
    const fp = Math.sqrt(fpx * fpz);
    height[i] = concreteAt(nc, x, z, fp, tmp);
    const dust = 0.18 * smoothstep(-0.05, 0.45, fbm(nc, x * 1.3 + 50, z * 1.3, 4, fp * 1.3));
    for (let c = 0; c < 3; c++) albedo[3 * i + c] = mixNum(tmp[c]!, 0.36, dust);
  });
}

/** Grows one jagged crack by random walk (heading wanders with fBm plus per-step jitter), branching recursively; appends [x0, z0, x1, z1, width] segments. */
function growCrack(
  segs: number[],
  rng: () => number,
  n: Noise,
  x: number,
  z: number,
  heading: number,
  length: number,
  width: number,
  depth: number,
): void {
  const step = 0.005;
  const steps = Math.round(length / step);
  const phase = rng() * 200;
  for (let s = 0; s < steps; s++) {
    const arc = s * step;
    const u = s / steps;
    const dir =
      heading +
      0.7 * fbm(n, phase + arc * 2.5, 0.5, 3) +
      0.35 * gnoise(n, phase + arc * 30, 7.5) +
      (rng() - 0.5) * 0.5;
    const nx = x + Math.cos(dir) * step;
    const nz = z + Math.sin(dir) * step;
    const taper = Math.sqrt(Math.min(1, u * 10, (1 - u) * 5));
    const chipped = 1 + 1.2 * smoothstep(0.25, 0.55, fbm(n, phase + arc * 6, 9.1, 2));
    segs.push(
      x,
      z,
      nx,
      nz,
      width * taper * chipped * (0.6 + 0.8 * (0.5 + fbm(n, phase + arc * 8, 3.3, 3))) * (0.8 + 0.4 * rng()),
    );
    x = nx;
    z = nz;
    if (depth < 3 && rng() < 0.004) {
      const side = rng() < 0.5 ? -1 : 1;
      growCrack(
        segs,
        rng,
        n,
        x,
        z,
        dir + side * (0.5 + 0.7 * rng()),
        length * (0.15 + 0.35 * rng()) * (1 - u * 0.5),
        width * 0.5,
        depth + 1,
      );
    }
  }
}

/** Before: dusty bare slab with branching cracks. */
function beforeCracked(w: number, h: number): Uint8Array {
  return bareConcreteShot(w, h, 91, (view, mask, albedo, height) => {
    paintConcrete(view, mask, albedo, height, 92);
    const [xl, zb] = floorAt(view, 0, h - 1);
    const [xr, zt] = floorAt(view, w - 1, 0);
    const rng = mulberry32(93);
    const nc = createNoise(94);
    const segs: number[] = [];
    growCrack(segs, rng, nc, xl - 0.1, zb + 0.35, -0.15 + Math.PI * 0.08, 4.2, 0.0035, 0);
    growCrack(segs, rng, nc, xr * 0.3, zt + 0.1, -Math.PI / 2 - 0.35, 2.8, 0.0028, 0);
    growCrack(segs, rng, nc, xr * 0.9, zb + 0.1, Math.PI * 0.62, 1.6, 0.0016, 1);
    const crack = new Float32Array(w * h);
    const grime = new Float32Array(w * h);
    const pt = new Float64Array(2);
    for (let k = 0; k < segs.length; k += 5) {
      const [x0, z0, x1, z1, width] = [segs[k]!, segs[k + 1]!, segs[k + 2]!, segs[k + 3]!, segs[k + 4]!];
      const reach = width + 0.006;
      project(view, x0, 0, z0, pt);
      let pxa = pt[0]!;
      let pxb = pt[0]!;
      let pya = pt[1]!;
      let pyb = pt[1]!;
      project(view, x1, 0, z1, pt);
      pxa = Math.min(pxa, pt[0]!);
      pxb = Math.max(pxb, pt[0]!);
      pya = Math.min(pya, pt[1]!);
      pyb = Math.max(pyb, pt[1]!);
      const row = Math.min(h - 1, Math.max(0, Math.round(pya)));
      const margin = 2 + reach / Math.max(view.rowT[row]!, 1e-4);
      const ex = x1 - x0;
      const ez = z1 - z0;
      const l2 = ex * ex + ez * ez || 1e-12;
      for (
        let py = Math.max(0, Math.floor(pya - margin));
        py <= Math.min(h - 1, Math.ceil(pyb + margin));
        py++
      ) {
        const t = view.rowT[py]!;
        if (t <= 0) continue;
        const z = view.rowZ[py]!;
        const dT = view.rowDT[py]!;
        const dZ = view.rowDZ[py]!;
        for (
          let px = Math.max(0, Math.floor(pxa - margin));
          px <= Math.min(w - 1, Math.ceil(pxb + margin));
          px++
        ) {
          const i = py * w + px;
          const sx = px + 0.5 - w / 2;
          const x = sx * t;
          const s = clamp01(((x - x0) * ex + (z - z0) * ez) / l2);
          const qx = x - x0 - ex * s;
          const qz = z - z0 - ez * s;
          const d = Math.hypot(qx, qz);
          if (d > reach) continue;
          const ux = d > 0 ? qx / d : 1;
          const uz = d > 0 ? qz / d : 0;
          const pw = Math.hypot(ux * t, ux * sx * dT + uz * dZ);
          crack[i] = Math.max(
            crack[i]!,
            bandCoverage(d, width, pw) * 2 > 1 ? 1 : bandCoverage(d, width, pw) * 2,
          );
          grime[i] = Math.max(grime[i]!, Math.exp(-d / (width + 0.002)));
        }
      }
    }
    for (let i = 0; i < w * h; i++) {
      const k = (1 - 0.85 * crack[i]!) * (1 - 0.3 * grime[i]!);
      for (let c = 0; c < 3; c++) albedo[3 * i + c] = albedo[3 * i + c]! * k;
      height[i] = height[i]! - 0.002 * crack[i]!;
    }
  });
}

/** Before: bare concrete with oil stains (soft dark blotches with darker rims), rust marks and water tide lines. */
function beforeStained(w: number, h: number): Uint8Array {
  return bareConcreteShot(w, h, 101, (view, mask, albedo, height) => {
    paintConcrete(view, mask, albedo, height, 102);
    const ns = createNoise(103);
    const rng = mulberry32(104);
    const [xl, zb] = floorAt(view, 0, h - 1);
    const [xr, zt] = floorAt(view, w - 1, 0);
    // kind 0 oil, 1 rust ring, 2 rust blotch, 3 water tide mark
    const stains: Array<[number, number, number, number]> = [
      [0, -0.15, zb + 0.45, 0.34],
      [0, 0.35, zb + 0.95, 0.22],
      [0, -0.55, zb + 1.5, 0.5],
      [0, 0.75, zb + 0.25, 0.1],
      [1, xr * 0.55, zb + 0.5, 0.085],
      [2, xl * 0.7, zb + 0.2, 0.12],
      [2, xr * 0.45, zt - 0.35, 0.2],
      [3, 0.45, zt - 0.55, 0.75],
    ];
    for (let d = 0; d < 14; d++) {
      const [, cx, cz, r] = stains[Math.floor(rng() * 3)]!;
      const a = rng() * Math.PI * 2;
      const dist = r * (1.1 + rng() * 0.7);
      stains.push([0, cx + Math.cos(a) * dist, cz + Math.sin(a) * dist, 0.01 + 0.03 * rng() * rng()]);
    }
    const oil = hex('#1e1a16');
    const rust = hex('#8c5a34');
    eachFloorPixel(view, mask, (i, x, z, fpx, fpz) => {
      const fp = Math.sqrt(fpx * fpz);
      let c: RGB = [albedo[3 * i]!, albedo[3 * i + 1]!, albedo[3 * i + 2]!];
      for (let k = 0; k < stains.length; k++) {
        const [kind, cx, cz, r] = stains[k]!;
        const dx = x - cx;
        const dz = z - cz;
        if (dx * dx + dz * dz > r * r * 2.6) continue;
        const q = 2.2 / r;
        const warp = fbm(ns, dx * q + k * 7.1, dz * q, 3, fp * q);
        const s = Math.hypot(dx, dz) / r + 0.3 * warp;
        const inner = 0.75 + 0.25 * fbm(ns, dx * q * 3 + k, dz * q * 3, 3, fp * q * 3);
        if (kind === 0) {
          // Oil soaks in darkest at the centre and wicks a slightly darker rim at its edge.
          const body = smoothstep(1.0, 0.8, s) * (0.4 + 0.4 * smoothstep(0.9, 0.2, s)) * inner;
          const rim = 0.18 * Math.exp(-(((s - 0.94) / 0.07) ** 2));
          c = mixRGB(c, oil, clamp01(body + rim));
        } else if (kind === 1) {
          const broken = smoothstep(-0.25, 0.25, fbm(ns, dx * q * 0.8 + 11, dz * q * 0.8, 3));
          const ring = Math.exp(-(((Math.hypot(dx, dz) / r - 1 + 0.06 * warp) / 0.09) ** 2)) * inner * broken;
          c = mixRGB(c, rust, 0.65 * ring + 0.1 * smoothstep(1, 0.8, s));
        } else if (kind === 2) {
          const spots = smoothstep(0.1, 0.5, fbm(ns, dx * q * 2 + 3, dz * q * 2, 4, fp * q * 2));
          c = mixRGB(c, rust, smoothstep(1, 0.3, s) * (0.25 + 0.45 * spots));
        } else {
          // Dried puddle: faintly darker inside, a soft pale tide line of efflorescence at its edge.
          const damp = smoothstep(1, 0.85, s) * 0.07;
          const rim = Math.exp(-(((s - 0.97) / 0.035) ** 2)) * 0.22;
          c = mixRGB(scale(c, 1 - damp), grey(0.45), rim);
        }
      }
      albedo.set(c, 3 * i);
    });
  });
}

/** Before: spalled, pitted slab with exposed aggregate in the broken patches. */
function beforePitted(w: number, h: number): Uint8Array {
  return bareConcreteShot(w, h, 111, (view, mask, albedo, height) => {
    paintConcrete(view, mask, albedo, height, 112);
    const np = createNoise(113);
    const [xl, zb] = floorAt(view, 0, h - 1);
    const [xr, zt] = floorAt(view, w - 1, 0);
    const rng = mulberry32(114);
    const patches: Array<[number, number, number]> = [];
    for (let k = 0; k < 6; k++) {
      patches.push([
        xl * 0.8 + (xr - xl) * 0.8 * rng(),
        zb + 0.15 + (zt - zb - 0.5) * rng(),
        0.08 + 0.2 * rng(),
      ]);
    }
    const stones: RGB[] = ['#8d8a83', '#6f6c66', '#a59f93', '#5b5650', '#b8b1a4', '#7d7264'].map(hex);
    const paste = hex('#7b776e');
    const pitCell = 0.05;
    const stoneCell = 0.02;
    eachFloorPixel(view, mask, (i, x, z, fpx, fpz) => {
      const fp = Math.sqrt(fpx * fpz);
      let h0 = 0;
      let exposed = 0;
      for (const [cx, cz, r] of patches) {
        const q = 3 / r;
        const s =
          Math.hypot(x - cx, z - cz) / r + 0.4 * fbm(np, (x - cx) * q, (z - cz) * q + cx * 13, 4, fp * q);
        const inside = smoothstep(1.0, 0.94, s);
        h0 = Math.min(h0, -0.006 * inside);
        exposed = Math.max(exposed, inside);
      }
      // Pits: small craters on a jittered grid, with ragged rims.
      let pit = 0;
      const ix = Math.floor(x / pitCell);
      const iz = Math.floor(z / pitCell);
      for (let oz = -1; oz <= 1; oz++) {
        for (let ox = -1; ox <= 1; ox++) {
          const hsh = hash3(ix + ox, iz + oz, 115);
          if ((hsh & 255) > 70) continue;
          const r = 0.002 + 0.016 * (((hsh >>> 8) & 255) / 256) ** 3;
          const px = (ix + ox + ((hsh >>> 16) & 255) / 256) * pitCell;
          const pz = (iz + oz + (hsh >>> 24) / 256) * pitCell;
          const ragged =
            1 + 0.35 * gnoise(np, x * 150 + ox * 17, z * 150) + 0.15 * gnoise(np, x * 500, z * 500);
          const d = Math.hypot(x - px, z - pz) / (r * ragged);
          if (d < 1.2) pit = Math.max(pit, smoothstep(1.0, 0.75, d) * (0.6 + 0.4 * (1 - d * d)) * r * 0.6);
        }
      }
      // Aggregate: angular Voronoi stones (F2 - F1 edge distance) set in cement paste, visible where the surface has spalled.
      let stoneShade: RGB = paste;
      let bump = 0;
      if (exposed > 0) {
        // Warping the lookup breaks up the straight Voronoi edges into irregular, rounded stones.
        const wx = x + 0.004 * gnoise(np, x * 90, z * 90 + 7);
        const wz = z + 0.004 * gnoise(np, x * 90 + 3, z * 90);
        const sx = Math.floor(wx / stoneCell);
        const sz = Math.floor(wz / stoneCell);
        let f1 = Infinity;
        let f2 = Infinity;
        let bestHash = 0;
        for (let oz = -1; oz <= 1; oz++) {
          for (let ox = -1; ox <= 1; ox++) {
            const hsh = hash3(sx + ox, sz + oz, 116);
            const cx = (sx + ox + 0.1 + 0.8 * ((hsh & 255) / 256)) * stoneCell;
            const cz = (sz + oz + 0.1 + 0.8 * (((hsh >>> 8) & 255) / 256)) * stoneCell;
            const d = Math.hypot(wx - cx, wz - cz);
            if (d < f1) {
              f2 = f1;
              f1 = d;
              bestHash = hsh;
            } else if (d < f2) {
              f2 = d;
            }
          }
        }
        const edge = (f2 - f1) / 2;
        // An eighth of the cells hold no stone, only sandy paste; the rest vary from chunky to small.
        const gap = stoneCell * (0.05 + 0.2 * (((bestHash >>> 16) & 255) / 256) ** 2);
        const stone = bestHash >>> 29 === 0 ? 0 : clamp01((edge - gap) / Math.max(fp, 1e-4) + 0.5);
        const sandy = scale(paste, 0.8 + 0.4 * (0.5 + fbm(np, x * 400, z * 400, 2, fp * 400)));
        stoneShade = mixRGB(sandy, scale(stones[(bestHash >>> 24) % stones.length]!, 0.9), stone);
        bump = stone * Math.min(1, (edge - gap) / (stoneCell * 0.25)) * 0.002;
      }
      const o = 3 * i;
      const base: RGB = [albedo[o]!, albedo[o + 1]!, albedo[o + 2]!];
      let c = mixRGB(base, scale(stoneShade, 1 + 0.1 * fbm(np, x * 40, z * 40, 2, fp * 40)), exposed);
      c = scale(c, 1 - 0.45 * smoothstep(0, 0.004, pit));
      albedo.set(c, o);
      height[i] = height[i]! + h0 + bump * exposed - pit;
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------------

const SHOTS: Array<[string, number, number, (w: number, h: number) => Uint8Array]> = [
  ['hero-garage-floor.jpg', 1920, 1080, heroGarage],
  ['garage-flake.jpg', 1600, 1000, garageFlake],
  ['metallic-swirl.jpg', 1600, 1000, metallicSwirl],
  ['commercial-solid.jpg', 1600, 1000, commercialSolid],
  ['pool-deck-quartz.jpg', 1600, 1000, poolDeck],
  ['industrial-floor.jpg', 1600, 1000, industrialFloor],
  ['basement-floor.jpg', 1600, 1000, basementFloor],
  ['repair-resurfaced.jpg', 1600, 1000, repairResurfaced],
  ['before-cracked.jpg', 1600, 1000, beforeCracked],
  ['before-stained.jpg', 1600, 1000, beforeStained],
  ['before-pitted.jpg', 1600, 1000, beforePitted],
];

mkdirSync(IMAGE_DIR, { recursive: true });
const only = process.argv.slice(2);
const started = performance.now();
for (const [name, w, h, render] of SHOTS) {
  if (only.length > 0 && !only.some((o) => name.startsWith(o))) continue;
  const t0 = performance.now();
  const bytes = await saveJpeg(render(w, h), w, h, IMAGE_DIR + name);
  console.log(
    `${name.padEnd(24)} ${w}x${h} ${(bytes / 1024).toFixed(0).padStart(4)} KB ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
