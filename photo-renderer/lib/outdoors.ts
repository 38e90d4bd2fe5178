/**
 * Outdoor scenes under the South Florida sun: the Fort Lauderdale pool deck on the canal, and the
 * shared pieces the street views use (sun, sky, buildings' facades, palms).
 */
import { createNoise, fbm, gnoise, hex, mixRGB, scale, smoothstep, stripes, type RGB } from './core.ts';
import {
  addCracks,
  addPeelingCoat,
  coatAll,
  crackSegments,
  floorPaint,
  paintConcrete,
  paintQuartz,
  type FloorPaint,
} from './floors.ts';
import { glassRadiance, glossy, matte, rect, stucco, barrelTile } from './materials.ts';
import type { Scene } from './render.ts';
import {
  box,
  createSky,
  createWorld,
  eachFloorPixel,
  hipRoof,
  type Look,
  type Palm,
  type Solid,
  type View,
} from './world.ts';

/** Direction towards the sun from an azimuth (degrees, 0 = straight ahead (+z), 90 = right (+x)) and elevation. */
export function sunDirection(azimuthDeg: number, elevationDeg: number): RGB {
  const az = (azimuthDeg * Math.PI) / 180;
  const el = (elevationDeg * Math.PI) / 180;
  return [Math.sin(az) * Math.cos(el), Math.sin(el), Math.cos(az) * Math.cos(el)];
}

/** Sun and sky irradiance for a clear subtropical afternoon (linear, arbitrary but consistent units). */
export const SUN_COLOUR: RGB = [3.3, 3.1, 2.8];
export const SKY_LIGHT: RGB = [0.7, 0.78, 0.92];

/** A palm with sensible defaults for its kind. */
export function palm(
  kind: Palm['kind'],
  x: number,
  z: number,
  height: number,
  seed: number,
  lean: [number, number] = [0, 0],
): Palm {
  const royal = kind === 'royal';
  return {
    kind,
    x,
    z,
    height,
    leanX: lean[0],
    leanZ: lean[1],
    radius: royal ? 0.28 : kind === 'coconut' ? 0.16 : 0.2,
    fronds: royal ? 19 : kind === 'coconut' ? 20 : 24,
    frondLength: royal ? 4.1 : kind === 'coconut' ? 3.8 : 2.2,
    seed,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Fort Lauderdale: pool deck on a canal
// ---------------------------------------------------------------------------------------------------------

const POOL_X0 = -6.2;
const POOL_X1 = -1.2;
const POOL_Z0 = 2.5;
const POOL_Z1 = 13;
const COPING = 0.32;
const SEAWALL = 17;

/** The pool's water, tinted by depth, with caustics; waves set its reflection normals. Returns true when (x, z) is water. */
function paintPoolAndCoping(
  v: View,
  mask: Uint8Array,
  p: FloorPaint,
  seed: number,
): (x: number, z: number) => boolean {
  const nw = createNoise(seed);
  const coping = hex('#e4d9c5');
  const canal = hex('#2f5d5a');
  const isDeck = (x: number, z: number) =>
    !(x > POOL_X0 - COPING && x < POOL_X1 + COPING && z > POOL_Z0 - COPING && z < POOL_Z1 + COPING) &&
    z < SEAWALL;
  eachFloorPixel(v, mask, (i, x, z, fpx, fpz) => {
    const fp = Math.sqrt(fpx * fpz);
    const inPool = x > POOL_X0 && x < POOL_X1 && z > POOL_Z0 && z < POOL_Z1;
    const inCoping =
      !inPool && x > POOL_X0 - COPING && x < POOL_X1 + COPING && z > POOL_Z0 - COPING && z < POOL_Z1 + COPING;
    if (inPool) {
      const wx = x * 4 + 0.6 * fbm(nw, x * 1.5, z * 1.5, 3);
      const wz = z * 4 + 0.6 * fbm(nw, x * 1.5 + 9, z * 1.5, 3);
      const caustic =
        (1 - Math.abs(gnoise(nw, wx, wz))) ** 10 +
        0.6 * (1 - Math.abs(gnoise(nw, wx * 1.9 + 5, wz * 1.9))) ** 12;
      const edge = Math.min(x - POOL_X0, POOL_X1 - x, z - POOL_Z0, POOL_Z1 - z);
      let c = mixRGB(hex('#2cc0cf'), hex('#0e86a6'), smoothstep(0.5, 2.5, edge));
      c = scale(
        mixRGB(c, hex('#d2fbf6'), Math.min(1, caustic) * 0.5 * (1 - smoothstep(0.02, 0.08, fp))),
        0.45 + 0.55 * smoothstep(0, 0.15, edge),
      );
      p.albedo.set(c, 3 * i);
      p.gloss[i] = 1;
      p.f0[i] = 0.02;
      p.height[i] =
        0.012 * fbm(nw, x * 2.2 + 3, z * 2.2, 3, fp * 2.2) + 0.004 * fbm(nw, x * 9, z * 9 + 4, 2, fp * 9);
    } else if (inCoping) {
      // Travertine bullnose coping, pavers every 0.6 m, rounded down towards the water.
      const d = Math.min(
        Math.abs(x - POOL_X0),
        Math.abs(x - POOL_X1),
        Math.abs(z - POOL_Z0),
        Math.abs(z - POOL_Z1),
      );
      const along = Math.abs(x - POOL_X0) < COPING || Math.abs(x - POOL_X1) < COPING ? z : x;
      const joint = stripes(along, 0.6, 0.006, fpz);
      p.albedo.set(
        scale(coping, (1 + 0.06 * fbm(nw, x * 12, z * 12, 3, fp * 12)) * (1 - 0.6 * joint)),
        3 * i,
      );
      p.gloss[i] = 0.1;
      p.height[i] = -0.03 * (1 - smoothstep(0, 0.12, d)) ** 2;
    } else if (z >= SEAWALL && z < SEAWALL + 0.5) {
      // The seawall cap.
      p.albedo.set(scale(hex('#cfc8b8'), 1 + 0.08 * fbm(nw, x * 3, z * 3, 3, fp * 3)), 3 * i);
      p.gloss[i] = 0;
    } else if (z >= SEAWALL + 0.5 && z < 48) {
      // The canal: dark green-blue water with small ripples that break up the reflection.
      p.albedo.set(scale(canal, 0.35), 3 * i);
      p.gloss[i] = 1;
      p.f0[i] = 0.02;
      p.height[i] = 0.02 * fbm(nw, x * 1.2, z * 3, 4, fp * 3);
    } else if (z >= 48) {
      // The far bank: lawn to the houses.
      p.albedo.set(scale(hex('#6f8a45'), 0.6 + 0.3 * (0.5 + fbm(nw, x * 0.5, z, 3, fp))), 3 * i);
      p.gloss[i] = 0;
    }
  });
  return isDeck;
}

/** A canal-front house across the water: stucco walls, windows, a tile hip roof. */
function canalHouse(
  cx: number,
  cz: number,
  hw: number,
  hd: number,
  height: number,
  wall: string,
  roof: string,
  seed: number,
): Solid[] {
  const n = createNoise(seed);
  const wallC = stucco(hex(wall), seed, 0.15);
  const roofC = hex(roof);
  const windows = (h: Parameters<typeof wallC>[0]): number => {
    if (h.face > 3) return 0;
    const fu = h.u % 2.2;
    return rect({ ...h, u: fu }, 0.6, 1.6, 0.9, 2.3) * (h.v < height - 0.3 ? 1 : 0);
  };
  return [
    box(cx - hw, cx + hw, 0, height, cz - hd, cz + hd, (h, w, out) => {
      const win = windows(h);
      if (win > 0.5) {
        glassRadiance(h, w, hex('#2a2f33'), [0.8, 0.85, 0.9], out);
        return;
      }
      matte(wallC)(h, w, out);
    }),
    hipRoof(cx, cz, hw + 0.5, hd + 0.5, height, 0.45, 0, (h, w, out) => {
      if (h.face === 4) {
        matte(hex('#e8e2d8'))(h, w, out);
        return;
      }
      matte(barrelTile(n, h.u, h.v, h.fp, roofC))(h, w, out);
    }),
  ];
}

const houseStucco = stucco(hex('#efe6d6'), 85, 0.2);

/** The side of the owners' house along the deck: a sliding glass door and two windows with white frames. */
const houseWall: Parameters<typeof box>[6] = (h, w, out) => {
  if (h.face === 2) {
    const door = rect(h, 6.8, 9.2, 0.02, 2.2);
    const frames = rect(h, 6.7, 9.3, 0, 2.28);
    const win1 = rect(h, 2.0, 3.2, 0.95, 2.1);
    const win2 = rect(h, 3.6, 4.8, 0.95, 2.1);
    const winFrame = rect(h, 1.92, 3.28, 0.87, 2.18) + rect(h, 3.52, 4.88, 0.87, 2.18);
    const glass = Math.max(door, win1, win2);
    if (glass > 0.5) {
      const mullion = Math.abs(h.u - 8.0) < 0.03 ? 1 : 0;
      if (!mullion) {
        glassRadiance(h, w, hex('#1c1f22'), [0.85, 0.9, 0.95], out);
        return;
      }
    }
    if (frames > 0.5 || winFrame > 0.5) {
      matte(hex('#f6f5f2'))(h, w, out);
      return;
    }
  }
  matte(houseStucco)(h, w, out);
};

/**
 * Fort Lauderdale, Las Olas Isles: standing on the deck by the house, the pool along the left, the
 * canal and the far bank's houses and palms ahead. After: light sand quartz. Before: dark terracotta
 * deck paint, sun-chalked, peeling in sheets and cracked along the control joints.
 */
export function fortLauderdalePoolDeck(): Scene {
  const sunDir = sunDirection(-35, 58);
  const sky = createSky(
    {
      zenith: hex('#2f6db5'),
      horizon: hex('#b7d3ea'),
      brightness: 1.25,
      clouds: 0.55,
      seed: 81,
    },
    sunDir,
  );
  const solids: Solid[] = [
    ...canalHouse(-14, 58, 6, 5, 6.5, '#f1e6d2', '#b86a45', 82),
    ...canalHouse(2, 60, 5, 5, 3.4, '#dce7ea', '#8d8f93', 83),
    ...canalHouse(16, 57, 6, 5, 6.2, '#f3d9c4', '#b15f3e', 84),
    // A boat at the far dock and the dock itself.
    box(-6, 2, 0.5, 1.4, 46.2, 48.6, glossy(hex('#f2f2ef'), 0.05)),
    box(-5, 0, 1.4, 2.3, 46.8, 48.0, matte(hex('#dadad4'))),
    box(-9, 5, 0, 0.35, 48, 50, matte(hex('#8b7660'))),
    // The house's own wall (sliding door, windows, white fascia) and a planter along the right of the deck.
    box(5.2, 5.6, 0, 3.0, 0, 12, houseWall),
    box(5.0, 5.7, 3.0, 3.25, -0.5, 12.3, matte(hex('#f4f2ee'))),
    box(3.9, 5.2, 0, 0.45, 13.2, 16.4, matte(hex('#d8cfbf'))),
  ];
  const palms: Palm[] = [
    palm('coconut', -8.2, 15.8, 8.2, 99, [1.1, 0.6]),
    palm('coconut', 4.5, 15.2, 7.5, 86, [-1.2, 0.4]),
    palm('coconut', 3.6, 14.0, 6.2, 87, [-0.6, 0.8]),
    palm('royal', -10, 55, 14, 88),
    palm('royal', 9, 53, 13, 89),
    palm('coconut', 22, 52, 9, 90, [-1.5, 0]),
    palm('sabal', -20, 50, 8, 91),
  ];
  const groundAlbedo = hex('#c9bca4');
  const world = createWorld({
    sky,
    sun: { dir: sunDir, color: SUN_COLOUR },
    skyLight: SKY_LIGHT,
    solids,
    palms,
    haze: { distance: 900, color: [1.1, 1.2, 1.35] },
    floorExtent: [40, 70],
    ground: (x, z, out) => {
      for (let c = 0; c < 3; c++)
        out[c] = (groundAlbedo[c]! * (SUN_COLOUR[c]! * sunDir[1] + SKY_LIGHT[c]!)) / Math.PI;
      void x;
      void z;
    },
  });
  const look: Look = { f0: 0.035, clarity: 0.85, crisp: [1, 1], hazy: [4, 10], waviness: 0 };
  return {
    world,
    seed: 92,
    finish: { key: 0.24, bloom: 0.12, vignette: 0.3, grain: 0.016, saturation: 1.05 },
    after: (v, mask) => {
      const paint = floorPaint(v);
      coatAll(v, mask, paint, 0.12, 0.035);
      paintQuartz(
        v,
        mask,
        paint,
        ['#dcc9a4', '#efe5cf', '#c2a57b', '#9b8466', '#f7f3ea', '#d3bf9b'],
        0.0018,
        93,
        (_x, z) => z < SEAWALL,
      );
      const isDeck = paintPoolAndCoping(v, mask, paint, 94);
      deckJoints(v, mask, paint, isDeck, 0.55);
      return { paint, look };
    },
    before: (v, mask) => {
      const paint = floorPaint(v);
      paintConcrete(v, mask, paint, 95, [1.05, 1.03, 1.0], 0.05);
      // The old paint: sun-chalked terracotta, peeling in sheets, worst in the full sun by the pool.
      addPeelingCoat(v, mask, paint, {
        colour: '#7d4634',
        gloss: 0.1,
        seed: 96,
        chalk: 0.35,
        scale: 1.6,
        peel: (x, z) =>
          0.32 + 0.3 * smoothstep(2, -1, x) * smoothstep(1, 6, z) + 0.15 * smoothstep(12, 16, z),
      });
      const isDeck = paintPoolAndCoping(v, mask, paint, 94);
      deckJoints(v, mask, paint, isDeck, 0.75);
      // Cracks running along and out of the control joints.
      addCracks(
        v,
        mask,
        paint,
        crackSegments(
          [
            [-0.8, 6.4, 0.05, 5.5, 0.004],
            [1.9, 3.0, Math.PI / 2, 9, 0.0035],
            [3.2, 9.6, Math.PI - 0.1, 3.2, 0.003],
          ],
          97,
          0.4,
        ),
      );
      return { paint, look };
    },
  };
}

/** Saw-cut control joints across the deck (every 3.2 m along it and one down its middle). */
function deckJoints(
  v: View,
  mask: Uint8Array,
  p: FloorPaint,
  isDeck: (x: number, z: number) => boolean,
  darkness: number,
): void {
  eachFloorPixel(v, mask, (i, x, z, fpx, fpz) => {
    if (!isDeck(x, z)) return;
    const joint = Math.max(stripes(z - 0.7, 3.2, 0.008, fpz), stripes(x - 1.9, 100, 0.008, fpx));
    if (joint <= 0) return;
    for (let c = 0; c < 3; c++) p.albedo[3 * i + c] = p.albedo[3 * i + c]! * (1 - darkness * joint);
    p.height[i] = p.height[i]! - 0.002 * joint;
  });
}
