/**
 * Maths, colour, seeded randomness, noise, blur and the photographic finish shared by every scene of
 * photo-renderer/generate.ts. Nothing here reads the clock or Math.random: a render is a pure
 * function of its seeds, so the generator's output is byte-for-byte reproducible.
 */
import { writeFile } from 'node:fs/promises';

import sharp from 'sharp';

/** Linear-light RGB triple (scene-referred: emitters may exceed 1). */
export type RGB = readonly [number, number, number];

// ---------------------------------------------------------------------------------------------------------
// Maths, colour and randomness
// ---------------------------------------------------------------------------------------------------------

/** Clamps to [0, 1]. */
export function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

/** Hermite smoothstep between e0 and e1 (e0 may exceed e1 for a falling edge). */
export function smoothstep(e0: number, e1: number, x: number): number {
  const t = clamp01((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
}

/** Soft-edged indicator of lo <= v <= hi, with edges `soft` wide (anti-aliases emitters and trims). */
export function band(v: number, lo: number, hi: number, soft: number): number {
  return smoothstep(lo - soft, lo + soft, v) * (1 - smoothstep(hi - soft, hi + soft, v));
}

/** Fraction of a pixel of width pw (centred d from a band's axis) covered by a band of width w: an exact box filter, so hairlines fade instead of aliasing. */
export function bandCoverage(d: number, w: number, pw: number): number {
  const overlap = Math.min(w / 2, d + pw / 2) - Math.max(-w / 2, d - pw / 2);
  return overlap > 0 ? Math.min(1, overlap / pw) : 0;
}

/** Anti-aliased periodic stripes (period p, stripe width w) that fade to their mean when a pixel spans a period. */
export function stripes(v: number, p: number, w: number, pw: number): number {
  const d = v - p * Math.round(v / p);
  return mixNum(bandCoverage(d, w, pw), w / p, smoothstep(0.3 * p, p, pw));
}

/** Linear interpolation of numbers. */
export function mixNum(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/** Linear interpolation of colours. */
export function mixRGB(a: RGB, b: RGB, t: number): RGB {
  return [mixNum(a[0], b[0], t), mixNum(a[1], b[1], t), mixNum(a[2], b[2], t)];
}

/** Scales a colour. */
export function scale(c: RGB, s: number): RGB {
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
export function hex(code: string): RGB {
  const n = parseInt(code.slice(1), 16);
  return [
    srgbToLinear(((n >> 16) & 255) / 255),
    srgbToLinear(((n >> 8) & 255) / 255),
    srgbToLinear((n & 255) / 255),
  ];
}

/** Mulberry32: a tiny seedable PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
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
export function hash3(x: number, y: number, seed: number): number {
  let h =
    (Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1) ^ Math.imul(seed | 0, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Seeded 2-D gradient noise tables. */
export interface Noise {
  perm: Int32Array;
  grad: Float32Array;
}

/** Builds a seeded permutation and 256 random unit gradients (smoother and more isotropic than 8 axes). */
export function createNoise(seed: number): Noise {
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
export function gnoise(n: Noise, x: number, y: number): number {
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
export function fbm(n: Noise, x: number, y: number, octaves: number, fp = 0, gain = 0.5): number {
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
export function boxBlur(
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

/** Grey albedo triple. */
export function grey(v: number): RGB {
  return [v, v, v];
}

/** Light colours (linear RGB, unit-ish brightness): warm-white LEDs, cool tubes, tungsten, daylight. */
export const NEUTRAL: RGB = [1.0, 0.96, 0.9];
export const COOL: RGB = [0.92, 0.96, 1.0];
export const WARM: RGB = [1.0, 0.76, 0.5];
export const DAYLIGHT: RGB = [0.82, 0.91, 1.0];

// ---------------------------------------------------------------------------------------------------------
// Photographic finish
// ---------------------------------------------------------------------------------------------------------

/** Scene-referred render: linear radiance per pixel and distance along each camera ray. */
export interface Frame {
  width: number;
  height: number;
  radiance: Float32Array;
  depth: Float32Array;
}

/** Photographic finishing parameters. */
export interface Finish {
  /** Target log-average display key (0.18 is "normal"; lower reads darker). */
  key: number;
  /**
   * A fixed exposure instead of metering this frame: a before/after pair shares the after shot's, so
   * the walls and light stay identical and only the floor changes.
   */
  exposure?: number;
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

/** The exposure that maps the frame's log-average luminance to `key` (what a camera's meter does). */
export function meteredExposure(f: Frame, key: number): number {
  const rad = f.radiance;
  const n = f.width * f.height;
  let logSum = 0;
  for (let i = 0; i < n; i++) {
    logSum += Math.log(1e-4 + 0.2126 * rad[3 * i]! + 0.7152 * rad[3 * i + 1]! + 0.0722 * rad[3 * i + 2]!);
  }
  return key / Math.exp(logSum / n);
}

/**
 * Turns scene radiance into an 8-bit sRGB photo: exposure (metered, or fixed for a pair), a touch of
 * lens softness, bloom around highlights, vignette, saturation, ACES tone curve and midtone-weighted
 * monochrome grain.
 */
export function finish(f: Frame, o: Finish): Uint8Array {
  const { width: w, height: h, radiance: rad } = f;
  const n = w * h;
  const exposure = o.exposure ?? meteredExposure(f, o.key);
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

/** Encodes 8-bit RGB pixels as a JPEG (mozjpeg, 4:2:0). */
export function encodeJpeg(pixels: Uint8Array, w: number, h: number, quality: number): Promise<Buffer> {
  return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();
}

/** Encodes 8-bit RGB pixels as a JPEG file; returns the byte size. */
export async function saveJpeg(
  pixels: Uint8Array,
  w: number,
  h: number,
  file: string,
  quality: number,
): Promise<number> {
  const bytes = await encodeJpeg(pixels, w, h, quality);
  await writeFile(file, bytes);
  return bytes.length;
}
