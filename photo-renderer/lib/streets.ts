/**
 * Street-level views of the seven city pages: a street laid out in its own frame (s across it, t along
 * it, turned by `yaw` from the camera's view), stucco buildings with windows, storefronts, awnings and
 * roofs, palms, parked cars, the road with its markings, sidewalks and swales, under a cumulus sky.
 * Each city gets the character a local would recognise: Brickell towers behind Little Havana's low
 * rise, Art Deco pastels, Mediterranean tile roofs, Hialeah's strip of shops, Doral's warehouses,
 * Kendall's ranch houses, Homestead's nurseries.
 */
import {
  bandCoverage,
  clamp01,
  createNoise,
  fbm,
  hash3,
  hex,
  mixRGB,
  scale,
  smoothstep,
  stripes,
  type Noise,
  type RGB,
} from './core.ts';
import { floorPaint, type FloorPaint } from './floors.ts';
import { barrelTile, diffuse, foliage, glassRadiance, matte, stucco } from './materials.ts';
import { SKY_LIGHT, SUN_COLOUR, palm, sunDirection } from './outdoors.ts';
import type { Scene } from './render.ts';
import {
  convexSolid,
  createSky,
  createWorld,
  eachFloorPixel,
  hipRoof,
  orientedBox,
  type Material,
  type Palm,
  type Solid,
  type World,
} from './world.ts';

/** The street's frame: converts street coordinates (s across, t along) to world x, z. */
interface Frame2 {
  c: number;
  s: number;
  /** World position of the street point (s, t). */
  at: (s: number, t: number) => [number, number];
  /** Street coordinates of the world point (x, z). */
  of: (x: number, z: number) => [number, number];
  yaw: number;
}

/** A street turned `yawDeg` (positive: the street runs off to the right), the camera standing at (s0, t0). */
function streetFrame(yawDeg: number, s0: number, t0: number): Frame2 {
  const yaw = (yawDeg * Math.PI) / 180;
  const c = Math.cos(yaw);
  const s = Math.sin(yaw);
  return {
    c,
    s,
    yaw,
    at: (ss, tt) => {
      const a = ss - s0;
      const b = tt - t0;
      return [a * c + b * s, -a * s + b * c];
    },
    of: (x, z) => [x * c - z * s + s0, x * s + z * c + t0],
  };
}

/** What a facade shows: wall, windows, a storefront, trim; all dimensions in metres. */
interface Facade {
  wall: string;
  /** Window frames, trim bands and parapet coping. */
  trim: string;
  floors: number;
  floorHeight: number;
  window: {
    width: number;
    height: number;
    pitch: number;
    sill: number;
    frame?: string;
    arched?: boolean;
    shutters?: string;
  };
  /** Ground floor: shop windows under a sign band. */
  storefront?: { sign: string; signText?: string; glassHeight: number };
  /** Horizontal bands at these heights (Art Deco eyebrows are separate solids). */
  bands?: Array<[number, number, string]>;
  grime?: number;
  /** Glass curtain wall (towers): tint of the glass. */
  curtain?: RGB;
}

/** The facade material for a building whose street face is `face` (the other faces get plain wall with windows). */
function facadeMaterial(f: Facade, seed: number, width: number): Material {
  const n = createNoise(seed);
  const wallC = stucco(hex(f.wall), seed, f.grime ?? 0.2);
  const trimC = hex(f.trim);
  const frameC = hex(f.window.frame ?? f.trim);
  const signC = f.storefront ? hex(f.storefront.sign) : trimC;
  const interior: RGB = [0.05, 0.05, 0.05];
  const tint: RGB = f.curtain ?? [0.75, 0.82, 0.88];
  return (h, w, out) => {
    if (h.face >= 4) {
      diffuse(h, w, hex('#b8b2a8'), out);
      return;
    }
    const u = h.u;
    const v = h.v;
    const px = Math.max(h.fp * 0.7, 1e-4);
    if (f.curtain) {
      // A glass tower: spandrel bands every floor, mullions every 1.5 m.
      const mull = Math.max(stripes(u, 1.5, 0.08, px), stripes(v, f.floorHeight, 0.25, px));
      if (mull > 0.5) {
        diffuse(h, w, scale(trimC, 0.9 + 0.1 * fbm(n, u * 0.1, v * 0.1, 2)), out);
        return;
      }
      const row = Math.floor(v / f.floorHeight);
      const blind = 0.6 + 0.4 * ((hash3(Math.floor(u / 1.5), row, seed) & 255) / 255);
      glassRadiance(h, w, scale(interior, blind * 3), tint, out);
      return;
    }
    // Ground-floor storefront: glass with mullions, a sign band above, a kick plate below.
    if (f.storefront && v < f.storefront.glassHeight + 1.0) {
      const g = f.storefront.glassHeight;
      if (v > g + 0.15) {
        // The sign band: a coloured fascia with a lighter panel where lettering would sit.
        const panel = clamp01(
          bandCoverage((((u % 7) + 7) % 7) - 3.5, 4.2, px) * bandCoverage(v - (g + 0.57), 0.45, px),
        );
        const letters = panel * (stripes(u * 1.0 + 0.3 * Math.floor(u / 7), 0.23, 0.1, px) * 0.5 + 0.15);
        diffuse(h, w, mixRGB(signC, hex('#f3f0e8'), letters * (f.storefront.signText ? 0.8 : 0.3)), out);
        return;
      }
      if (v > g) {
        diffuse(h, w, trimC, out);
        return;
      }
      if (v < 0.35) {
        diffuse(h, w, scale(trimC, 0.6), out);
        return;
      }
      const mull = Math.max(stripes(u, 1.8, 0.06, px), bandCoverage(v - 2.2, 0.05, px));
      if (mull > 0.5) {
        diffuse(h, w, frameC, out);
        return;
      }
      glassRadiance(h, w, [0.09, 0.085, 0.08], [0.8, 0.85, 0.9], out);
      return;
    }
    const base = f.storefront ? 1 : 0;
    for (const [v0, v1, colour] of f.bands ?? []) {
      if (v > v0 && v < v1) {
        diffuse(h, w, scale(hex(colour), 1 + 0.04 * fbm(n, u * 0.3, v, 2)), out);
        return;
      }
    }
    const floor = Math.floor(v / f.floorHeight);
    if (floor >= base && floor < f.floors) {
      const wv = v - floor * f.floorHeight - f.window.sill;
      const { width: ww, height: wh, pitch } = f.window;
      const margin = (width - Math.floor(width / pitch) * pitch) / 2;
      const cu = u - margin;
      const col = Math.floor(cu / pitch);
      const wu = cu - col * pitch - (pitch - ww) / 2;
      if (col >= 0 && col < Math.floor(width / pitch)) {
        const archTop = f.window.arched ? wh - ww / 2 : wh;
        const inArch = wv > archTop ? Math.hypot(wu - ww / 2, wv - archTop) < ww / 2 : wv >= 0;
        const inside = wu > 0 && wu < ww && wv > 0 && wv < wh && inArch;
        const frameW = 0.07;
        const inFrame =
          wu > -frameW &&
          wu < ww + frameW &&
          wv > -frameW - 0.05 &&
          (wv < archTop + frameW ||
            (f.window.arched && Math.hypot(wu - ww / 2, wv - archTop) < ww / 2 + frameW));
        if (inside) {
          // Muntins split the glass; shutters or blinds vary window to window.
          const muntin = Math.max(
            bandCoverage(wu - ww / 2, 0.04, px),
            bandCoverage(wv - wh * 0.55, 0.04, px),
          );
          if (muntin > 0.5) {
            diffuse(h, w, frameC, out);
            return;
          }
          const blinds = (hash3(col, floor, seed) & 255) / 255;
          const inner = mixRGB(
            interior,
            hex('#d9d2c3'),
            blinds > 0.6 ? 0.5 * smoothstep(0, 0.4, wv / wh) : 0,
          );
          glassRadiance(h, w, inner, [0.82, 0.86, 0.9], out);
          return;
        }
        if (
          f.window.shutters &&
          ((wu > -0.5 && wu < -frameW) || (wu > ww + frameW && wu < ww + 0.5)) &&
          wv > 0 &&
          wv < wh
        ) {
          const slats = 1 - 0.3 * stripes(wv, 0.06, 0.02, px);
          diffuse(h, w, scale(hex(f.window.shutters), slats), out);
          return;
        }
        if (inFrame) {
          // The sill sits proud and catches the light; the frame is trim colour.
          diffuse(h, w, scale(frameC, wv < -0.02 ? 1.1 : 1), out);
          return;
        }
      }
    }
    diffuse(h, w, wallC(h), out);
  };
}

/** A building on one side of the street. */
interface Building {
  /** -1 left of the road, 1 right. */
  side: number;
  t0: number;
  t1: number;
  /** Distance of the facade from the road's centre line. */
  front: number;
  depth: number;
  height: number;
  facade: Facade;
  roof?: { kind: 'hip'; colour: string; pitch: number; overhang: number } | { kind: 'parapet'; cap?: string };
  /** Awning over the storefront: colour, depth. */
  awning?: { colour: string; depth: number; height: number };
  /** Art Deco eyebrows over each window row: depth (m). */
  eyebrows?: number;
  /** A vertical fin rising above the roof at the facade's centre (Art Deco). */
  fin?: { width: number; rise: number; colour: string };
  seed: number;
}

/** The solids of a building: its body, roof, awning, eyebrows, fin. */
function buildingSolids(b: Building, fr: Frame2): Solid[] {
  const out: Solid[] = [];
  const tc = (b.t0 + b.t1) / 2;
  const hw = (b.t1 - b.t0) / 2;
  const sc = b.side * (b.front + b.depth / 2);
  const [cx, cz] = fr.at(sc, tc);
  // Local z runs along the street (the frame's t), local x across it (s).
  const body = orientedBox(
    cx,
    cz,
    b.depth / 2,
    hw,
    0,
    b.height,
    fr.yaw,
    facadeMaterial(b.facade, b.seed, b.t1 - b.t0),
  );
  // The street face is local -x (face 2) on the right side, +x (face 3) on the left; the material lays windows on every side face, so nothing else to do.
  out.push(body);
  const roofN = createNoise(b.seed + 3);
  if (b.roof?.kind === 'hip') {
    const roof = b.roof;
    out.push(
      hipRoof(
        cx,
        cz,
        b.depth / 2 + roof.overhang,
        hw + roof.overhang,
        b.height,
        roof.pitch,
        fr.yaw,
        (h, w, o) => {
          if (h.face === 4) {
            diffuse(h, w, hex('#ece6dc'), o);
            return;
          }
          diffuse(h, w, barrelTile(roofN, h.u, h.v, h.fp, hex(roof.colour)), o);
        },
      ),
    );
  } else if (b.roof?.kind === 'parapet') {
    const cap = hex(b.roof.cap ?? b.facade.trim);
    out.push(
      orientedBox(cx, cz, b.depth / 2 + 0.08, hw + 0.08, b.height, b.height + 0.2, fr.yaw, matte(cap)),
    );
  }
  const faceS = b.side * b.front;
  if (b.awning) {
    const a = b.awning;
    const [ax, az] = fr.at(faceS - b.side * (a.depth / 2), tc);
    const colour = hex(a.colour);
    out.push(
      orientedBox(
        ax,
        az,
        a.depth / 2,
        hw - 0.3,
        a.height,
        a.height + 0.7,
        fr.yaw,
        matte((h) => {
          // Striped canvas on the front, darker underneath.
          if (h.face === 4) return scale(colour, 0.45);
          return scale(colour, 0.92 + 0.08 * Math.sin(h.u * 12));
        }),
      ),
    );
  }
  if (b.eyebrows) {
    const f = b.facade;
    for (let floor = f.storefront ? 1 : 0; floor < f.floors; floor++) {
      const y = floor * f.floorHeight + f.window.sill + f.window.height + 0.12;
      const [ex, ez] = fr.at(faceS - b.side * (b.eyebrows / 2), tc);
      out.push(orientedBox(ex, ez, b.eyebrows / 2, hw - 0.15, y, y + 0.09, fr.yaw, matte(hex(f.trim))));
    }
  }
  if (b.fin) {
    const [fx, fz] = fr.at(faceS - b.side * 0.25, tc);
    out.push(
      orientedBox(fx, fz, 0.35, b.fin.width / 2, 0, b.height + b.fin.rise, fr.yaw, matte(hex(b.fin.colour))),
    );
  }
  return out;
}

/**
 * A parked car: a body with a lower hood and trunk, a cabin whose windshield and rear window slope,
 * dark glass, black trim and four wheels. Cheap, but from across the street it reads as a car.
 */
function car(fr: Frame2, s: number, t: number, colour: string, turned = 0): Solid[] {
  const paint = hex(colour);
  const yaw = fr.yaw + turned;
  const [cx, cz] = fr.at(s, t);
  const c = Math.cos(yaw);
  const sn = Math.sin(yaw);
  // Local axes: x across the car, z along it (front at +z).
  const ax: [number, number] = [c, -sn];
  const az: [number, number] = [sn, c];
  const plane = (lx: number, ly: number, lz: number, d: number): [number, number, number, number] => {
    const nx = ax[0] * lx + az[0] * lz;
    const nz = ax[1] * lx + az[1] * lz;
    return [nx, ly, nz, nx * cx + nz * cz + d * Math.hypot(lx, ly, lz)];
  };
  const frame = (): [number, number, number, number, number, number, number, number, number] => [
    cx,
    0,
    cz,
    az[0],
    0,
    az[1],
    0,
    1,
    0,
  ];
  const bodyMat: Material = (h, w, o) => {
    if (h.y < 0.45) {
      diffuse(h, w, hex('#1a1a1a'), o);
      return;
    }
    diffuse(h, w, paint, o);
    const cosI = Math.max(-(h.dx * h.nx + h.dy * h.ny + h.dz * h.nz), 1e-3);
    const f = 0.04 + 0.5 * (1 - cosI) ** 5;
    const sky = h.ny > 0.5 ? 0.8 : 0.25;
    for (let k = 0; k < 3; k++) o[k] = o[k]! * (1 - f) + sky * f * (SKY_LIGHT[k]! * 1.4);
  };
  const glass: Material = (h, w, o) => {
    if (h.ny > 0.9) {
      bodyMat(h, w, o);
      return;
    }
    glassRadiance(h, w, [0.02, 0.02, 0.025], [0.55, 0.6, 0.65], o);
  };
  // Body: sides, ends with a slight rake, bottom, a shoulder line at 0.95 m.
  const body = convexSolid(
    [
      plane(1, 0, 0, 0.9),
      plane(-1, 0, 0, 0.9),
      plane(0, 0, 1, 2.25),
      plane(0, 0, -1, 2.25),
      plane(0, -1, 0, -0.3),
      plane(0, 1, 0, 0.95),
      plane(0, 0.6, 1, 2.2),
      plane(0, 0.5, -1, 2.2),
    ].map(([a, b, d, e]) => [a, b, d, e] as [number, number, number, number]),
    Array.from({ length: 8 }, frame),
    [cx, 0.62, cz, 2.5],
    bodyMat,
  );
  // Cabin: narrower than the body, the windshield and back glass leaning in.
  const cabin = convexSolid(
    [
      plane(1, 0.25, 0, 0.96),
      plane(-1, 0.25, 0, 0.96),
      plane(0, 0.9, 1, 1.2),
      plane(0, 1.1, -1, 1.35),
      plane(0, -1, 0, -0.9),
      plane(0, 1, 0, 1.44),
    ],
    Array.from({ length: 6 }, frame),
    [cx, 1.2, cz, 1.6],
    glass,
  );
  const out: Solid[] = [body, cabin];
  const tyre = matte(hex('#151515'));
  for (const lx of [-0.8, 0.8]) {
    for (const lz of [-1.4, 1.45]) {
      const wx = cx + ax[0] * lx + az[0] * lz;
      const wz = cz + ax[1] * lx + az[1] * lz;
      out.push(orientedBox(wx, wz, 0.12, 0.33, 0, 0.64, yaw, tyre));
    }
  }
  return out;
}

/** A clipped hedge along the street (ficus, sea grape): from t0 to t1 at distance s from the centre line. */
function hedge(
  fr: Frame2,
  s: number,
  t0: number,
  t1: number,
  height: number,
  depth: number,
  seed: number,
): Solid {
  const [x, z] = fr.at(s, (t0 + t1) / 2);
  return orientedBox(x, z, depth / 2, (t1 - t0) / 2, 0, height, fr.yaw, foliage(seed, hex('#3f5a2a')));
}

/** The road, curbs, sidewalks, swales, driveways: a painter of the ground in street coordinates. */
interface RoadSpec {
  /** Half width of the asphalt (curb to curb / 2). */
  half: number;
  /** Centre markings: double yellow, dashed white lane lines at these offsets, a planted median of this half width. */
  centre: 'double-yellow' | 'median' | 'none';
  median?: number;
  laneLines?: number[];
  /** Grass swale between curb and sidewalk, then sidewalk, then what lies beyond (lawn or paving). */
  swale: number;
  sidewalk: number;
  beyond: 'lawn' | 'paving' | 'lot';
  /** Driveways crossing the swale and sidewalk: centre t and half width. */
  driveways?: Array<[number, number, number]>;
  /** Crosswalk at this t. */
  crosswalk?: number;
  asphalt?: string;
}

function paintStreet(
  fr: Frame2,
  road: RoadSpec,
  seed: number,
): (v: Parameters<Scene['after']>[0], mask: Uint8Array) => FloorPaint {
  const n = createNoise(seed);
  const asphalt = hex(road.asphalt ?? '#4a4a4a');
  const concrete = hex('#b9b4aa');
  const grass = hex('#6a7f3e');
  const grassDry = hex('#9a9563');
  const white = hex('#e8e6df');
  const yellow = hex('#d9a520');
  return (v, mask) => {
    const p = floorPaint(v);
    eachFloorPixel(v, mask, (i, x, z, fpx, fpz) => {
      const fp = Math.sqrt(fpx * fpz);
      const [s, t] = fr.of(x, z);
      const as = Math.abs(s);
      const pw = Math.max(fpx, fpz * 0.5);
      let c: RGB;
      let gloss = 0;
      let hgt = 0;
      const curb = road.half;
      const sideIn = curb + 0.15;
      const swaleOut = sideIn + road.swale;
      const walkOut = swaleOut + road.sidewalk;
      const drive = (road.driveways ?? []).some(
        ([side, tc, hw]) => Math.sign(s) === side && Math.abs(t - tc) < hw && as > curb && as < walkOut + 12,
      );
      if (road.centre === 'median' && as < (road.median ?? 0)) {
        // A planted median: grass with a curb.
        const edge = (road.median ?? 0) - as;
        c =
          edge < 0.15 ? concrete : mixRGB(grass, grassDry, 0.5 + 0.5 * fbm(n, s * 0.5, t * 0.2, 3, fp * 0.5));
      } else if (as < curb) {
        // Asphalt: aggregate speckle, patches, oil down the middle of each lane, tar snakes.
        const agg =
          fp < 0.01
            ? ((hash3(Math.floor(s / 0.008), Math.floor(t / 0.008), seed) & 255) / 255 - 0.5) *
              0.35 *
              (1 - fp / 0.01)
            : 0;
        const patch = smoothstep(0.25, 0.3, fbm(n, s * 0.15 + 3, t * 0.06, 3, fp * 0.15)) * 0.15;
        const wear = 0.08 * fbm(n, s * 0.6, t * 0.05, 4, fp * 0.6);
        const laneCentre = Math.exp(-(((as % 3.6) - 1.8) ** 2) / 0.3) * 0.08;
        c = scale(asphalt, (1 + agg + wear - laneCentre) * (1 - patch));
        // Markings, worn by tyres.
        const worn = 1 - 0.35 * smoothstep(0.1, 0.5, fbm(n, s * 4, t * 1.5, 4, fp * 4));
        if (road.centre === 'double-yellow') {
          const k = Math.max(bandCoverage(s - 0.12, 0.1, pw), bandCoverage(s + 0.12, 0.1, pw));
          c = mixRGB(c, yellow, k * worn);
        }
        for (const off of road.laneLines ?? []) {
          const dash = smoothstep(0.02, 0, (((t % 12) + 12) % 12) - 3);
          const k =
            bandCoverage(s - off, 0.12, pw) *
            (off === curb - 0.4 || off === -(curb - 0.4)
              ? 1
              : (((t % 12) + 12) % 12 < 3 ? 1 : 0) * (1 - dash * 0));
          c = mixRGB(c, white, k * worn);
        }
        if (road.crosswalk !== undefined && Math.abs(t - road.crosswalk) < 1.5) {
          const k =
            stripes(s, 1.0, 0.5, pw) * bandCoverage(t - road.crosswalk, 2.6, Math.max(fpz, fpx * 0.5));
          c = mixRGB(c, white, k * worn * 0.9);
        }
        gloss = 0.05;
      } else if (as < sideIn || drive) {
        // Curb (and driveway aprons): concrete, the gutter darker.
        c = scale(
          concrete,
          drive ? 0.95 - 0.1 * fbm(n, s, t, 3, fp) : 0.85 - 0.25 * smoothstep(curb + 0.05, curb, as),
        );
        if (drive) c = scale(c, 1 - 0.3 * Math.max(stripes(t, 3, 0.01, fpz), 0));
        hgt = as < sideIn ? 0 : 0;
      } else if (as < swaleOut) {
        c = mixRGB(grass, grassDry, 0.5 + 0.7 * fbm(n, s * 0.8, t * 0.8, 4, fp * 0.8));
        c = scale(c, 0.8 + 0.35 * (0.5 + fbm(n, s * 6, t * 6, 3, fp * 6)));
        c = scale(
          c,
          0.85 +
            0.3 *
              (fp < 0.02
                ? ((hash3(Math.floor(s / 0.02), Math.floor(t / 0.02), seed + 1) & 255) / 255 - 0.5) *
                  (1 - fp / 0.02)
                : 0),
        );
      } else if (as < walkOut) {
        // Sidewalk: slabs with joints every 1.5 m, stained a little.
        const joint = stripes(t, 1.5, 0.012, fpz);
        c = scale(concrete, (1 - 0.45 * joint) * (0.92 + 0.12 * fbm(n, s * 2, t * 2, 3, fp * 2)));
      } else if (road.beyond === 'lawn') {
        c = mixRGB(grass, grassDry, 0.45 + 0.7 * fbm(n, s * 0.3, t * 0.3, 4, fp * 0.3));
        c = scale(c, 0.8 + 0.4 * (0.5 + fbm(n, s * 3, t * 3, 4, fp * 3)));
      } else if (road.beyond === 'lot') {
        // A parking lot: older asphalt with white stall lines.
        c = scale(asphalt, 1.12 + 0.08 * fbm(n, s * 0.5, t * 0.5, 3, fp * 0.5));
        const stall =
          bandCoverage((((t % 2.8) + 2.8) % 2.8) - 1.4, 0.1, Math.max(fpz, 0.001)) *
          (as > walkOut + 1 && as < walkOut + 6 ? 1 : 0);
        c = mixRGB(c, white, stall * 0.8);
      } else {
        const joint = Math.max(stripes(t, 0.6, 0.008, fpz), stripes(s, 0.6, 0.008, fpx));
        c = scale(hex('#c8bba4'), (1 - 0.35 * joint) * (0.92 + 0.12 * fbm(n, s, t, 3, fp)));
      }
      p.albedo.set(c, 3 * i);
      p.gloss[i] = gloss;
      p.f0[i] = 0.04;
      p.height[i] = hgt;
    });
    return p;
  };
}

/** What every street scene shares, given its layout. */
interface StreetSpec {
  yaw: number;
  /** Camera position in street coordinates (s across, t along). */
  camera: [number, number];
  road: RoadSpec;
  buildings: Building[];
  palms: Array<[number, number, Palm['kind'], number, [number, number]?]>;
  cars: Array<[number, number, string]>;
  sun: [number, number];
  clouds: number;
  seed: number;
  /** Distant skyline or tree line above the horizon. */
  backdrop?: (fr: Frame2, n: Noise) => (dx: number, dy: number, dz: number, out: Float64Array) => boolean;
  /** Extra solids built in the street frame (poles, fences, a water tower). */
  extra?: (fr: Frame2) => Solid[];
}

function streetScene(spec: StreetSpec): Scene {
  const fr = streetFrame(spec.yaw, spec.camera[0], spec.camera[1]);
  const sunDir = sunDirection(spec.sun[0], spec.sun[1]);
  const n = createNoise(spec.seed);
  const backdrop = spec.backdrop?.(fr, n);
  const sky = createSky(
    {
      zenith: hex('#2b68b3'),
      horizon: hex('#b9d4ea'),
      brightness: 1.25,
      clouds: spec.clouds,
      seed: spec.seed + 1,
      ...(backdrop ? { backdrop } : {}),
    },
    sunDir,
  );
  const solids: Solid[] = [];
  for (const b of spec.buildings) solids.push(...buildingSolids(b, fr));
  for (const [s, t, colour] of spec.cars) solids.push(...car(fr, s, t, colour));
  if (spec.extra) solids.push(...spec.extra(fr));
  const palms = spec.palms.map(([s, t, kind, height, lean], k) => {
    const [x, z] = fr.at(s, t);
    const l = lean ?? [0, 0];
    return palm(kind, x, z, height, spec.seed * 31 + k, [
      l[0] * fr.c + l[1] * fr.s,
      -l[0] * fr.s + l[1] * fr.c,
    ]);
  });
  const groundAlbedo = hex('#8a867c');
  const world: World = createWorld({
    sky,
    sun: { dir: sunDir, color: SUN_COLOUR },
    skyLight: SKY_LIGHT,
    solids,
    palms,
    haze: { distance: 700, color: [1.15, 1.25, 1.4] },
    floorExtent: [80, 240],
    ground: (_x, _z, out) => {
      for (let c = 0; c < 3; c++)
        out[c] = (groundAlbedo[c]! * (SUN_COLOUR[c]! * sunDir[1] + SKY_LIGHT[c]!)) / Math.PI;
    },
  });
  const paint = paintStreet(fr, spec.road, spec.seed + 2);
  return {
    world,
    seed: spec.seed + 3,
    finish: { key: 0.2, bloom: 0.1, vignette: 0.25, grain: 0.014, saturation: 1.05 },
    after: (v, mask) => ({
      paint: paint(v, mask),
      look: { f0: 0.04, clarity: 0.3, crisp: [2, 4], hazy: [8, 20], waviness: 0 },
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The seven cities
// ---------------------------------------------------------------------------------------------------------

const LOW_WINDOW = { width: 1.1, height: 1.4, pitch: 2.6, sill: 0.95 };

/** A distant skyline of towers (Brickell) as silhouettes above the horizon, hazed by distance. */
function skyline(towers: Array<[number, number, number]>, colour: RGB) {
  return (fr: Frame2, n: Noise) =>
    (dx: number, dy: number, dz: number, out: Float64Array): boolean => {
      const [sa, ta] = [dx * fr.c - dz * fr.s, dx * fr.s + dz * fr.c];
      const az = Math.atan2(sa, ta);
      const el = Math.atan2(dy, Math.hypot(dx, dz));
      for (const [center, width, height] of towers) {
        if (Math.abs(az - center) < width && el < height) {
          const bands = 0.85 + 0.15 * stripes(el, 0.004, 0.0015, 0.0004);
          const side = az > center ? 0.92 : 1.05;
          const tone = 0.9 + 0.1 * fbm(n, az * 300, el * 300, 2);
          for (let c = 0; c < 3; c++) out[c] = colour[c]! * bands * side * tone;
          return true;
        }
      }
      return false;
    };
}

/** A low tree line along the horizon: what lies beyond the last buildings in flat South Florida. */
function treeLine(height: number, colour: RGB) {
  return (fr: Frame2, n: Noise) =>
    (dx: number, dy: number, dz: number, out: Float64Array): boolean => {
      const az = Math.atan2(dx * fr.c - dz * fr.s, dx * fr.s + dz * fr.c);
      const el = Math.atan2(dy, Math.hypot(dx, dz));
      const top =
        height * (0.6 + 0.5 * (0.5 + fbm(n, az * 25, 0.3, 4))) +
        0.004 * Math.max(0, fbm(n, az * 140, 1.7, 2));
      if (el > top || el < -0.002) return false;
      const c = scale(colour, 0.85 + 0.3 * fbm(n, az * 200, el * 400, 3));
      for (let k = 0; k < 3; k++) out[k] = c[k]!;
      return true;
    };
}

/** Miami: Little Havana's two- and three-storey stucco on SW 8th Street, Brickell's towers beyond, royal palms. */
export function streetMiami(): Scene {
  const shops = (
    side: number,
    t0: number,
    t1: number,
    wall: string,
    sign: string,
    awning: string,
    floors: number,
    seed: number,
  ): Building => ({
    side,
    t0,
    t1,
    front: 9.5,
    depth: 14,
    height: floors * 3.4 + 0.6,
    facade: {
      wall,
      trim: '#f2efe8',
      floors,
      floorHeight: 3.4,
      window: { ...LOW_WINDOW, frame: '#f2efe8' },
      storefront: { sign, signText: 'x', glassHeight: 2.8 },
    },
    roof: { kind: 'parapet' },
    awning: { colour: awning, depth: 1.4, height: 2.9 },
    seed,
  });
  return streetScene({
    yaw: -13,
    camera: [-7.8, 0],
    road: {
      half: 7.2,
      centre: 'double-yellow',
      laneLines: [-3.6, 3.6],
      swale: 0,
      sidewalk: 2.3,
      beyond: 'paving',
      crosswalk: 40,
    },
    buildings: [
      shops(1, -4, 9, '#f2c9a0', '#9e2b25', '#2f5e8e', 2, 101),
      shops(1, 9.5, 20, '#cfe3d6', '#1f4e79', '#b8352b', 3, 102),
      shops(1, 20.5, 33, '#f4e3b5', '#2e6b3a', '#e0a21b', 2, 103),
      shops(1, 45, 60, '#e9d6e4', '#6a3b6e', '#3b7a57', 3, 104),
      shops(1, 60.5, 80, '#f1f0ea', '#2b2b2b', '#c45a2c', 2, 105),
      shops(-1, 6, 20, '#f6d7c3', '#b3462c', '#1f6f8b', 2, 106),
      shops(-1, 20.5, 34, '#e4eef0', '#20507a', '#a12f2f', 3, 107),
      shops(-1, 45, 64, '#f3e6c8', '#7a2f22', '#2f5e8e', 2, 108),
    ],
    palms: [
      [8.6, 38.5, 'royal', 13],
      [-8.6, 40, 'royal', 12.5],
      [8.6, 68, 'royal', 12],
      [-8.6, 72, 'royal', 13],
      [8.7, 16, 'coconut', 9, [-1.4, 0.6]],
    ],
    cars: [
      [5.2, 14, '#b8bcc0'],
      [5.2, 25.5, '#1e2a44'],
      [-5.2, 30, '#8c1d18'],
      [-5.2, 52, '#e9e9e6'],
      [1.8, 58, '#2c2f33'],
    ],
    sun: [-95, 52],
    clouds: 0.55,
    seed: 100,
    backdrop: skyline(
      [
        [0.05, 0.035, 0.2],
        [-0.02, 0.025, 0.26],
        [0.1, 0.03, 0.16],
        [0.15, 0.02, 0.23],
        [0.21, 0.035, 0.13],
        [-0.08, 0.025, 0.12],
      ],
      [0.42, 0.5, 0.62],
    ),
  });
}

/** Miami Beach: Art Deco hotels in pastels on a palm-lined street, eyebrows over every window, a fin at the centre. */
export function streetMiamiBeach(): Scene {
  const deco = (
    t0: number,
    t1: number,
    wall: string,
    trim: string,
    floors: number,
    seed: number,
    fin?: string,
  ): Building => ({
    side: 1,
    t0,
    t1,
    front: 8.8,
    depth: 16,
    height: floors * 3.2 + 1.2,
    facade: {
      wall,
      trim,
      floors,
      floorHeight: 3.2,
      window: { width: 1.3, height: 1.5, pitch: 2.4, sill: 0.85, frame: '#f6f4ef' },
      storefront: { sign: trim, glassHeight: 2.6 },
      bands: [[floors * 3.2 + 0.3, floors * 3.2 + 0.55, trim]],
    },
    roof: { kind: 'parapet', cap: '#f8f6f1' },
    eyebrows: 0.45,
    ...(fin ? { fin: { width: 1.1, rise: 2.6, colour: fin } } : {}),
    seed,
  });
  return streetScene({
    yaw: -16,
    camera: [-7.6, 0],
    road: { half: 6.4, centre: 'double-yellow', laneLines: [], swale: 0, sidewalk: 3.2, beyond: 'paving' },
    buildings: [
      deco(-6, 12, '#bfe6d8', '#2f8f83', 3, 201, '#f7f5ef'),
      deco(12.5, 27, '#f6c9cf', '#c45a76', 3, 202),
      deco(27.5, 44, '#f8edb4', '#2a6fa6', 4, 203, '#f7f5ef'),
      deco(44.5, 58, '#cfe0f4', '#39628f', 3, 204),
      deco(58.5, 76, '#f2dcc4', '#b3642f', 3, 205, '#f7f5ef'),
      {
        side: -1,
        t0: 10,
        t1: 40,
        front: 9,
        depth: 12,
        height: 7.5,
        facade: {
          wall: '#f4efe4',
          trim: '#5d9bb0',
          floors: 2,
          floorHeight: 3.4,
          window: { width: 1.4, height: 1.6, pitch: 2.8, sill: 0.9 },
          storefront: { sign: '#5d9bb0', glassHeight: 2.7 },
        },
        roof: { kind: 'parapet' },
        eyebrows: 0.35,
        seed: 206,
      },
    ],
    palms: [
      [7.6, 8, 'coconut', 9.5, [-1.6, 0.5]],
      [7.6, 22, 'coconut', 10.5, [-1.2, -0.4]],
      [7.6, 37, 'coconut', 9, [-1.8, 0.3]],
      [7.6, 52, 'coconut', 10, [-1.0, 0.6]],
      [-7.7, 46, 'coconut', 9, [1.4, 0]],
      [-7.7, 60, 'coconut', 10, [1.1, 0.4]],
      [7.6, 68, 'coconut', 9.5, [-1.3, 0]],
    ],
    cars: [
      [4.6, 18, '#f2f2ee'],
      [4.6, 30, '#c9202a'],
      [-4.6, 34, '#1d3557'],
      [4.6, 62, '#2a2a2a'],
    ],
    sun: [-80, 58],
    clouds: 0.45,
    seed: 200,
  });
}

/** Coral Gables: Mediterranean Revival, cream and ochre stucco, arched windows with shutters, barrel-tile roofs, royal palms. */
export function streetCoralGables(): Scene {
  const med = (
    side: number,
    t0: number,
    t1: number,
    wall: string,
    floors: number,
    seed: number,
    front = 10.5,
  ): Building => ({
    side,
    t0,
    t1,
    front,
    depth: 13,
    height: floors * 3.5,
    facade: {
      wall,
      trim: '#f3ece0',
      floors,
      floorHeight: 3.5,
      window: {
        width: 1.1,
        height: 1.9,
        pitch: 2.9,
        sill: 0.8,
        arched: true,
        frame: '#5a3d26',
        shutters: '#3f5b45',
      },
      grime: 0.3,
    },
    roof: { kind: 'hip', colour: '#b35a34', pitch: 0.42, overhang: 0.55 },
    seed,
  });
  return streetScene({
    yaw: -18,
    camera: [-8.4, 0],
    road: { half: 5.8, centre: 'median', median: 2.2, swale: 2.2, sidewalk: 1.6, beyond: 'lawn' },
    buildings: [
      med(1, -2, 13, '#f0ddb8', 2, 301),
      med(1, 15, 28, '#e8c9a0', 2, 302),
      med(1, 30, 46, '#f3e7cf', 3, 303),
      med(1, 48, 62, '#e6cfae', 2, 304),
      med(-1, 18, 34, '#efe2c8', 2, 305, 12),
      med(-1, 38, 54, '#e9d2b2', 2, 306, 12),
    ],
    palms: [
      [0, 10, 'royal', 15],
      [0, 24, 'royal', 14.5],
      [0, 38, 'royal', 15.5],
      [0, 52, 'royal', 14],
      [0, 66, 'royal', 15],
      [8.0, 30, 'royal', 13],
      [-8.6, 44, 'sabal', 8],
    ],
    cars: [
      [3.9, 22, '#e8e6e0'],
      [-3.9, 40, '#34495e'],
    ],
    sun: [-110, 50],
    clouds: 0.5,
    seed: 300,
    backdrop: treeLine(0.035, [0.28, 0.36, 0.25]),
    extra: (fr) => [
      hedge(fr, 9.9, -2, 13, 1.2, 0.8, 311),
      hedge(fr, 9.9, 15, 28, 1.2, 0.8, 312),
      hedge(fr, 9.9, 30, 46, 1.2, 0.8, 313),
      hedge(fr, -11.4, 18, 34, 1.2, 0.8, 314),
    ],
  });
}

/** Hialeah: a one-storey strip of shops behind its parking lot on a wide avenue, bright signs, palms, power poles. */
export function streetHialeah(): Scene {
  const shop = (
    t0: number,
    t1: number,
    wall: string,
    sign: string,
    awning: string | undefined,
    seed: number,
  ): Building => ({
    side: 1,
    t0,
    t1,
    front: 19,
    depth: 18,
    height: 5.6,
    facade: {
      wall,
      trim: '#efece4',
      floors: 1,
      floorHeight: 5.4,
      window: LOW_WINDOW,
      storefront: { sign, signText: 'x', glassHeight: 3.0 },
    },
    roof: { kind: 'parapet' },
    ...(awning ? { awning: { colour: awning, depth: 1.6, height: 3.0 } } : {}),
    seed,
  });
  return streetScene({
    yaw: -24,
    camera: [-10.2, 0],
    road: {
      half: 9.0,
      centre: 'double-yellow',
      laneLines: [-3.6, 3.6],
      swale: 1.2,
      sidewalk: 1.8,
      beyond: 'lot',
      crosswalk: 58,
    },
    buildings: [
      shop(4, 16, '#f3eee3', '#c8102e', '#c8102e', 401),
      shop(16, 27, '#f3eee3', '#0b5ea8', undefined, 402),
      shop(27, 40, '#f3eee3', '#f2b705', '#1f7a3a', 403),
      shop(40, 52, '#f3eee3', '#6b2c91', undefined, 404),
      shop(52, 66, '#f3eee3', '#e35205', '#0b5ea8', 405),
      {
        side: -1,
        t0: 14,
        t1: 34,
        front: 15,
        depth: 14,
        height: 4.6,
        facade: {
          wall: '#e9d8bd',
          trim: '#b5462a',
          floors: 1,
          floorHeight: 4.6,
          window: LOW_WINDOW,
          storefront: { sign: '#b5462a', signText: 'x', glassHeight: 2.8 },
        },
        roof: { kind: 'parapet' },
        awning: { colour: '#2a7b4f', depth: 1.2, height: 2.8 },
        seed: 406,
      },
    ],
    palms: [
      [11.2, 10, 'royal', 12],
      [11.2, 30, 'sabal', 8],
      [11.2, 46, 'royal', 12.5],
      [11.2, 64, 'sabal', 8.5],
      [-11.3, 38, 'coconut', 9, [1.5, 0]],
      [-11.3, 52, 'sabal', 8],
    ],
    cars: [
      [15.4, 12, '#d6d6d2'],
      [15.4, 20.5, '#20252b'],
      [15.4, 34, '#a81c1c'],
      [15.4, 45, '#e8e8e4'],
      [5.4, 40, '#3a4a5e'],
      [-1.8, 70, '#c0c0bc'],
    ],
    sun: [-100, 55],
    clouds: 0.5,
    seed: 400,
    backdrop: treeLine(0.02, [0.3, 0.37, 0.27]),
    extra: (fr) => {
      // Concrete power poles along the far side, carrying the lines down the avenue.
      const out: Solid[] = [];
      for (const t of [8, 44, 80]) {
        const [x, z] = fr.at(10.6, t);
        out.push(orientedBox(x, z, 0.14, 0.14, 0, 11.5, fr.yaw, matte(hex('#a9a59c'))));
        const [bx, bz] = fr.at(10.0, t);
        out.push(orientedBox(bx, bz, 1.0, 0.06, 10.4, 10.55, fr.yaw, matte(hex('#6f6a60'))));
      }
      return out;
    },
  });
}

/** Doral: tilt-wall warehouses with blue reveals and glass office corners on a wide boulevard with a median of royal palms. */
export function streetDoral(): Scene {
  const warehouse = (side: number, t0: number, t1: number, seed: number, accent: string): Building => ({
    side,
    t0,
    t1,
    front: 30,
    depth: 60,
    height: 10.5,
    facade: {
      wall: '#ecebe6',
      trim: accent,
      floors: 0,
      floorHeight: 10.5,
      window: LOW_WINDOW,
      storefront: { sign: accent, glassHeight: 4.2 },
      bands: [
        [7.6, 7.9, accent],
        [8.3, 8.45, accent],
      ],
      grime: 0.15,
    },
    roof: { kind: 'parapet', cap: '#f4f3ef' },
    seed,
  });
  return streetScene({
    yaw: -22,
    camera: [-13, 0],
    road: {
      half: 12,
      centre: 'median',
      median: 3.5,
      laneLines: [-7.6, 7.6],
      swale: 5,
      sidewalk: 1.8,
      beyond: 'lawn',
    },
    buildings: [
      warehouse(1, -10, 60, 501, '#1f5fa8'),
      warehouse(1, 68, 140, 502, '#2a7a6f'),
      warehouse(-1, 30, 90, 503, '#4a4f57'),
    ],
    palms: [
      [0, 6, 'royal', 13],
      [0, 18, 'royal', 13.5],
      [0, 30, 'royal', 13],
      [0, 42, 'royal', 14],
      [0, 54, 'royal', 13.5],
      [0, 66, 'royal', 13],
      [0, 78, 'royal', 14],
      [19, 40, 'sabal', 7],
    ],
    cars: [
      [-9.8, 36, '#f0f0ec'],
      [9.8, 60, '#1d2a3a'],
      [5.8, 90, '#b9bcc0'],
    ],
    sun: [-70, 60],
    clouds: 0.6,
    seed: 500,
    backdrop: treeLine(0.015, [0.32, 0.38, 0.3]),
    extra: (fr) => [hedge(fr, 28.6, -6, 52, 1.0, 1.2, 511), hedge(fr, 28.6, 70, 130, 1.0, 1.2, 512)],
  });
}

/** Kendall: ranch houses with hip tile roofs, garage doors and driveways behind lawns, palms and a live oak's shade. */
export function streetKendall(): Scene {
  const house = (
    side: number,
    t0: number,
    t1: number,
    wall: string,
    roof: string,
    seed: number,
  ): Building => ({
    side,
    t0,
    t1,
    front: 13,
    depth: 14,
    height: 3.3,
    facade: {
      wall,
      trim: '#f6f4ef',
      floors: 1,
      floorHeight: 3.3,
      window: { width: 1.4, height: 1.35, pitch: 3.4, sill: 0.9, frame: '#f6f4ef' },
      grime: 0.15,
    },
    roof: { kind: 'hip', colour: roof, pitch: 0.38, overhang: 0.6 },
    seed,
  });
  return streetScene({
    yaw: -16,
    camera: [-5.2, 0],
    road: {
      half: 3.6,
      centre: 'none',
      swale: 3.2,
      sidewalk: 1.5,
      beyond: 'lawn',
      driveways: [
        [1, 9, 2.8],
        [1, 33, 2.8],
        [1, 56, 2.8],
        [-1, 26, 2.8],
      ],
    },
    buildings: [
      house(1, 2, 18, '#f2ead9', '#9a8f84', 601),
      house(1, 24, 41, '#e9efe8', '#b35f3b', 602),
      house(1, 47, 63, '#f4e1c8', '#8e8a86', 603),
      house(-1, 18, 34, '#efe6d2', '#a35a3a', 604),
      house(-1, 40, 56, '#e4ebf0', '#8c8782', 605),
    ],
    palms: [
      [10.5, 20, 'royal', 11],
      [11, 44, 'coconut', 8.5, [-1.3, 0.3]],
      [-10.5, 37, 'sabal', 7.5],
      [9.5, 60, 'sabal', 7],
      [-9.6, 14, 'coconut', 8, [1.2, 0.6]],
    ],
    cars: [
      [9.6, 9.5, '#e6e6e2'],
      [9.6, 33.5, '#5b6b7d'],
    ],
    sun: [-105, 48],
    clouds: 0.55,
    seed: 600,
    backdrop: treeLine(0.03, [0.26, 0.34, 0.22]),
    extra: (fr) => {
      // Garage doors on the street side of the right-hand houses, hedges under the windows.
      const out: Solid[] = [
        hedge(fr, 12.4, 12.5, 17.5, 1.0, 0.9, 611),
        hedge(fr, 12.4, 36.5, 40.5, 1.0, 0.9, 612),
        hedge(fr, 12.4, 59.5, 62.5, 1.0, 0.9, 613),
        hedge(fr, -12.4, 18.5, 33.5, 1.1, 0.9, 614),
        hedge(fr, -12.4, 40.5, 55.5, 1.1, 0.9, 615),
      ];
      for (const t of [9, 33, 56]) {
        const [x, z] = fr.at(13 - 0.03, t);
        out.push(
          orientedBox(
            x,
            z,
            0.04,
            2.5,
            0,
            2.2,
            fr.yaw,
            matte((h) => scale(hex('#f3f1ec'), 1 - 0.25 * stripes(h.v, 0.55, 0.02, Math.max(h.fp, 0.002)))),
          ),
        );
      }
      return out;
    },
  });
}

/** Homestead: a two-lane road past a palm nursery's rows and a stucco farm market, Krome-Avenue flat, a tall sky. */
export function streetHomestead(): Scene {
  const nursery: Array<[number, number, Palm['kind'], number, [number, number]?]> = [];
  for (let row = 0; row < 5; row++) {
    for (let k = 0; k < 9; k++) {
      nursery.push([
        -14 - row * 4.5,
        18 + k * 5 + (row % 2) * 2.5,
        k % 3 === 0 ? 'sabal' : 'coconut',
        3.2 + ((row * 7 + k * 3) % 5) * 0.3,
        [((k % 2) - 0.5) * 0.3, 0],
      ]);
    }
  }
  return streetScene({
    yaw: -10,
    camera: [4.4, 0],
    road: { half: 3.7, centre: 'double-yellow', swale: 6, sidewalk: 0, beyond: 'lawn' },
    buildings: [
      {
        side: 1,
        t0: 22,
        t1: 40,
        front: 14,
        depth: 12,
        height: 4.8,
        facade: {
          wall: '#f2e4c9',
          trim: '#8a3b24',
          floors: 1,
          floorHeight: 4.8,
          window: LOW_WINDOW,
          storefront: { sign: '#2f6b3a', signText: 'x', glassHeight: 2.8 },
        },
        roof: { kind: 'hip', colour: '#a4512f', pitch: 0.35, overhang: 0.8 },
        awning: { colour: '#c9a227', depth: 2.2, height: 2.9 },
        seed: 701,
      },
      {
        side: 1,
        t0: 48,
        t1: 70,
        front: 26,
        depth: 18,
        height: 6.5,
        facade: {
          wall: '#dfe3e4',
          trim: '#6d7378',
          floors: 1,
          floorHeight: 6.5,
          window: LOW_WINDOW,
          grime: 0.25,
        },
        roof: { kind: 'parapet' },
        seed: 702,
      },
    ],
    palms: [...nursery, [9.5, 16, 'royal', 12], [10, 44, 'sabal', 8], [9.8, 76, 'royal', 12.5]],
    cars: [
      [10, 30, '#9a1f1a'],
      [-1.8, 64, '#e3e3df'],
    ],
    sun: [-60, 58],
    clouds: 0.7,
    seed: 700,
    backdrop: treeLine(0.022, [0.28, 0.35, 0.24]),
  });
}
