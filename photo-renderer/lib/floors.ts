/**
 * Floor finishes and floor damage for photo-renderer/generate.ts, painted per pixel in floor space
 * (so detail shrinks with distance and is filtered by each pixel's footprint): decorative flake,
 * metallic pours, quartz broadcast, solid coats, bare concrete and the problems a before photo has to
 * show (oil stains, peeling coatings, cracks, thinset ridges, carpet glue, spalls and pits, worn lines).
 */
import {
  bandCoverage,
  clamp01,
  createNoise,
  fbm,
  gnoise,
  hash3,
  hex,
  mixNum,
  mixRGB,
  mulberry32,
  scale,
  smoothstep,
  stripes,
  type Noise,
  type RGB,
} from './core.ts';
import { eachFloorPixel, project, type View } from './world.ts';

/** What the scenes paint for each floor pixel: linear albedo, clear-coat gloss, micro-relief height (m), and reflectance. */
export interface FloorPaint {
  albedo: Float32Array;
  gloss: Float32Array;
  height: Float32Array;
  f0: Float32Array;
}

/** Empty floor buffers for a frame: matte (gloss 0), flat, epoxy-like reflectance. */
export function floorPaint(v: View): FloorPaint {
  const n = v.width * v.height;
  return {
    albedo: new Float32Array(n * 3),
    gloss: new Float32Array(n),
    height: new Float32Array(n),
    f0: new Float32Array(n).fill(0.05),
  };
}

/** A broadcast flake blend: chip palette (colour, weight), base coat, mean chip radius (m) and coverage (chips per chip-area). */
export interface FlakeBlend {
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
export function paintFlakes(v: View, mask: Uint8Array, albedo: Float32Array, blend: FlakeBlend): void {
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
      const hsh = hash3(Math.floor(((px + 0.5 - v.cx) * t) / (2 * r0)), py, blend.seed);
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
    const xe = ((Math.max(v.cx, w - v.cx) + 4) * (v.eye * v.sinP + zc * v.cosP)) / v.focal + 2 * r0;
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
        const halfW = (1.3 * r + Math.abs((pt[0]! + 0.5 - v.cx) * rowDT[row]!) * halfH) / rt + 2;
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
            const sx = px + 0.5 - v.cx;
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

// ---------------------------------------------------------------------------------------------------------
// Finished floors
// ---------------------------------------------------------------------------------------------------------

/** Fills a whole floor with a coat: its albedo comes from `paint`, gloss and reflectance are uniform. */
export function coatAll(v: View, mask: Uint8Array, p: FloorPaint, gloss: number, f0 = 0.05): void {
  eachFloorPixel(v, mask, (i) => {
    p.gloss[i] = gloss;
    p.f0[i] = f0;
    p.height[i] = 0;
  });
}

/** A solid-colour coat with the faint roller mottle every real pour has. */
export function paintSolid(v: View, mask: Uint8Array, p: FloorPaint, colour: string, seed: number): void {
  const c = hex(colour);
  const n = createNoise(seed);
  eachFloorPixel(v, mask, (i, x, z, fpx, fpz) => {
    const fp = Math.sqrt(fpx * fpz);
    const mottle =
      1 + 0.035 * fbm(n, x * 0.5, z * 0.5, 3, fp * 0.5) + 0.015 * fbm(n, x * 6, z * 6, 3, fp * 6);
    p.albedo.set(scale(c, mottle), 3 * i);
  });
}

/** A metallic pour: colour ramp (position 0..1, colour) and lace colour; domain-warped fBm gives the lava-lamp cells and veins. */
export interface MetallicBlend {
  ramp: Array<[number, string]>;
  lace: string;
  /** Darkened cores, e.g. charcoal. */
  shadow: string;
  scale: number;
  seed: number;
}

/** Paints a metallic epoxy pour (albedo only; the renderer adds the pigment's tinted reflection). */
export function paintMetallic(v: View, mask: Uint8Array, p: FloorPaint, blend: MetallicBlend): void {
  const { width: w, height: h } = v;
  const field = new Float32Array(w * h);
  const nq = createNoise(blend.seed);
  const nr = createNoise(blend.seed + 1);
  const nv = createNoise(blend.seed + 2);
  const ramp = blend.ramp.map(([t, c]) => [t, hex(c)] as const);
  const lace = hex(blend.lace);
  const shadow = hex(blend.shadow);
  const sampleRamp = (t: number): RGB => {
    for (let k = 1; k < ramp.length; k++) {
      const [t1, c1] = ramp[k]!;
      const [t0, c0] = ramp[k - 1]!;
      if (t <= t1) return mixRGB(c0, c1, smoothstep(t0, t1, t));
    }
    return ramp[ramp.length - 1]![1];
  };
  eachFloorPixel(v, mask, (i, x, z, fpx, fpz) => {
    const s = blend.scale;
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
    c = mixRGB(c, shadow, smoothstep(0.15, 0.5, Math.hypot(qx, qz)) * 0.4);
    const laceK = (1 - smoothstep(0.0, 0.05 + fp * 2, Math.abs(rx - 0.08))) * 0.4;
    c = mixRGB(c, lace, laceK);
    // Mica shimmer: pigment density varies on a centimetre scale.
    c = scale(c, 0.92 + 0.16 * (0.5 + fbm(nv, x * 25 + 3.3, z * 25, 3, fp * 60)));
    field[i] = t;
    p.albedo.set(c, 3 * i);
  });
  // Pearlescent sheen: pigment aligned along the flow catches light where the pattern changes fastest.
  for (let py = 1; py < h - 1; py++) {
    for (let px = 1; px < w - 1; px++) {
      const i = py * w + px;
      if (!mask[i] || !mask[i - w] || !mask[i + w]) continue;
      const t = v.rowT[py]!;
      const gx = (field[i + 1]! - field[i - 1]!) / (2 * t);
      const gz = (field[i - w]! - field[i + w]!) / (2 * Math.abs(v.rowDZ[py]!));
      const mag = Math.hypot(gx, gz);
      const sheen = smoothstep(0.5, 4, mag) * (0.5 + 0.5 * Math.abs(gx / (mag + 1e-6)));
      for (let c = 0; c < 3; c++)
        p.albedo[3 * i + c] = p.albedo[3 * i + c]! * (1 + sheen * 0.35) + sheen * 0.04;
    }
  }
}

/** Quartz broadcast: individual sand grains where resolved, their average further away. */
export function paintQuartz(
  v: View,
  mask: Uint8Array,
  p: FloorPaint,
  palette: string[],
  grain: number,
  seed: number,
  where: (x: number, z: number) => boolean = () => true,
): void {
  const quartz = palette.map(hex);
  const mean = scale(
    quartz.reduce<RGB>((s, c) => [s[0] + c[0], s[1] + c[1], s[2] + c[2]], [0, 0, 0]),
    1 / quartz.length,
  );
  const nd = createNoise(seed);
  eachFloorPixel(v, mask, (i, x, z, fpx, fpz) => {
    if (!where(x, z)) return;
    const fp = Math.sqrt(fpx * fpz);
    const ix = Math.floor(x / grain);
    const iz = Math.floor(z / grain);
    const hsh = fp < grain ? hash3(ix, iz, seed + 1) : hash3(i, 0, seed + 2);
    const pick = quartz[hsh % quartz.length]!;
    const k = Math.min(1, grain / fp);
    const mottle =
      1 + 0.05 * fbm(nd, x * 0.8, z * 0.8, 3, fp * 0.8) + 0.03 * fbm(nd, x * 8, z * 8, 3, fp * 8);
    p.albedo.set(scale(mixRGB(mean, pick, k * 0.85), mottle), 3 * i);
    p.height[i] =
      0.0006 * fbm(nd, x * 300, z * 300, 2, fp * 300) + 0.0008 * fbm(nd, x * 60 + 5, z * 60, 3, fp * 60);
  });
}

/** A painted stripe (safety line, lane) over whatever is there: `dist(x, z)` is the signed distance to its centre line. */
export function paintLine(
  v: View,
  mask: Uint8Array,
  p: FloorPaint,
  colour: string,
  width: number,
  dist: (x: number, z: number) => number,
  wear = 0,
  seed = 1,
): void {
  const c = hex(colour);
  const n = createNoise(seed);
  eachFloorPixel(v, mask, (i, x, z, fpx, fpz) => {
    const d = dist(x, z);
    if (Math.abs(d) > width + fpx * 2 + fpz) return;
    const pw = Math.max(fpx, fpz * 0.3);
    let cover = bandCoverage(d, width, pw);
    if (wear > 0) {
      const fp = Math.sqrt(fpx * fpz);
      const worn = smoothstep(-0.2, 0.35, fbm(n, x * 3, z * 3, 5, fp * 3) + wear - 0.5);
      cover *= 1 - 0.92 * worn;
    }
    if (cover <= 0) return;
    const o = 3 * i;
    for (let k = 0; k < 3; k++) p.albedo[o + k] = mixNum(p.albedo[o + k]!, c[k]!, cover);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Bare and damaged concrete
// ---------------------------------------------------------------------------------------------------------

/** Plain concrete with a patchy film of dust: the slab every before photo starts from. `tone` tints it. */
export function paintConcrete(
  v: View,
  mask: Uint8Array,
  p: FloorPaint,
  seed: number,
  tone: RGB = [1, 1, 1],
  dust = 0.18,
): void {
  const nc = createNoise(seed);
  const tmp = new Float64Array(3);
  eachFloorPixel(v, mask, (i, x, z, fpx, fpz) => {
    const fp = Math.sqrt(fpx * fpz);
    p.height[i] = concreteAt(nc, x, z, fp, tmp);
    const dusty = dust * smoothstep(-0.05, 0.45, fbm(nc, x * 1.3 + 50, z * 1.3, 4, fp * 1.3));
    for (let c = 0; c < 3; c++) p.albedo[3 * i + c] = mixNum(tmp[c]! * tone[c]!, 0.36, dusty);
    // Power-troweled concrete keeps a faint, hazy sheen.
    p.gloss[i] = 0.08;
    p.f0[i] = 0.04;
  });
}

/** A stain: kind, centre, radius (m) and, for oil, how elongated along z it is. */
export interface Stain {
  kind: 'oil' | 'rust-ring' | 'rust' | 'tide' | 'pet' | 'tire';
  x: number;
  z: number;
  r: number;
  stretch?: number;
}

/**
 * Oil soaks in darkest at the centre and wicks a darker rim; rust leaves orange rings and blotches;
 * dried puddles leave a pale tide line; pet accidents a soft brown halo; hot tyres black smears.
 */
export function addStains(v: View, mask: Uint8Array, p: FloorPaint, stains: Stain[], seed: number): void {
  const ns = createNoise(seed);
  const oil = hex('#1b1815');
  const rust = hex('#8c5a34');
  const pet = hex('#5a4630');
  const rubber = hex('#151414');
  eachFloorPixel(v, mask, (i, x, z, fpx, fpz) => {
    const fp = Math.sqrt(fpx * fpz);
    const o = 3 * i;
    let c: RGB = [p.albedo[o]!, p.albedo[o + 1]!, p.albedo[o + 2]!];
    let sheen = 0;
    for (let k = 0; k < stains.length; k++) {
      const st = stains[k]!;
      const dx = x - st.x;
      const dz = (z - st.z) / (st.stretch ?? 1);
      const r = st.r;
      if (dx * dx + dz * dz > r * r * 2.6) continue;
      const q = 2.2 / r;
      const warp = fbm(ns, dx * q + k * 7.1, dz * q, 3, fp * q);
      const s = Math.hypot(dx, dz) / r + 0.3 * warp;
      const inner = 0.75 + 0.25 * fbm(ns, dx * q * 3 + k, dz * q * 3, 3, fp * q * 3);
      if (st.kind === 'oil') {
        const body = smoothstep(1.0, 0.8, s) * (0.45 + 0.4 * smoothstep(0.9, 0.2, s)) * inner;
        const rim = 0.18 * Math.exp(-(((s - 0.94) / 0.07) ** 2));
        c = mixRGB(c, oil, clamp01(body + rim));
        sheen = Math.max(sheen, body * 0.5);
      } else if (st.kind === 'rust-ring') {
        const broken = smoothstep(-0.25, 0.25, fbm(ns, dx * q * 0.8 + 11, dz * q * 0.8, 3));
        const ring = Math.exp(-(((Math.hypot(dx, dz) / r - 1 + 0.06 * warp) / 0.09) ** 2)) * inner * broken;
        c = mixRGB(c, rust, 0.65 * ring + 0.1 * smoothstep(1, 0.8, s));
      } else if (st.kind === 'rust') {
        const spots = smoothstep(0.1, 0.5, fbm(ns, dx * q * 2 + 3, dz * q * 2, 4, fp * q * 2));
        c = mixRGB(c, rust, smoothstep(1, 0.3, s) * (0.25 + 0.45 * spots));
      } else if (st.kind === 'pet') {
        const body = smoothstep(1.0, 0.55, s) * 0.35 * inner;
        const rim = 0.25 * Math.exp(-(((s - 0.92) / 0.08) ** 2));
        c = mixRGB(c, pet, clamp01(body + rim));
      } else if (st.kind === 'tire') {
        // A smear along z: the tread pattern shows as cross-hatching where it is resolved.
        const tread = 0.7 + 0.3 * Math.sin(z * 180 + x * 40) * (1 - smoothstep(0.002, 0.006, fp));
        c = mixRGB(c, rubber, smoothstep(1, 0.6, s) * 0.55 * inner * tread);
      } else {
        const damp = smoothstep(1, 0.85, s) * 0.07;
        const rim = Math.exp(-(((s - 0.97) / 0.035) ** 2)) * 0.22;
        c = mixRGB(scale(c, 1 - damp), [0.45, 0.45, 0.44], rim);
      }
    }
    p.albedo.set(c, o);
    if (sheen > 0) p.gloss[i] = Math.max(p.gloss[i]!, sheen * 0.3);
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
  wander = 1,
): void {
  const step = 0.005;
  const steps = Math.round(length / step);
  const phase = rng() * 200;
  for (let s = 0; s < steps; s++) {
    const arc = s * step;
    const u = s / steps;
    const dir =
      heading +
      wander * (0.7 * fbm(n, phase + arc * 2.5, 0.5, 3) + 0.35 * gnoise(n, phase + arc * 30, 7.5)) +
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
        wander,
      );
    }
  }
}

/** Draws crack segments into the floor: dark, slightly sunken lines with a grimy halo. */
export function addCracks(v: View, mask: Uint8Array, p: FloorPaint, segs: number[], darkness = 0.85): void {
  const { width: w, height: h } = v;
  const crack = new Float32Array(w * h);
  const grime = new Float32Array(w * h);
  const pt = new Float64Array(3);
  for (let k = 0; k < segs.length; k += 5) {
    const [x0, z0, x1, z1, width] = [segs[k]!, segs[k + 1]!, segs[k + 2]!, segs[k + 3]!, segs[k + 4]!];
    const reach = width + 0.006;
    project(v, x0, 0, z0, pt);
    let pxa = pt[0]!;
    let pxb = pt[0]!;
    let pya = pt[1]!;
    let pyb = pt[1]!;
    project(v, x1, 0, z1, pt);
    pxa = Math.min(pxa, pt[0]!);
    pxb = Math.max(pxb, pt[0]!);
    pya = Math.min(pya, pt[1]!);
    pyb = Math.max(pyb, pt[1]!);
    if (pyb < 0 || pya > h - 1 || pxb < 0 || pxa > w - 1) continue;
    const row = Math.min(h - 1, Math.max(0, Math.round(pya)));
    if (v.rowT[row]! <= 0) continue;
    const margin = 2 + reach / Math.max(v.rowT[row]!, 1e-4);
    const ex = x1 - x0;
    const ez = z1 - z0;
    const l2 = ex * ex + ez * ez || 1e-12;
    for (
      let py = Math.max(0, Math.floor(pya - margin));
      py <= Math.min(h - 1, Math.ceil(pyb + margin));
      py++
    ) {
      const t = v.rowT[py]!;
      if (t <= 0) continue;
      const z = v.rowZ[py]!;
      const dT = v.rowDT[py]!;
      const dZ = v.rowDZ[py]!;
      for (
        let px = Math.max(0, Math.floor(pxa - margin));
        px <= Math.min(w - 1, Math.ceil(pxb + margin));
        px++
      ) {
        const i = py * w + px;
        if (!mask[i]) continue;
        const sx = px + 0.5 - v.cx;
        const x = sx * t;
        const s = clamp01(((x - x0) * ex + (z - z0) * ez) / l2);
        const qx = x - x0 - ex * s;
        const qz = z - z0 - ez * s;
        const d = Math.hypot(qx, qz);
        if (d > reach) continue;
        const ux = d > 0 ? qx / d : 1;
        const uz = d > 0 ? qz / d : 0;
        const pw = Math.hypot(ux * t, ux * sx * dT + uz * dZ);
        crack[i] = Math.max(crack[i]!, Math.min(1, bandCoverage(d, width, pw) * 2));
        grime[i] = Math.max(grime[i]!, Math.exp(-d / (width + 0.002)));
      }
    }
  }
  for (let i = 0; i < w * h; i++) {
    if (crack[i] === 0 && grime[i] === 0) continue;
    const k = (1 - darkness * crack[i]!) * (1 - 0.3 * grime[i]!);
    for (let c = 0; c < 3; c++) p.albedo[3 * i + c] = p.albedo[3 * i + c]! * k;
    p.height[i] = p.height[i]! - 0.002 * crack[i]!;
    p.gloss[i] = p.gloss[i]! * (1 - crack[i]!);
  }
}

/** Random-walk cracks from a list of [x, z, heading, length, width] starts. */
export function crackSegments(
  starts: Array<[number, number, number, number, number]>,
  seed: number,
  wander = 1,
): number[] {
  const rng = mulberry32(seed);
  const n = createNoise(seed + 1);
  const segs: number[] = [];
  for (const [x, z, heading, length, width] of starts)
    growCrack(segs, rng, n, x, z, heading, length, width, 0, wander);
  return segs;
}

/**
 * A thin coat (DIY epoxy paint, old deck paint) over whatever is painted: it covers except where
 * `peel(x, z)` (0..1, fBm-ragged) says it has come off. Lifted edges catch the light as a pale rim.
 */
export function addPeelingCoat(
  v: View,
  mask: Uint8Array,
  p: FloorPaint,
  opts: {
    colour: string;
    gloss: number;
    seed: number;
    /** Chance of peeling at a point (before the ragged threshold), 0..1. */
    peel: (x: number, z: number) => number;
    /** Sun-fading and chalking of an outdoor paint (0 none). */
    chalk?: number;
    /** Spatial frequency of the flakes (per metre): lower peels in bigger sheets. */
    scale?: number;
    /** Extra pattern painted on the coat (e.g. a few decorative chips), colour mixer. */
    texture?: (x: number, z: number, fp: number, c: RGB) => RGB;
  },
): void {
  const n = createNoise(opts.seed);
  const coat = hex(opts.colour);
  const chalk = opts.chalk ?? 0;
  eachFloorPixel(v, mask, (i, x, z, fpx, fpz) => {
    const fp = Math.sqrt(fpx * fpz);
    const chance = opts.peel(x, z);
    // Flakes: a coarse ragged field thresholded by the local chance, edges softened to the pixel.
    const f = opts.scale ?? 4.5;
    const field = 0.5 + 0.5 * fbm(n, x * f, z * f, 5, fp * f) + 0.12 * fbm(n, x * 25 + 7, z * 25, 2, fp * 25);
    const edgeW = Math.max(0.003, fp * 1.5);
    const e = field - (1 - chance);
    const peeled = smoothstep(-edgeW, edgeW, e);
    // The lifted edge catches the light on the coat's side and throws a thin shadow on the bare side.
    const rimW = edgeW * 2 + 0.006;
    const rim = Math.exp(-(((e + rimW) / rimW) ** 2)) * (chance > 0.02 ? 1 : 0);
    const lip = Math.exp(-(((e - rimW) / rimW) ** 2)) * (chance > 0.02 ? 1 : 0);
    const o = 3 * i;
    const bare: RGB = [p.albedo[o]!, p.albedo[o + 1]!, p.albedo[o + 2]!];
    let c = scale(coat, 1 + 0.05 * fbm(n, x * 0.7 + 20, z * 0.7, 3, fp * 0.7));
    if (chalk > 0)
      c = mixRGB(
        c,
        [0.5, 0.48, 0.45],
        chalk * (0.4 + 0.6 * smoothstep(-0.3, 0.4, fbm(n, x * 1.2, z * 1.2 + 9, 4, fp * 1.2))),
      );
    if (opts.texture) c = opts.texture(x, z, fp, c);
    // Where a stain was painted before, it bleeds faintly through the thin coat.
    const stainK = clamp01(1 - (bare[0] + bare[1] + bare[2]) / 3 / 0.2) * 0.35;
    c = scale(c, 1 - stainK);
    let out = mixRGB(c, bare, peeled);
    out = mixRGB(out, scale(c, 1.5), rim * 0.6);
    out = scale(out, 1 - 0.45 * lip);
    p.albedo.set(out, o);
    p.gloss[i] = mixNum(opts.gloss, p.gloss[i]!, peeled);
    p.height[i] = p.height[i]! * mixNum(0.35, 1, peeled) + 0.0004 * (1 - peeled) + 0.0006 * rim;
  });
}

/**
 * Thinset mortar left by pulled-up tile: combed ridges in grey-white patches along a ghost grid of the
 * old tile joints, where `amount(x, z)` (0..1) says how much is left.
 */
export function addThinset(
  v: View,
  mask: Uint8Array,
  p: FloorPaint,
  tile: number,
  seed: number,
  amount: (x: number, z: number) => number,
): void {
  const n = createNoise(seed);
  const mortar = hex('#d2cdc0');
  eachFloorPixel(v, mask, (i, x, z, fpx, fpz) => {
    const a = amount(x, z);
    if (a <= 0) return;
    const fp = Math.sqrt(fpx * fpz);
    const tx = Math.floor(x / tile);
    const tz = Math.floor(z / tile);
    const cell = hash3(tx, tz, seed);
    // Each old tile left more or less mortar behind; grout lines show as raised lines.
    const keep = a * (0.45 + 0.55 * ((cell & 255) / 255));
    const patch = smoothstep(-0.08, 0.08, fbm(n, x * 3, z * 3, 5, fp * 3) * 0.8 + keep - 0.55);
    const angle = ((cell >>> 8) & 1) === 0 ? 0 : 1;
    const along = angle ? x : z;
    const ridges = stripes(along + 0.3 * fbm(n, x * 2, z * 2, 2), 0.012, 0.006, Math.max(fpx, fpz * 0.5));
    const joint = Math.max(stripes(x, tile, 0.008, fpx), stripes(z, tile, 0.008, fpz));
    const cover = clamp01(patch * (0.55 + 0.45 * ridges) + joint * 0.6 * a);
    const o = 3 * i;
    for (let c = 0; c < 3; c++)
      p.albedo[o + c] = mixNum(p.albedo[o + c]!, mortar[c]! * (0.85 + 0.25 * ridges), cover * 0.9);
    p.height[i] = p.height[i]! + 0.003 * patch * ridges + 0.002 * joint * a;
  });
}

/**
 * Carpet glue left on a slab: an amber film spread in the notched trowel's arcs, partly scraped, with
 * the pad's waffle print where it was thickest.
 */
export function addAdhesive(
  v: View,
  mask: Uint8Array,
  p: FloorPaint,
  seed: number,
  amount: (x: number, z: number) => number,
): void {
  const n = createNoise(seed);
  const glue = hex('#6e5126');
  const dark = hex('#3e2c17');
  eachFloorPixel(v, mask, (i, x, z, fpx, fpz) => {
    const a = amount(x, z);
    if (a <= 0) return;
    const fp = Math.sqrt(fpx * fpz);
    const film = smoothstep(-0.1, 0.15, fbm(n, x * 1.6, z * 1.6, 5, fp * 1.6) + a - 0.6);
    // Trowel arcs: concentric circles around scattered centres, broken up.
    const cx = Math.round(x / 0.9) * 0.9;
    const cz = Math.round(z / 0.9) * 0.9;
    const arc = stripes(Math.hypot(x - cx, z - cz) + 0.05 * fbm(n, x * 4, z * 4, 2), 0.009, 0.004, fp);
    const scraped = smoothstep(0.1, 0.4, fbm(n, x * 0.9 + 30, z * 6, 4, fp * 6));
    const k = film * (0.55 + 0.3 * arc) * (1 - 0.7 * scraped);
    const o = 3 * i;
    const base: RGB = [p.albedo[o]!, p.albedo[o + 1]!, p.albedo[o + 2]!];
    const tinted = mixRGB(glue, dark, smoothstep(0.2, 0.6, fbm(n, x * 5, z * 5 + 3, 3, fp * 5)));
    p.albedo.set(mixRGB(base, mixRGB(base, tinted, 0.75), k), o);
    p.gloss[i] = Math.max(p.gloss[i]!, k * 0.35);
    p.height[i] = p.height[i]! + 0.0008 * k * arc;
  });
}

/** Spalled, pitted concrete: patches broken down to aggregate where `patch(x, z)` > 0, pits everywhere by `pits(x, z)`. */
export function addSpalls(
  v: View,
  mask: Uint8Array,
  p: FloorPaint,
  seed: number,
  patches: Array<[number, number, number]>,
  pitDensity: (x: number, z: number) => number,
): void {
  const np = createNoise(seed);
  const stones: RGB[] = ['#8d8a83', '#6f6c66', '#a59f93', '#5b5650', '#b8b1a4', '#7d7264'].map(hex);
  const paste = hex('#7b776e');
  const pitCell = 0.05;
  const stoneCell = 0.02;
  eachFloorPixel(v, mask, (i, x, z, fpx, fpz) => {
    const fp = Math.sqrt(fpx * fpz);
    let h0 = 0;
    let exposed = 0;
    for (const [cx, cz, r] of patches) {
      const dd = Math.hypot(x - cx, z - cz);
      if (dd > r * 1.8) continue;
      const q = 3 / r;
      const s = dd / r + 0.4 * fbm(np, (x - cx) * q, (z - cz) * q + cx * 13, 4, fp * q);
      const inside = smoothstep(1.0, 0.94, s);
      h0 = Math.min(h0, -0.006 * inside);
      exposed = Math.max(exposed, inside);
    }
    let pit = 0;
    const density = pitDensity(x, z);
    if (density > 0 && fp < 0.02) {
      const ix = Math.floor(x / pitCell);
      const iz = Math.floor(z / pitCell);
      for (let oz = -1; oz <= 1; oz++) {
        for (let ox = -1; ox <= 1; ox++) {
          const hsh = hash3(ix + ox, iz + oz, seed + 3);
          if ((hsh & 255) > 255 * density) continue;
          const r = 0.002 + 0.016 * (((hsh >>> 8) & 255) / 256) ** 3;
          const px = (ix + ox + ((hsh >>> 16) & 255) / 256) * pitCell;
          const pz = (iz + oz + (hsh >>> 24) / 256) * pitCell;
          const ragged =
            1 + 0.35 * gnoise(np, x * 150 + ox * 17, z * 150) + 0.15 * gnoise(np, x * 500, z * 500);
          const d = Math.hypot(x - px, z - pz) / (r * ragged);
          if (d < 1.2) pit = Math.max(pit, smoothstep(1.0, 0.75, d) * (0.6 + 0.4 * (1 - d * d)) * r * 0.6);
        }
      }
      pit *= 1 - smoothstep(0.01, 0.02, fp);
    } else if (density > 0) {
      // Too far to resolve pits: they darken the surface on average.
      pit = 0.0012 * density;
    }
    let stoneShade: RGB = paste;
    let bump = 0;
    if (exposed > 0) {
      const wx = x + 0.004 * gnoise(np, x * 90, z * 90 + 7);
      const wz = z + 0.004 * gnoise(np, x * 90 + 3, z * 90);
      const sx = Math.floor(wx / stoneCell);
      const sz = Math.floor(wz / stoneCell);
      let f1 = Infinity;
      let f2 = Infinity;
      let bestHash = 0;
      for (let oz = -1; oz <= 1; oz++) {
        for (let ox = -1; ox <= 1; ox++) {
          const hsh = hash3(sx + ox, sz + oz, seed + 4);
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
      const gap = stoneCell * (0.05 + 0.2 * (((bestHash >>> 16) & 255) / 256) ** 2);
      const stone = bestHash >>> 29 === 0 ? 0 : clamp01((edge - gap) / Math.max(fp, 1e-4) + 0.5);
      const sandy = scale(paste, 0.8 + 0.4 * (0.5 + fbm(np, x * 400, z * 400, 2, fp * 400)));
      const farMean = scale(paste, 1.05);
      const resolved = 1 - smoothstep(stoneCell * 0.3, stoneCell, fp);
      stoneShade = mixRGB(
        farMean,
        mixRGB(sandy, scale(stones[(bestHash >>> 24) % stones.length]!, 0.9), stone),
        resolved,
      );
      bump = stone * Math.min(1, (edge - gap) / (stoneCell * 0.25)) * 0.002 * resolved;
    }
    const o = 3 * i;
    const base: RGB = [p.albedo[o]!, p.albedo[o + 1]!, p.albedo[o + 2]!];
    let c = mixRGB(base, scale(stoneShade, 1 + 0.1 * fbm(np, x * 40, z * 40, 2, fp * 40)), exposed);
    c = scale(c, 1 - 0.45 * smoothstep(0, 0.004, pit));
    p.albedo.set(c, o);
    p.height[i] = p.height[i]! + h0 + bump * exposed - pit;
    p.gloss[i] = p.gloss[i]! * (1 - exposed);
  });
}
