/**
 * The scene model of photo-renderer/generate.ts: a pinhole camera over a floor plane (y = 0), an
 * optional box room around it lit by ceiling fixtures, convex solids standing on the floor (furniture,
 * shelving, buildings, roofs), palms, and for outdoor scenes a sky with sun and clouds. The floor's
 * look is painted per pixel by the scenes (floors.ts) and shaded here with a Fresnel-weighted
 * reflection of everything else, which is what makes a coated floor read as coated.
 *
 * Everything is analytic ray casting, one ray per pixel, with extra rays only where an object's edge
 * or a shadow edge crosses a pixel (adaptive anti-aliasing), so a 1920 x 1080 frame renders in
 * seconds and every run gives the same bytes.
 */
import {
  boxBlur,
  clamp01,
  createNoise,
  fbm,
  gnoise,
  mixNum,
  mixRGB,
  mulberry32,
  scale,
  smoothstep,
  type Frame,
  type RGB,
} from './core.ts';

// ---------------------------------------------------------------------------------------------------------
// Camera
// ---------------------------------------------------------------------------------------------------------

/**
 * A level-roll pinhole camera at (0, eye, 0) pitched down, looking along +Z over the floor plane y = 0.
 * Pixel (px, py) has the unnormalised ray (sx, a(py), b(py)) with sx = px + 0.5 - cx, so the floor hit is
 * X = sx * t, Z = rowZ with t = eye / -a depending only on the row: floor coordinates and their per-pixel
 * derivatives (for anti-aliasing) are tabulated per row. (cx, cy) is the principal point: a shifted lens
 * (as architectural photographers use) moves the scene in the frame without tilting verticals.
 */
export interface View {
  width: number;
  height: number;
  focal: number;
  eye: number;
  sinP: number;
  cosP: number;
  cx: number;
  cy: number;
  /** Per row: t (also metres of floor per pixel across), or <= 0 where the row sees no floor. */
  rowT: Float64Array;
  rowZ: Float64Array;
  /** Per row: dt/dpy and dZ/dpy (dX/dpy = sx * dt/dpy). */
  rowDT: Float64Array;
  rowDZ: Float64Array;
}

/**
 * Builds a camera of given eye height (m), downward pitch and horizontal field of view (degrees).
 * `shiftX` / `shiftY` move the principal point by that fraction of the frame (right / down).
 */
export function createView(
  width: number,
  height: number,
  eye: number,
  pitchDeg: number,
  hfovDeg: number,
  shiftX = 0,
  shiftY = 0,
): View {
  const pitch = (pitchDeg * Math.PI) / 180;
  const sinP = Math.sin(pitch);
  const cosP = Math.cos(pitch);
  const focal = width / 2 / Math.tan((hfovDeg * Math.PI) / 360);
  const cx = width / 2 + shiftX * width;
  const cy = height / 2 + shiftY * height;
  const rowT = new Float64Array(height);
  const rowZ = new Float64Array(height);
  const rowDT = new Float64Array(height);
  const rowDZ = new Float64Array(height);
  for (let py = 0; py < height; py++) {
    const sy = cy - py - 0.5;
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
  return { width, height, focal, eye, sinP, cosP, cx, cy, rowT, rowZ, rowDT, rowDZ };
}

/** Projects a world point to fractional pixel coordinates (written into out[0], out[1]); out[2] is the camera-space depth. */
export function project(v: View, x: number, y: number, z: number, out: Float64Array): void {
  const ry = y - v.eye;
  const yc = ry * v.cosP + z * v.sinP;
  const zc = -ry * v.sinP + z * v.cosP;
  out[0] = v.cx + (v.focal * x) / zc - 0.5;
  out[1] = v.cy - (v.focal * yc) / zc - 0.5;
  out[2] = zc;
}

/** The unit ray through continuous pixel coordinates (fx, fy) (pixel centres at +0.5), into out. */
function cameraRay(v: View, fx: number, fy: number, out: Float64Array): void {
  const sx = fx - v.cx;
  const sy = v.cy - fy;
  const dx = sx;
  const dy = sy * v.cosP - v.focal * v.sinP;
  const dz = sy * v.sinP + v.focal * v.cosP;
  const inv = 1 / Math.sqrt(dx * dx + dy * dy + dz * dz);
  out[0] = dx * inv;
  out[1] = dy * inv;
  out[2] = dz * inv;
}

/** Calls fn for every floor pixel with its index, floor coordinates and footprint (metres per pixel across and along the floor). */
export function eachFloorPixel(
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
      if (mask[i]) fn(i, (px + 0.5 - v.cx) * t, z, t, fpz);
    }
  }
}

/**
 * Converts a per-pixel height field (metres) into floor-space slopes (dh/dX, dh/dZ) by screen-space
 * differences, which are band-limited to the pixel grid for free.
 */
export function slopeFromHeight(v: View, mask: Uint8Array, height: Float32Array): Float32Array {
  const { width: w, height: h, rowT, rowDT, rowDZ } = v;
  const slope = new Float32Array(w * h * 2);
  const limit = 3;
  for (let py = 1; py < h - 1; py++) {
    const t = rowT[py]!;
    if (t <= 0) continue;
    for (let px = 1; px < w - 1; px++) {
      const i = py * w + px;
      if (!mask[i] || !mask[i - w] || !mask[i + w] || !mask[i - 1] || !mask[i + 1]) continue;
      const hx = (height[i + 1]! - height[i - 1]!) / (2 * t);
      const dhdy = (height[i + w]! - height[i - w]!) / 2;
      const hz = (dhdy - hx * (px + 0.5 - v.cx) * rowDT[py]!) / rowDZ[py]!;
      slope[2 * i] = Math.max(-limit, Math.min(limit, hx));
      slope[2 * i + 1] = Math.max(-limit, Math.min(limit, hz));
    }
  }
  return slope;
}

// ---------------------------------------------------------------------------------------------------------
// Solids
// ---------------------------------------------------------------------------------------------------------

/** Where a ray met a surface, handed to its material (one object, reused for every pixel). */
export interface Hit {
  x: number;
  y: number;
  z: number;
  nx: number;
  ny: number;
  nz: number;
  /** Which face of the solid (its plane index). */
  face: number;
  /** Face coordinates in metres (see Solid.frames). */
  u: number;
  v: number;
  /** The ray's unit direction and the hit distance. */
  dx: number;
  dy: number;
  dz: number;
  t: number;
  /** Metres of surface per pixel at the hit (for filtering stripes and edges). */
  fp: number;
  /** Reflection recursion depth of the ray that hit. */
  depth: number;
}

/** Writes the radiance leaving a surface point towards the viewer into out. */
export type Material = (h: Hit, w: World, out: Float64Array) => void;

/**
 * A convex solid: the intersection of half-spaces n . p <= d (packed nx, ny, nz, d per plane). Each
 * plane has a frame (origin and two tangents, packed ox, oy, oz, ux, uy, uz, vx, vy, vz) giving the
 * face coordinates u, v its material reads: along the face and up it, in metres.
 */
export interface Solid {
  planes: Float64Array;
  frames: Float64Array;
  /** Bounding sphere (centre and radius) to skip most rays cheaply. */
  bx: number;
  by: number;
  bz: number;
  br: number;
  material: Material;
  /** Whether it casts sun shadows and blocks sky light (glass and thin trim may not). */
  shadows: boolean;
}

/** A face frame: origin, u tangent and v tangent. */
type FaceFrame = [number, number, number, number, number, number, number, number, number];

/** Builds a solid from planes [nx, ny, nz, d] with their face frames and a bounding sphere. */
export function convexSolid(
  planes: Array<[number, number, number, number]>,
  frames: FaceFrame[],
  bound: [number, number, number, number],
  material: Material,
  shadows = true,
): Solid {
  const p = new Float64Array(planes.length * 4);
  planes.forEach((plane, k) => {
    const len = Math.hypot(plane[0], plane[1], plane[2]);
    p.set([plane[0] / len, plane[1] / len, plane[2] / len, plane[3] / len], 4 * k);
  });
  const f = new Float64Array(frames.length * 9);
  frames.forEach((frame, k) => f.set(frame, 9 * k));
  return { planes: p, frames: f, bx: bound[0], by: bound[1], bz: bound[2], br: bound[3], material, shadows };
}

/**
 * A box turned by `yaw` (radians, about the vertical) around its centre (cx, cz): half extents hw
 * (along its local x) and hd (along its local z), from y0 to y1. Faces, in plane order: 0 front
 * (local -z), 1 back (+z), 2 left (-x), 3 right (+x), 4 bottom, 5 top. On a side face u runs left to
 * right as seen from outside and v up from y0; on the top, u and v are local x and z from a corner.
 */
export function orientedBox(
  cx: number,
  cz: number,
  hw: number,
  hd: number,
  y0: number,
  y1: number,
  yaw: number,
  material: Material,
  shadows = true,
): Solid {
  const c = Math.cos(yaw);
  const s = Math.sin(yaw);
  // Local x axis (c, 0, -s)... chosen so yaw turns +z towards +x: local z = (s, 0, c), local x = (c, 0, -s).
  const ax: [number, number] = [c, -s];
  const az: [number, number] = [s, c];
  const dotC = (a: [number, number]) => a[0] * cx + a[1] * cz;
  const planes: Array<[number, number, number, number]> = [
    [-az[0], 0, -az[1], -dotC(az) + hd],
    [az[0], 0, az[1], dotC(az) + hd],
    [-ax[0], 0, -ax[1], -dotC(ax) + hw],
    [ax[0], 0, ax[1], dotC(ax) + hw],
    [0, -1, 0, -y0],
    [0, 1, 0, y1],
  ];
  const corner = (lx: number, lz: number): [number, number] => [
    cx + ax[0] * lx + az[0] * lz,
    cz + ax[1] * lx + az[1] * lz,
  ];
  const [fx0, fz0] = corner(-hw, -hd);
  const [bx0, bz0] = corner(hw, hd);
  const [lx0, lz0] = corner(-hw, hd);
  const [rx0, rz0] = corner(hw, -hd);
  const frames: FaceFrame[] = [
    [fx0, y0, fz0, ax[0], 0, ax[1], 0, 1, 0],
    [bx0, y0, bz0, -ax[0], 0, -ax[1], 0, 1, 0],
    [lx0, y0, lz0, -az[0], 0, -az[1], 0, 1, 0],
    [rx0, y0, rz0, az[0], 0, az[1], 0, 1, 0],
    [fx0, y0, fz0, ax[0], 0, ax[1], az[0], 0, az[1]],
    [fx0, y1, fz0, ax[0], 0, ax[1], az[0], 0, az[1]],
  ];
  const r = Math.hypot(hw, hd, (y1 - y0) / 2);
  return convexSolid(planes, frames, [cx, (y0 + y1) / 2, cz, r], material, shadows);
}

/** An axis-aligned box (see orientedBox for face order and coordinates). */
export function box(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  material: Material,
  shadows = true,
): Solid {
  return orientedBox(
    (x0 + x1) / 2,
    (z0 + z1) / 2,
    (x1 - x0) / 2,
    (z1 - z0) / 2,
    y0,
    y1,
    0,
    material,
    shadows,
  );
}

/**
 * A hip roof over an oriented rectangle: eaves at y0 overhanging the walls, rising at `pitch`
 * (rise per run) to a ridge. Faces 0-3 are the slopes (front, back, left, right: u along the eave,
 * v up the slope from it), 4 the soffit underneath.
 */
export function hipRoof(
  cx: number,
  cz: number,
  hw: number,
  hd: number,
  y0: number,
  pitch: number,
  yaw: number,
  material: Material,
): Solid {
  const c = Math.cos(yaw);
  const s = Math.sin(yaw);
  const ax: [number, number] = [c, -s];
  const az: [number, number] = [s, c];
  const rise = Math.min(hw, hd) * pitch;
  // A slope plane through the eave line at distance h from the centre, leaning in: n = (dir, pitch).
  const slope = (dir: [number, number], h: number): [number, number, number, number] => {
    const n: [number, number, number] = [dir[0] * pitch, 1, dir[1] * pitch];
    // Points on the eave: centre + dir * h at height y0.
    const px = cx + dir[0] * h;
    const pz = cz + dir[1] * h;
    return [n[0], n[1], n[2], n[0] * px + n[1] * y0 + n[2] * pz];
  };
  const planes: Array<[number, number, number, number]> = [
    slope([-az[0], -az[1]], hd),
    slope([az[0], az[1]], hd),
    slope([-ax[0], -ax[1]], hw),
    slope([ax[0], ax[1]], hw),
    [0, -1, 0, -y0],
  ];
  // Slope frames: u along the eave, v up the slope (unit length along the surface).
  const k = 1 / Math.hypot(1, pitch);
  const frame = (dir: [number, number], along: [number, number], h: number, half: number): FaceFrame => [
    cx + dir[0] * h - along[0] * half,
    y0,
    cz + dir[1] * h - along[1] * half,
    along[0],
    0,
    along[1],
    -dir[0] * k,
    pitch * k,
    -dir[1] * k,
  ];
  const frames: FaceFrame[] = [
    frame([-az[0], -az[1]], ax, hd, hw),
    frame([az[0], az[1]], [-ax[0], -ax[1]], hd, hw),
    frame([-ax[0], -ax[1]], [-az[0], -az[1]], hw, hd),
    frame([ax[0], ax[1]], az, hw, hd),
    [cx, y0, cz, ax[0], 0, ax[1], az[0], 0, az[1]],
  ];
  return convexSolid(planes, frames, [cx, y0 + rise / 2, cz, Math.hypot(hw, hd, rise)], material);
}

let hitFace = 0;

/** Distance along the ray to the solid (Infinity if missed); sets hitFace. Rays starting inside do not hit. */
function intersectSolid(
  s: Solid,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  tmax: number,
): number {
  const lx = s.bx - ox;
  const ly = s.by - oy;
  const lz = s.bz - oz;
  const tca = lx * dx + ly * dy + lz * dz;
  const d2 = lx * lx + ly * ly + lz * lz - tca * tca;
  if (d2 > s.br * s.br || tca + s.br < 0 || tca - s.br > tmax) return Infinity;
  let tin = 0;
  let tout = tmax;
  let face = -1;
  const p = s.planes;
  for (let k = 0; k < p.length; k += 4) {
    const nx = p[k]!;
    const ny = p[k + 1]!;
    const nz = p[k + 2]!;
    const denom = nx * dx + ny * dy + nz * dz;
    const dist = p[k + 3]! - (nx * ox + ny * oy + nz * oz);
    if (denom > -1e-12 && denom < 1e-12) {
      if (dist < 0) return Infinity;
      continue;
    }
    const t = dist / denom;
    if (denom < 0) {
      if (t > tin) {
        tin = t;
        face = k >> 2;
      }
    } else if (t < tout) {
      tout = t;
    }
    if (tin > tout) return Infinity;
  }
  if (face < 0) return Infinity;
  hitFace = face;
  return tin;
}

// ---------------------------------------------------------------------------------------------------------
// Palms
// ---------------------------------------------------------------------------------------------------------

/** A palm tree: trunk from (x, 0, z) bending towards (x + leanX, height, z + leanZ), a crown of fronds. */
export interface Palm {
  x: number;
  z: number;
  height: number;
  leanX: number;
  leanZ: number;
  /** Trunk radius at the base (m). */
  radius: number;
  kind: 'royal' | 'coconut' | 'sabal';
  fronds: number;
  /** Frond length (m). */
  frondLength: number;
  seed: number;
}

/** A point on the trunk at s in [0, 1] (base to crown). */
function trunkPoint(p: Palm, s: number): [number, number, number] {
  const bend = p.kind === 'royal' ? s : s * s;
  return [p.x + p.leanX * bend, p.height * s, p.z + p.leanZ * bend];
}

/** The trunk radius at s. Royal palms swell a third of the way up and end in a smooth crownshaft. */
function trunkRadius(p: Palm, s: number): number {
  if (p.kind === 'royal') return p.radius * (0.8 + 0.35 * Math.exp(-(((s - 0.3) / 0.25) ** 2)) - 0.1 * s);
  return p.radius * (1.15 - 0.3 * s);
}

/** One frond's rachis: where it starts, its direction (azimuth, initial elevation) and droop. */
interface Frond {
  az: number;
  el: number;
  len: number;
  droop: number;
  tone: number;
}

function palmFronds(p: Palm): Frond[] {
  const rng = mulberry32(p.seed);
  const fronds: Frond[] = [];
  const golden = Math.PI * (3 - Math.sqrt(5));
  for (let k = 0; k < p.fronds; k++) {
    const layer = k / Math.max(1, p.fronds - 1);
    // Young fronds point up, old ones hang: elevation falls with the frond's age.
    const el =
      mixNum(p.kind === 'royal' ? 0.9 : 1.05, p.kind === 'royal' ? -0.75 : -0.55, layer) +
      (rng() - 0.5) * 0.3;
    fronds.push({
      az: k * golden + (rng() - 0.5) * 0.4,
      el,
      len: p.frondLength * (0.75 + 0.3 * rng()) * (layer < 0.15 ? 0.7 : 1),
      droop: (p.kind === 'royal' ? 0.55 : 0.45) * (0.8 + 0.4 * rng()),
      tone: rng(),
    });
  }
  return fronds;
}

/** Point along a frond's rachis at s in [0, 1], from the crown top. */
function frondPoint(top: [number, number, number], f: Frond, s: number, out: Float64Array): void {
  const ce = Math.cos(f.el);
  const se = Math.sin(f.el);
  const horiz = f.len * s * ce;
  out[0] = top[0] + Math.cos(f.az) * horiz;
  out[1] = top[1] + f.len * (s * se - f.droop * s * s);
  out[2] = top[2] + Math.sin(f.az) * horiz;
}

// ---------------------------------------------------------------------------------------------------------
// Room
// ---------------------------------------------------------------------------------------------------------

/**
 * Lambertian point emitters, packed [x, y, z, r, g, b, nx, ny, nz] per light: position, radiant
 * intensity and the direction the emitter faces (down for ceiling fixtures, into the room for windows).
 */
export type Lights = number[];

/** Approximates a rectangular ceiling fixture of given radiance by an nx * nz grid of downward point emitters. */
export function addPanel(
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
      lights.push(radiance[0] * area, radiance[1] * area, radiance[2] * area, 0, -1, 0);
    }
  }
}

/** Daylight through an opening in the back wall (z = at), facing into the room (-z): nx * ny emitters. */
export function addWindowLight(
  lights: Lights,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  at: number,
  radiance: RGB,
  nx = 1,
  ny = 1,
): void {
  const area = ((x1 - x0) * (y1 - y0)) / (nx * ny);
  for (let i = 0; i < nx; i++) {
    for (let j = 0; j < ny; j++) {
      lights.push(x0 + ((x1 - x0) * (i + 0.5)) / nx, y0 + ((y1 - y0) * (j + 0.5)) / ny, at - 0.02);
      lights.push(radiance[0] * area, radiance[1] * area, radiance[2] * area, 0, 0, -1);
    }
  }
}

export const CEILING = 1;
export const BACK = 2;
export const LEFT = 3;
export const RIGHT = 4;

/** A box room: walls at x = -left and x = right, back wall at z = back, ceiling at y = ceiling; the camera wall is never seen. */
interface RoomSpec {
  left: number;
  right: number;
  back: number;
  ceiling: number;
  /**
   * Radiance of a ceiling or wall point into out. Surface coordinates: ceiling (a, b) = (x, z); back wall
   * (x, y); side walls (z, y). `e` is the irradiance there; (dx, dy, dz) the ray, for openings that
   * look outside.
   */
  shade: (
    kind: number,
    a: number,
    b: number,
    e: Float64Array,
    out: Float64Array,
    dx: number,
    dy: number,
    dz: number,
  ) => void;
}

// ---------------------------------------------------------------------------------------------------------
// Sky
// ---------------------------------------------------------------------------------------------------------

/** A South Florida sky: blue gradient, sun glow, flat-bottomed cumulus on a cloud deck, hazy horizon. */
export interface SkySpec {
  zenith: RGB;
  horizon: RGB;
  /** Radiance multiplier of the sky dome. */
  brightness: number;
  /** Cloud cover, 0 (clear) .. 1 (overcast), and the deck's noise seed. */
  clouds: number;
  seed: number;
  /** Optional distant silhouette (tree line, skyline) above the horizon: radiance into out, or false. */
  backdrop?: (dx: number, dy: number, dz: number, out: Float64Array) => boolean;
}

/** Builds sky(dx, dy, dz, out) for a unit direction. */
export function createSky(
  spec: SkySpec,
  sunDir: RGB,
): (dx: number, dy: number, dz: number, out: Float64Array) => void {
  const nc = createNoise(spec.seed);
  const deck = 1800;
  return (dx, dy, dz, out) => {
    if (spec.backdrop?.(dx, dy, dz, out)) return;
    const up = Math.max(dy, 0);
    const toSun = Math.max(0, dx * sunDir[0] + dy * sunDir[1] + dz * sunDir[2]);
    const grad = Math.pow(up, 0.45);
    let r = mixNum(spec.horizon[0], spec.zenith[0], grad);
    let g = mixNum(spec.horizon[1], spec.zenith[1], grad);
    let b = mixNum(spec.horizon[2], spec.zenith[2], grad);
    const glow = toSun ** 6 * 0.35 + toSun ** 60 * 1.2 + toSun ** 3000 * 400;
    r = (r + glow) * spec.brightness;
    g = (g + glow * 0.97) * spec.brightness;
    b = (b + glow * 0.9) * spec.brightness;
    if (spec.clouds > 0 && dy > 0.004) {
      const t = deck / dy;
      const cx = (dx * t) / 2600;
      const cz = (dz * t) / 2600;
      // Footprint in noise units grows with distance: far clouds are smoothed, not aliased.
      const fp = t / 2600 / 500;
      const warp = fbm(nc, cx * 0.5 + 11, cz * 0.5, 3, fp * 0.5);
      const d = fbm(nc, cx + 0.6 * warp, cz * 1.3 + 0.6 * warp, 6, fp, 0.55) + 0.5 * spec.clouds - 0.45;
      const alpha = smoothstep(0.0, 0.16, d) * smoothstep(0.004, 0.06, dy);
      if (alpha > 0) {
        // Sun-facing sides bright, thick cores and flat bases grey-blue.
        const lit = fbm(
          nc,
          cx + sunDir[0] * 0.08 + 0.6 * warp,
          cz * 1.3 + sunDir[2] * 0.08 + 0.6 * warp,
          6,
          fp,
          0.55,
        );
        const shade = clamp01(0.55 + 1.6 * (d - lit)) * 0.6 + 0.4;
        const core = smoothstep(0.15, 0.6, d);
        const bright = spec.brightness * (2.1 * shade - 0.7 * core) * (1 + 0.8 * toSun ** 8);
        const c = mixRGB([1, 0.99, 0.97], [0.78, 0.82, 0.9], core * 0.8);
        r = mixNum(r, c[0] * bright, alpha);
        g = mixNum(g, c[1] * bright, alpha);
        b = mixNum(b, c[2] * bright, alpha);
      }
    }
    // Haze: the bottom of the sky is milky, as it always is over the Florida flats.
    const haze = Math.exp(-up * 14) * 0.45;
    out[0] = mixNum(r, spec.horizon[0] * spec.brightness * 1.15, haze);
    out[1] = mixNum(g, spec.horizon[1] * spec.brightness * 1.15, haze);
    out[2] = mixNum(b, spec.horizon[2] * spec.brightness * 1.15, haze);
  };
}

// ---------------------------------------------------------------------------------------------------------
// World
// ---------------------------------------------------------------------------------------------------------

/** Everything that is not the floor's own paint: what it reflects, what lights it, what hides it. */
export interface WorldSpec {
  solids?: Solid[];
  palms?: Palm[];
  /** Indoors: the room box, its light fixtures and bounce light. */
  room?: RoomSpec;
  lights?: Lights;
  ambient?: RGB;
  /** Outdoors: sky radiance by direction, the sun (direction towards it, irradiance), sky irradiance on the ground. */
  sky?: (dx: number, dy: number, dz: number, out: Float64Array) => void;
  sun?: { dir: RGB; color: RGB };
  skyLight?: RGB;
  /** Aerial perspective: distance (m) at which half the colour is haze, and the haze colour. */
  haze?: { distance: number; color: RGB };
  /** Where the floor's light is baked: x from -extent to extent, z from 0 to depth (m). */
  floorExtent?: [number, number];
  /**
   * Outdoors: radiance of the ground at (x, z) as reflections and openings see it (the camera's view of
   * the floor is painted per pixel instead). Without it, rays that go down end at the horizon's sky.
   */
  ground?: (x: number, z: number, out: Float64Array) => void;
  /** Indoors: the floor's average albedo, for what objects' reflections see of it. */
  floorAlbedo?: RGB;
}

export interface World {
  spec: WorldSpec;
  solids: Solid[];
  palms: Palm[];
  /** Radiance along a ray into out; returns the hit distance. Sets lastId. */
  trace: (
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    out: Float64Array,
    depth?: number,
  ) => number;
  /** Whether a solid or a wall stands between the camera and a floor point `tmax` along the ray. */
  blocked: (ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, tmax: number) => boolean;
  /** Irradiance on the floor from lights, bounce and sky (not the sun), with contact shadows, into out. */
  floorLight: (x: number, z: number, out: Float64Array) => void;
  /** Fraction of the sun visible from a point (0 in shadow). */
  sunVisible: (x: number, y: number, z: number) => number;
  /** Whether the sun reaches a point past the solids (palms ignored: a crown is not shaded by itself). */
  sunOverSolids: (x: number, y: number, z: number) => boolean;
  /** Irradiance on a surface point with normal n (solids), into out. */
  light: (x: number, y: number, z: number, nx: number, ny: number, nz: number, out: Float64Array) => void;
  onFloor: (x: number, z: number) => boolean;
  /** Id of what the last camera trace hit (for edge detection), and whether the point was in shadow. */
  lastId: number;
  lastShade: number;
}

/** Irradiance on a grid over one surface; bilinear lookups. */
interface LightGrid {
  a0: number;
  b0: number;
  step: number;
  na: number;
  nb: number;
  data: Float32Array;
}

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

/** Fixed, cosine-weighted hemisphere directions for ambient occlusion (deterministic). */
const AO_DIRS: number[] = (() => {
  const dirs: number[] = [];
  const rings: Array<[number, number]> = [
    [0.25, 6],
    [0.6, 8],
    [1.05, 8],
  ];
  for (const [el, n] of rings) {
    for (let k = 0; k < n; k++) {
      const az = ((k + (el > 0.5 ? 0.5 : 0)) * 2 * Math.PI) / n;
      dirs.push(Math.cos(el) * Math.cos(az), Math.sin(el), Math.cos(el) * Math.sin(az), Math.sin(el));
    }
  }
  return dirs;
})();

export function createWorld(spec: WorldSpec): World {
  const solids = spec.solids ?? [];
  const palms = spec.palms ?? [];
  const room = spec.room;
  const lights = spec.lights ?? [];
  const ambient = spec.ambient ?? [0, 0, 0];
  const sky = spec.sky;
  const sun = spec.sun;
  const skyLight = spec.skyLight ?? [0, 0, 0];
  const shadowSolids = solids.filter((s) => s.shadows);
  const tmp = new Float64Array(3);
  const hit: Hit = {
    x: 0,
    y: 0,
    z: 0,
    nx: 0,
    ny: 1,
    nz: 0,
    face: 0,
    u: 0,
    v: 0,
    dx: 0,
    dy: 0,
    dz: 1,
    t: 0,
    fp: 0,
    depth: 0,
  };
  const frondsOf = palms.map(palmFronds);
  const palmTops = palms.map((p) => trunkPoint(p, 1));

  const anySolid = (
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    tmax: number,
    list: Solid[],
  ) => {
    for (const s of list) if (intersectSolid(s, ox, oy, oz, dx, dy, dz, tmax) < tmax) return true;
    return false;
  };

  /** Whether a palm (trunk or crown) blocks the ray within tmax: shadows and sky light. */
  const palmBlocks = (
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    tmax: number,
  ): number => {
    let shade = 0;
    for (let k = 0; k < palms.length; k++) {
      const p = palms[k]!;
      const top = palmTops[k]!;
      // Crown: where the ray crosses the frond plane, a star of fronds with gaps between leaflets.
      if (Math.abs(dy) > 1e-3) {
        const t = (top[1] - 0.4 - oy) / dy;
        if (t > 0 && t < tmax) {
          const qx = ox + dx * t - top[0];
          const qz = oz + dz * t - top[2];
          const r = Math.hypot(qx, qz);
          if (r < p.frondLength) {
            const az = Math.atan2(qz, qx);
            const fronds = frondsOf[k]!;
            for (const f of fronds) {
              const reach = f.len * Math.cos(Math.max(f.el, 0) * 0.6) * 0.95;
              if (r > reach) continue;
              let da = az - f.az;
              da -= 2 * Math.PI * Math.round(da / (2 * Math.PI));
              const half = (0.08 + 0.55 * Math.min(r, reach - r)) / Math.max(r, 0.3);
              if (Math.abs(da) < half) {
                // Leaflet gaps let sun through in stripes across the frond.
                const gaps = 0.5 + 0.5 * Math.sin(r * 38 + f.tone * 20);
                shade = Math.max(shade, 0.92 - 0.55 * gaps * smoothstep(0.4, 1, Math.abs(da) / half));
                if (shade > 0.9) return shade;
              }
            }
          }
        }
      }
      // Trunk: a few straight capsules.
      for (let seg = 0; seg < 4; seg++) {
        const a = trunkPoint(p, seg / 4);
        const b = trunkPoint(p, (seg + 1) / 4);
        const rad = trunkRadius(p, (seg + 0.5) / 4);
        if (rayNearSegment(ox, oy, oz, dx, dy, dz, tmax, a, b, rad)) return 1;
      }
    }
    return shade;
  };

  const sunVisible = (x: number, y: number, z: number): number => {
    if (!sun) return 0;
    const [sx, sy, sz] = sun.dir;
    if (anySolid(x + sx * 1e-3, y + sy * 1e-3, z + sz * 1e-3, sx, sy, sz, 1e4, shadowSolids)) return 0;
    return 1 - palmBlocks(x, y, z, sx, sy, sz, 1e4);
  };

  /** Sky visibility (0..1) over the hemisphere above a point with normal n, for ambient light. */
  const skyOcclusion = (x: number, y: number, z: number, reach: number): number => {
    let seen = 0;
    let total = 0;
    for (let k = 0; k < AO_DIRS.length; k += 4) {
      const dx = AO_DIRS[k]!;
      const dy = AO_DIRS[k + 1]!;
      const dz = AO_DIRS[k + 2]!;
      const wgt = AO_DIRS[k + 3]!;
      total += wgt;
      if (!anySolid(x, y + 0.01, z, dx, dy, dz, reach, shadowSolids)) seen += wgt;
    }
    return seen / total;
  };

  // Room surfaces: irradiance baked on grids (light varies slowly).
  let roomTrace:
    | ((ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, out: Float64Array) => number)
    | null = null;
  let roomKind = 0;
  const gather = (
    x: number,
    y: number,
    z: number,
    nx: number,
    ny: number,
    nz: number,
    out: Float64Array,
    shadowed: boolean,
  ) => {
    let r = 0;
    let g = 0;
    let b = 0;
    for (let k = 0; k < lights.length; k += 9) {
      const lx = lights[k]! - x;
      const ly = lights[k + 1]! - y;
      const lz = lights[k + 2]! - z;
      const d2 = Math.max(lx * lx + ly * ly + lz * lz, 0.02);
      const d = Math.sqrt(d2);
      const cosE = -(lx * lights[k + 6]! + ly * lights[k + 7]! + lz * lights[k + 8]!) / d;
      const cosR = (lx * nx + ly * ny + lz * nz) / d;
      if (cosE <= 0 || cosR <= 0) continue;
      if (shadowed && anySolid(x, y + 1e-3, z, lx / d, ly / d, lz / d, d - 0.05, shadowSolids)) continue;
      const f = (cosE * cosR) / d2;
      r += lights[k + 3]! * f;
      g += lights[k + 4]! * f;
      b += lights[k + 5]! * f;
    }
    out[0] = r;
    out[1] = g;
    out[2] = b;
  };

  let floorGrid: LightGrid;
  if (room) {
    const { left, right, back, ceiling } = room;
    const step = Math.max(0.04, Math.max(left + right, back) / 320);
    const wallAO = (x: number, z: number): number => {
      const d = Math.min(back - z, x + left, right - x);
      return 1 - 0.45 * Math.exp(-Math.max(d, 0) / 0.35);
    };
    floorGrid = bakeLightGrid(-left, right, 0, back, step, (a, b, out) => {
      gather(a, 0, b, 0, 1, 0, out, shadowSolids.length > 0);
      const ao = wallAO(a, b) * (shadowSolids.length > 0 ? 0.25 + 0.75 * skyOcclusion(a, 0, b, 1.5) : 1);
      for (let c = 0; c < 3; c++) out[c] = out[c]! * (0.55 + 0.45 * ao) + ambient[c]! * ao;
    });
    const lit =
      (px: (a: number, b: number) => [number, number, number], n: RGB) =>
      (a: number, b: number, out: Float64Array) => {
        const [x, y, z] = px(a, b);
        gather(x, y, z, n[0], n[1], n[2], out, false);
        for (let c = 0; c < 3; c++) out[c] = out[c]! + ambient[c]!;
      };
    const grids: LightGrid[] = [];
    const bounce = new Float64Array(3);
    grids[CEILING] = bakeLightGrid(-left, right, 0, back, step * 2, (a, b, out) => {
      lit((x, z) => [x, ceiling, z], [0, -1, 0])(a, b, out);
      sampleLightGrid(floorGrid, a, b, bounce);
      for (let c = 0; c < 3; c++) out[c] = out[c]! + 0.3 * bounce[c]!;
    });
    grids[BACK] = bakeLightGrid(
      -left,
      right,
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
      lit((a, b) => [-left, b, a], [1, 0, 0]),
    );
    grids[RIGHT] = bakeLightGrid(
      0,
      back,
      0,
      ceiling,
      step,
      lit((a, b) => [right, b, a], [-1, 0, 0]),
    );
    const e = new Float64Array(3);
    roomTrace = (ox, oy, oz, dx, dy, dz, out) => {
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
      if (dx < -1e-9 && (-left - ox) / dx < t) {
        t = (-left - ox) / dx;
        kind = LEFT;
      } else if (dx > 1e-9 && (right - ox) / dx < t) {
        t = (right - ox) / dx;
        kind = RIGHT;
      }
      // Reflections off objects can look down at the floor: lit by the floor's own baked light.
      if (dy < -1e-9 && -oy / dy < t) {
        const tf = -oy / dy;
        sampleLightGrid(floorGrid, ox + dx * tf, oz + dz * tf, e);
        const g = spec.floorAlbedo ?? [0.25, 0.25, 0.25];
        for (let c = 0; c < 3; c++) out[c] = (g[c]! * e[c]!) / Math.PI;
        roomKind = 5;
        return tf;
      }
      roomKind = kind;
      if (kind === 0) {
        out.fill(0);
        return 1e6;
      }
      const a = kind === LEFT || kind === RIGHT ? oz + dz * t : ox + dx * t;
      const b = kind === CEILING ? oz + dz * t : oy + dy * t;
      sampleLightGrid(grids[kind]!, a, b, e);
      room.shade(kind, a, b, e, out, dx, dy, dz);
      return t;
    };
  } else {
    // Outdoors: sky light on the ground, dimmed where buildings and trees hide the sky.
    const [extent, depth] = spec.floorExtent ?? [60, 300];
    const step = Math.max(0.2, extent / 300);
    floorGrid = bakeLightGrid(-extent, extent, 0, depth, step, (a, b, out) => {
      const ao = shadowSolids.length > 0 ? skyOcclusion(a, 0, b, 80) : 1;
      for (let c = 0; c < 3; c++) out[c] = skyLight[c]! * (0.15 + 0.85 * ao);
    });
  }

  const haze = spec.haze;
  const applyHaze = (t: number, out: Float64Array) => {
    if (!haze || t >= 1e5) return;
    const k = 1 - Math.exp((-t / haze.distance) * Math.LN2);
    for (let c = 0; c < 3; c++) out[c] = mixNum(out[c]!, haze.color[c]!, k);
  };

  const world: World = {
    spec,
    solids,
    palms,
    lastId: 0,
    lastShade: 0,
    onFloor: room ? (x, z) => z <= room.back && x >= -room.left && x <= room.right : () => true,
    floorLight: (x, z, out) => sampleLightGrid(floorGrid, x, z, out),
    sunVisible,
    sunOverSolids: (x, y, z) =>
      !!sun && !anySolid(x, y, z, sun.dir[0], sun.dir[1], sun.dir[2], 1e4, shadowSolids),
    light(x, y, z, nx, ny, nz, out) {
      if (room) {
        gather(x, y, z, nx, ny, nz, out, false);
        // Bounce from the floor lights the undersides and lower parts of things.
        const low = 1 - 0.35 * Math.exp(-y / 0.4);
        for (let c = 0; c < 3; c++) out[c] = out[c]! + ambient[c]! * low * (1 - 0.3 * ny);
        return;
      }
      const vis = sun ? Math.max(0, nx * sun.dir[0] + ny * sun.dir[1] + nz * sun.dir[2]) : 0;
      const sunPart = vis > 0 ? vis * sunVisible(x + nx * 0.01, y + ny * 0.01, z + nz * 0.01) : 0;
      if (sunPart < 0.5) world.lastShade = 1;
      // Vertical faces see half the sky and half the sunlit ground; low parts see less sky.
      const skyPart = (0.5 + 0.5 * ny) * (1 - 0.35 * Math.exp(-y / 2));
      const groundPart = (0.5 - 0.5 * ny) * 0.35;
      for (let c = 0; c < 3; c++) {
        out[c] =
          (sun ? sun.color[c]! * sunPart : 0) +
          skyLight[c]! * skyPart +
          ((sun ? sun.color[c]! * sun.dir[1] : 0) + skyLight[c]!) * groundPart * 0.3;
      }
    },
    // The camera is inside any room, so only solids can hide a floor point from it.
    blocked: (ox, oy, oz, dx, dy, dz, tmax) => anySolid(ox, oy, oz, dx, dy, dz, tmax - 1e-4, solids),
    trace(ox, oy, oz, dx, dy, dz, out, depth = 0) {
      let best = Infinity;
      let which = -1;
      let face = 0;
      for (let k = 0; k < solids.length; k++) {
        const t = intersectSolid(solids[k]!, ox, oy, oz, dx, dy, dz, best);
        if (t < best) {
          best = t;
          which = k;
          face = hitFace;
        }
      }
      if (roomTrace) {
        const tRoom = roomTrace(ox, oy, oz, dx, dy, dz, tmp);
        if (tRoom < best) {
          out[0] = tmp[0]!;
          out[1] = tmp[1]!;
          out[2] = tmp[2]!;
          world.lastId = 1000 + roomKind;
          return tRoom;
        }
      }
      if (which < 0) {
        if (spec.ground && dy < -1e-6 && !room) {
          const tg = -oy / dy;
          spec.ground(ox + dx * tg, oz + dz * tg, out);
          applyHaze(tg, out);
          world.lastId = 3000;
          return tg;
        }
        world.lastId = 2000;
        if (sky) sky(dx, dy, dz, out);
        else out.fill(0);
        return 1e6;
      }
      const s = solids[which]!;
      hit.t = best;
      hit.x = ox + dx * best;
      hit.y = oy + dy * best;
      hit.z = oz + dz * best;
      hit.nx = s.planes[4 * face]!;
      hit.ny = s.planes[4 * face + 1]!;
      hit.nz = s.planes[4 * face + 2]!;
      hit.face = face;
      const f = s.frames;
      const o = 9 * face;
      const rx = hit.x - f[o]!;
      const ry = hit.y - f[o + 1]!;
      const rz = hit.z - f[o + 2]!;
      hit.u = rx * f[o + 3]! + ry * f[o + 4]! + rz * f[o + 5]!;
      hit.v = rx * f[o + 6]! + ry * f[o + 7]! + rz * f[o + 8]!;
      hit.dx = dx;
      hit.dy = dy;
      hit.dz = dz;
      hit.depth = depth;
      hit.fp = footprint * best;
      world.lastShade = 0;
      s.material(hit, world, out);
      applyHaze(best, out);
      world.lastId = which + 1 + 65536 * world.lastShade;
      return best;
    },
  };
  return world;
}

/** Metres per pixel at unit distance, set by renderScene for materials' filtering. */
let footprint = 0.001;

/** Whether the ray passes within `rad` of segment ab before tmax. */
function rayNearSegment(
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  tmax: number,
  a: [number, number, number],
  b: [number, number, number],
  rad: number,
): boolean {
  // Closest points between the ray and the segment.
  const ux = b[0] - a[0];
  const uy = b[1] - a[1];
  const uz = b[2] - a[2];
  const wx = ox - a[0];
  const wy = oy - a[1];
  const wz = oz - a[2];
  const aa = dx * dx + dy * dy + dz * dz;
  const bb = dx * ux + dy * uy + dz * uz;
  const cc = ux * ux + uy * uy + uz * uz;
  const dd = dx * wx + dy * wy + dz * wz;
  const ee = ux * wx + uy * wy + uz * wz;
  const den = aa * cc - bb * bb;
  let sc = den > 1e-12 ? (bb * ee - cc * dd) / den : 0;
  let tc = den > 1e-12 ? (aa * ee - bb * dd) / den : ee / cc;
  if (tc < 0) {
    tc = 0;
    sc = -dd / aa;
  } else if (tc > 1) {
    tc = 1;
    sc = (bb - dd) / aa;
  }
  if (sc < 0 || sc > tmax) return false;
  const px = wx + dx * sc - ux * tc;
  const py = wy + dy * sc - uy * tc;
  const pz = wz + dz * sc - uz * tc;
  return px * px + py * py + pz * pz < rad * rad;
}

// ---------------------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------------------

/** Per-pixel floor material: linear albedo, optional slopes, clear-coat gloss (0 matte .. 1 full coat). */
export interface Surface {
  albedo: Float32Array;
  slope?: Float32Array;
  gloss: Float32Array | number;
  /** Optional per-pixel Fresnel reflectance at normal incidence (water, wet spots); else look.f0. */
  f0?: Float32Array;
}

/** How the coat reflects. */
export interface Look {
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
}

/** Which pixels see the floor (1) rather than a wall, ceiling, object or sky (0). */
export function floorMask(v: View, world: World): Uint8Array {
  const mask = new Uint8Array(v.width * v.height);
  const ray = new Float64Array(3);
  for (let py = 0; py < v.height; py++) {
    const t = v.rowT[py]!;
    if (t <= 0) continue;
    for (let px = 0; px < v.width; px++) {
      const x = (px + 0.5 - v.cx) * t;
      const z = v.rowZ[py]!;
      if (!world.onFloor(x, z)) continue;
      if (world.solids.length > 0) {
        cameraRay(v, px + 0.5, py + 0.5, ray);
        const dist = Math.hypot(x, v.eye, z);
        if (world.blocked(0, v.eye, 0, ray[0]!, ray[1]!, ray[2]!, dist)) continue;
      }
      mask[py * v.width + px] = 1;
    }
  }
  return mask;
}

/** Sub-pixel offsets (rotated grid) for edge anti-aliasing. */
const SUBSAMPLES = [
  [0.125, 0.375],
  [0.375, 0.875],
  [0.625, 0.125],
  [0.875, 0.625],
  [0.3, 0.2],
  [0.7, 0.8],
  [0.2, 0.7],
  [0.8, 0.3],
];

/**
 * Shades every pixel: floor pixels get diffuse light (sun included, with shadows) plus a
 * Fresnel-weighted reflection of the world (blurred into crisp and hazy parts); other pixels see the
 * world directly. Pixels on an object's or a shadow's edge are re-rendered with eight rays.
 */
export function renderScene(
  v: View,
  world: World,
  mask: Uint8Array,
  surf: Surface,
  look: Look,
  seed: number,
): Frame {
  const { width: w, height: h, eye, rowT, rowZ } = v;
  footprint = 1 / v.focal;
  const n = w * h;
  const radiance = new Float32Array(n * 3);
  const refl = new Float32Array(n * 3);
  const depth = new Float32Array(n);
  const ids = new Int32Array(n);
  const sunVis = new Float32Array(n);
  const metallic = look.metallic ?? 0;
  const metal = metallic > 0 ? new Float32Array(n * 3) : null;
  const wave = createNoise(seed);
  const ray = new Float64Array(3);
  const dir = new Float64Array(3);
  const e = new Float64Array(3);
  const { albedo, slope, gloss } = surf;
  const sun = world.spec.sun;
  const haze = world.spec.haze;

  const shadeFloor = (i: number, x: number, z: number, dx: number, dy: number, dz: number, vis: number) => {
    const o = 3 * i;
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
    world.floorLight(x, z, e);
    let er = e[0]!;
    let eg = e[1]!;
    let eb = e[2]!;
    if (sun && vis > 0) {
      const s = Math.max(0, nx * sun.dir[0] + ny * sun.dir[1] + nz * sun.dir[2]) * vis;
      er += sun.color[0] * s;
      eg += sun.color[1] * s;
      eb += sun.color[2] * s;
    }
    const g = typeof gloss === 'number' ? gloss : gloss[i]!;
    const f0 = surf.f0 ? surf.f0[i]! : look.f0;
    const m = 1 - cosI;
    const fresnel = (f0 + (1 - f0) * m * m * m * m * m) * g;
    const kd = (1 - fresnel) / Math.PI;
    radiance[o] = albedo[o]! * er * kd;
    radiance[o + 1] = albedo[o + 1]! * eg * kd;
    radiance[o + 2] = albedo[o + 2]! * eb * kd;
    if (g > 0 || metal) {
      const rdy = Math.max(dy + 2 * cosI * ny, 0.002);
      world.trace(x, 0, z, dx + 2 * cosI * nx, rdy, dz + 2 * cosI * nz, ray, 1);
      refl[o] = ray[0]! * fresnel;
      refl[o + 1] = ray[1]! * fresnel;
      refl[o + 2] = ray[2]! * fresnel;
      if (metal) {
        metal[o] = ray[0]! * albedo[o]! * metallic;
        metal[o + 1] = ray[1]! * albedo[o + 1]! * metallic;
        metal[o + 2] = ray[2]! * albedo[o + 2]! * metallic;
      }
    }
  };

  // Sun visibility on the floor, refined where a shadow edge crosses a pixel.
  if (sun) {
    for (let py = 0; py < h; py++) {
      const t = rowT[py]!;
      if (t <= 0) continue;
      for (let px = 0; px < w; px++) {
        const i = py * w + px;
        if (mask[i]) sunVis[i] = world.sunVisible((px + 0.5 - v.cx) * t, 0, rowZ[py]!);
      }
    }
    const refined = sunVis.slice();
    for (let py = 1; py < h - 1; py++) {
      for (let px = 1; px < w - 1; px++) {
        const i = py * w + px;
        if (!mask[i]) continue;
        const s = sunVis[i]!;
        if (
          Math.abs(sunVis[i - 1]! - s) +
            Math.abs(sunVis[i + 1]! - s) +
            Math.abs(sunVis[i - w]! - s) +
            Math.abs(sunVis[i + w]! - s) <
          0.05
        )
          continue;
        let sum = 0;
        let count = 0;
        for (const [ox, oy] of SUBSAMPLES) {
          cameraRay(v, px + ox!, py + oy!, dir);
          if (dir[1]! >= -1e-6) continue;
          const tt = -eye / dir[1]!;
          sum += world.sunVisible(dir[0]! * tt, 0, dir[2]! * tt);
          count++;
        }
        if (count > 0) refined[i] = sum / count;
      }
    }
    sunVis.set(refined);
  }

  for (let py = 0; py < h; py++) {
    const t = rowT[py]!;
    const z = rowZ[py]!;
    for (let px = 0; px < w; px++) {
      const i = py * w + px;
      const o = 3 * i;
      cameraRay(v, px + 0.5, py + 0.5, dir);
      const dx = dir[0]!;
      const dy = dir[1]!;
      const dz = dir[2]!;
      if (!mask[i]) {
        depth[i] = world.trace(0, eye, 0, dx, dy, dz, ray);
        ids[i] = world.lastId;
        radiance[o] = ray[0]!;
        radiance[o + 1] = ray[1]!;
        radiance[o + 2] = ray[2]!;
        continue;
      }
      const x = (px + 0.5 - v.cx) * t;
      depth[i] = Math.hypot(x, eye, z);
      ids[i] = -1;
      shadeFloor(i, x, z, dx, dy, dz, sunVis[i]!);
    }
  }
  const k = w / 1600;
  const px = (r: number): number => Math.max(0, Math.round(r * k));
  const crisp = refl.slice();
  boxBlur(crisp, w, h, 3, px(look.crisp[0]), px(look.crisp[1]), 2);
  boxBlur(refl, w, h, 3, px(look.hazy[0]), px(look.hazy[1]), 3);
  if (metal) boxBlur(metal, w, h, 3, px(24), px(40), 3);
  for (let j = 0; j < n * 3; j++) {
    if (!mask[(j / 3) | 0]) continue;
    radiance[j] =
      radiance[j]! + look.clarity * crisp[j]! + (1 - look.clarity) * refl[j]! + (metal ? metal[j]! : 0);
  }
  // Aerial perspective on the floor, as trace() applies it to everything else.
  if (haze) {
    for (let i = 0; i < n; i++) {
      if (!mask[i]) continue;
      const kk = 1 - Math.exp((-depth[i]! / haze.distance) * Math.LN2);
      for (let c = 0; c < 3; c++) radiance[3 * i + c] = mixNum(radiance[3 * i + c]!, haze.color[c]!, kk);
    }
  }

  // Edge anti-aliasing: pixels whose neighbours saw something else get eight rays instead of one.
  const edge = new Uint8Array(n);
  for (let py = 0; py < h; py++) {
    for (let qx = 0; qx < w; qx++) {
      const i = py * w + qx;
      const id = ids[i]!;
      if (qx + 1 < w && ids[i + 1] !== id) {
        edge[i] = 1;
        edge[i + 1] = 1;
      }
      if (py + 1 < h && ids[i + w] !== id) {
        edge[i] = 1;
        edge[i + w] = 1;
      }
    }
  }
  const floorNear = (i: number): number => {
    if (mask[i]) return i;
    for (const d of [-1, 1, -w, w, -w - 1, -w + 1, w - 1, w + 1, -2, 2, -2 * w, 2 * w]) {
      const j = i + d;
      if (j >= 0 && j < n && mask[j]) return j;
    }
    return -1;
  };
  const out = radiance.slice();
  for (let py = 0; py < h; py++) {
    for (let qx = 0; qx < w; qx++) {
      const i = py * w + qx;
      if (!edge[i]) continue;
      let r = 0;
      let g = 0;
      let b = 0;
      const src = floorNear(i);
      for (const [ox, oy] of SUBSAMPLES) {
        cameraRay(v, qx + ox!, py + oy!, dir);
        const dx = dir[0]!;
        const dy = dir[1]!;
        const dz = dir[2]!;
        let floorHit = false;
        if (dy < -1e-6 && src >= 0) {
          const tt = -eye / dy;
          const fx = dx * tt;
          const fz = dz * tt;
          floorHit = world.onFloor(fx, fz) && !world.blocked(0, eye, 0, dx, dy, dz, tt);
        }
        if (floorHit) {
          r += radiance[3 * src]!;
          g += radiance[3 * src + 1]!;
          b += radiance[3 * src + 2]!;
        } else {
          world.trace(0, eye, 0, dx, dy, dz, ray);
          r += ray[0]!;
          g += ray[1]!;
          b += ray[2]!;
        }
      }
      const inv = 1 / SUBSAMPLES.length;
      out[3 * i] = r * inv;
      out[3 * i + 1] = g * inv;
      out[3 * i + 2] = b * inv;
    }
  }
  radiance.set(out);
  const frame = { width: w, height: h, radiance, depth };
  if (world.palms.length > 0) drawPalms(v, world, frame);
  return frame;
}

/** Softens everything beyond the focus distance, as a lens focused on the floor would. */
export function depthOfField(f: Frame, near: number, far: number, radius: number): void {
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

// ---------------------------------------------------------------------------------------------------------
// Palm drawing
// ---------------------------------------------------------------------------------------------------------

/**
 * Rasterises a tapered stroke from a to b (world points) into the frame with coverage anti-aliasing
 * and a depth test: the palm's fronds and leaflets. `shade(s, across)` gives the linear colour at
 * position s along the stroke and `across` in [-1, 1] over its width.
 */
function strokeSegment(
  v: View,
  frame: Frame,
  a: [number, number, number],
  b: [number, number, number],
  wa: number,
  wb: number,
  colour: (s: number, across: number, out: Float64Array) => void,
  tmp: Float64Array,
  opacity = 1,
): void {
  const pa = new Float64Array(3);
  const pb = new Float64Array(3);
  project(v, a[0], a[1], a[2], pa);
  project(v, b[0], b[1], b[2], pb);
  if (pa[2]! <= 0.1 || pb[2]! <= 0.1) return;
  const ra = (wa * v.focal) / pa[2]! / 2;
  const rb = (wb * v.focal) / pb[2]! / 2;
  const x0 = pa[0]! + 0.5;
  const y0 = pa[1]! + 0.5;
  const x1 = pb[0]! + 0.5;
  const y1 = pb[1]! + 0.5;
  const rmax = Math.max(ra, rb) + 1;
  const minX = Math.max(0, Math.floor(Math.min(x0, x1) - rmax));
  const maxX = Math.min(v.width - 1, Math.ceil(Math.max(x0, x1) + rmax));
  const minY = Math.max(0, Math.floor(Math.min(y0, y1) - rmax));
  const maxY = Math.min(v.height - 1, Math.ceil(Math.max(y0, y1) + rmax));
  if (minX > maxX || minY > maxY) return;
  const ex = x1 - x0;
  const ey = y1 - y0;
  const l2 = ex * ex + ey * ey || 1e-9;
  const len = Math.sqrt(l2);
  const w = frame.width;
  for (let py = minY; py <= maxY; py++) {
    for (let px = minX; px <= maxX; px++) {
      const cx = px + 0.5 - x0;
      const cy = py + 0.5 - y0;
      const s = clamp01((cx * ex + cy * ey) / l2);
      const qx = cx - ex * s;
      const qy = cy - ey * s;
      const d = Math.hypot(qx, qy);
      const r = ra + (rb - ra) * s;
      // Strokes thinner than a pixel fade out by their width instead of aliasing.
      const cover = clamp01(r + 0.5 - d) * Math.min(1, 2 * r + 0.15) * opacity;
      if (cover <= 0.003) continue;
      const i = py * w + px;
      const z = pa[2]! + (pb[2]! - pa[2]!) * s;
      if (z > frame.depth[i]! + 0.05) continue;
      const side = (qx * ey - qy * ex) / len;
      colour(s, r > 0.01 ? Math.max(-1, Math.min(1, side / r)) : 0, tmp);
      const o = 3 * i;
      for (let c = 0; c < 3; c++) frame.radiance[o + c] = mixNum(frame.radiance[o + c]!, tmp[c]!, cover);
      if (cover > 0.6) frame.depth[i] = Math.min(frame.depth[i]!, z);
    }
  }
}

/** Draws every palm (far ones first): trunk as a shaded cylinder, then the fronds and their leaflets. */
function drawPalms(v: View, world: World, frame: Frame): void {
  const sun = world.spec.sun;
  const skyLight = world.spec.skyLight ?? [0.4, 0.45, 0.5];
  const sunColor: RGB = sun?.color ?? [0, 0, 0];
  const sunDir: RGB = sun?.dir ?? [0, 1, 0];
  const tmp = new Float64Array(3);
  const pt = new Float64Array(3);
  const order = world.palms.map((p, k) => [Math.hypot(p.x, p.z), k] as const).sort((a, b) => b[0] - a[0]);
  const haze = world.spec.haze;
  const hazeOf = (dist: number) => (haze ? 1 - Math.exp((-dist / haze.distance) * Math.LN2) : 0);
  for (const [dist, k] of order) {
    const p = world.palms[k]!;
    const rng = mulberry32(p.seed * 7 + 1);
    const nn = createNoise(p.seed);
    const hz = hazeOf(dist);
    const fog = (c: RGB, out: Float64Array) => {
      for (let ch = 0; ch < 3; ch++) out[ch] = haze ? mixNum(c[ch]!, haze.color[ch]!, hz) : c[ch]!;
    };
    const top = trunkPoint(p, 1);
    const sunLit = world.sunOverSolids(top[0], top[1] - 0.5, top[2]) ? 1 : 0.25;
    // Trunk: lit side towards the sun (camera-space right vector approximates the surface normal's sweep).
    const trunkAlbedo: RGB =
      p.kind === 'royal' ? [0.42, 0.41, 0.38] : p.kind === 'coconut' ? [0.3, 0.26, 0.21] : [0.24, 0.21, 0.17];
    const segs = 24;
    const vl = Math.hypot(p.x, p.z) || 1;
    const viewX = p.x / vl;
    const viewZ = p.z / vl;
    const rightX = viewZ;
    const rightZ = -viewX;
    for (let sgi = 0; sgi < segs; sgi++) {
      const s0 = sgi / segs;
      const s1 = (sgi + 1) / segs;
      const a = trunkPoint(p, s0);
      const b = trunkPoint(p, s1);
      const crownshaft = p.kind === 'royal' && s0 > 0.82;
      const ringy = p.kind !== 'royal';
      strokeSegment(
        v,
        frame,
        a,
        b,
        2 * trunkRadius(p, s0) * (crownshaft ? 0.95 : 1),
        2 * trunkRadius(p, s1) * (crownshaft ? 0.95 : 1),
        (s, across, out) => {
          // The stroke's side is negative on the camera's right; the normal sweeps round the cylinder.
          const lateral = -across;
          const nxw = lateral * rightX + Math.sqrt(Math.max(0, 1 - lateral * lateral)) * -viewX;
          const nzw = lateral * rightZ + Math.sqrt(Math.max(0, 1 - lateral * lateral)) * -viewZ;
          const facing = Math.max(0, nxw * sunDir[0] + nzw * sunDir[2]);
          const vis = world.sunVisible(
            a[0] + (b[0] - a[0]) * s + nxw * 0.3,
            a[1] + (b[1] - a[1]) * s,
            a[2] + (b[2] - a[2]) * s + nzw * 0.3,
          );
          const hgt = p.height * (s0 + (s1 - s0) * s);
          const rings = ringy
            ? 0.85 + 0.15 * Math.sin(hgt * 22 + gnoise(nn, hgt * 3, 0.5) * 3)
            : 1 + 0.06 * gnoise(nn, hgt * 6, across * 2);
          const alb: RGB = crownshaft
            ? [0.17, 0.3, 0.09]
            : scale(trunkAlbedo, rings * (0.9 + 0.2 * gnoise(nn, hgt * 0.7, 3.1)));
          const sunK = facing * vis;
          const c: RGB = [
            (alb[0] * (sunColor[0] * sunK + skyLight[0] * 0.7)) / Math.PI,
            (alb[1] * (sunColor[1] * sunK + skyLight[1] * 0.7)) / Math.PI,
            (alb[2] * (sunColor[2] * sunK + skyLight[2] * 0.7)) / Math.PI,
          ];
          fog(c, out);
        },
        tmp,
      );
    }
    // Fronds: rachis then leaflets, back to front relative to the camera.
    const fronds = palmFronds(p).sort((f1, f2) => {
      frondPoint(top, f1, 0.6, pt);
      const d1 = Math.hypot(pt[0]!, pt[1]! - v.eye, pt[2]!);
      frondPoint(top, f2, 0.6, pt);
      return Math.hypot(pt[0]!, pt[1]! - v.eye, pt[2]!) - d1;
    });
    const steps = 14;
    const pts: Array<[number, number, number]> = [];
    for (const f of fronds) {
      pts.length = 0;
      for (let s = 0; s <= steps; s++) {
        frondPoint(top, f, s / steps, pt);
        pts.push([pt[0]!, pt[1]!, pt[2]!]);
      }
      // How lit this frond is: towards the sun and in the upper crown catches it; the underside is shaded.
      const outward: RGB = [Math.cos(f.az), 0, Math.sin(f.az)];
      const towards = outward[0] * sunDir[0] + outward[2] * sunDir[2];
      const lift = clamp01(0.5 + f.el);
      const litK = clamp01(0.45 + 0.4 * towards + 0.3 * lift) * sunLit;
      const base: RGB = mixRGB([0.1, 0.16, 0.035], [0.26, 0.33, 0.07], f.tone);
      const frondColour = (boost: number, out: Float64Array) => {
        const l0 = (sunColor[0] * litK * boost + skyLight[0] * 0.55) / Math.PI;
        const l1 = (sunColor[1] * litK * boost + skyLight[1] * 0.55) / Math.PI;
        const l2 = (sunColor[2] * litK * boost + skyLight[2] * 0.55) / Math.PI;
        fog([base[0] * l0 * 1.1, base[1] * l1, base[2] * l2 * 0.9], out);
      };
      for (let s = 0; s < steps; s++) {
        strokeSegment(
          v,
          frame,
          pts[s]!,
          pts[s + 1]!,
          0.05 * (1 - s / steps) + 0.015,
          0.05 * (1 - (s + 1) / steps) + 0.015,
          (_s, _a, out) => frondColour(0.9, out),
          tmp,
        );
      }
      // Leaflets: pairs along the rachis, hanging down and out, longest mid-frond.
      const count = Math.round(f.len * (p.kind === 'royal' ? 17 : 13));
      for (let q = 2; q < count; q++) {
        const s = q / count;
        frondPoint(top, f, s, pt);
        const base3: [number, number, number] = [pt[0]!, pt[1]!, pt[2]!];
        frondPoint(top, f, Math.min(1, s + 0.02), pt);
        const tx = pt[0]! - base3[0];
        const ty = pt[1]! - base3[1];
        const tz = pt[2]! - base3[2];
        const tl = Math.hypot(tx, ty, tz) || 1;
        // Side vector: horizontal, perpendicular to the rachis.
        let sx = -tz / tl;
        let sz = tx / tl;
        const sl = Math.hypot(sx, sz) || 1;
        sx /= sl;
        sz /= sl;
        const leafLen =
          (p.kind === 'royal' ? 1.0 : 0.75) *
          Math.sin(Math.PI * Math.min(1, s * 1.05)) ** 0.6 *
          (0.8 + 0.4 * rng());
        const hang = (p.kind === 'royal' ? 0.9 : 0.55) + 0.3 * s;
        for (const side of [-1, 1]) {
          const forward = 0.35;
          const ex = base3[0] + (sx * side * Math.cos(hang) + (tx / tl) * forward) * leafLen;
          const ey = base3[1] - Math.sin(hang) * leafLen;
          const ez = base3[2] + (sz * side * Math.cos(hang) + (tz / tl) * forward) * leafLen;
          const mid: [number, number, number] = [
            (base3[0] + ex) / 2 + (tx / tl) * 0.05,
            (base3[1] + ey) / 2 + leafLen * 0.12,
            (base3[2] + ez) / 2 + (tz / tl) * 0.05,
          ];
          const boost = 0.7 + 0.6 * rng();
          const opacity = 0.75 + 0.25 * rng();
          const colourFn = (_s: number, _a: number, out: Float64Array) => frondColour(boost, out);
          strokeSegment(v, frame, base3, mid, 0.045, 0.04, colourFn, tmp, opacity);
          strokeSegment(v, frame, mid, [ex, ey, ez], 0.04, 0.008, colourFn, tmp, opacity);
        }
      }
    }
  }
}
