/**
 * Indoor scenes: each a room with its fixtures and furniture, a finished floor and (for gallery
 * projects) the floor as the crew found it.
 */
import {
  COOL,
  DAYLIGHT,
  NEUTRAL,
  WARM,
  band,
  bandCoverage,
  createNoise,
  fbm,
  grey,
  hash3,
  hex,
  mixRGB,
  scale,
  smoothstep,
  stripes,
  type RGB,
} from './core.ts';
import {
  addAdhesive,
  addCracks,
  addPeelingCoat,
  addSpalls,
  addStains,
  addThinset,
  coatAll,
  crackSegments,
  floorPaint,
  paintConcrete,
  paintFlakes,
  paintLine,
  paintMetallic,
  paintQuartz,
  paintSolid,
  type FlakeBlend,
  type Stain,
} from './floors.ts';
import { glossy, matte } from './materials.ts';
import type { Scene } from './render.ts';
import {
  BACK,
  CEILING,
  LEFT,
  RIGHT,
  addPanel,
  addWindowLight,
  box,
  convexSolid,
  createWorld,
  eachFloorPixel as eachFloorPixelExport,
  orientedBox,
  type Lights,
  type Look,
  type Material,
  type Solid,
  type World,
} from './world.ts';

/** Writes albedo * irradiance / pi plus an emission into out: the radiance of a matte room surface. */
function wall(out: Float64Array, e: Float64Array, albedo: RGB, emission: RGB = [0, 0, 0], glow = 0): void {
  for (let c = 0; c < 3; c++) out[c] = (albedo[c]! * e[c]! * (1 - glow)) / Math.PI + emission[c]! * glow;
}

/** An upright n-sided prism (a round thing, faceted finely enough not to show): water heater, column, bin. */
function prism(
  cx: number,
  cz: number,
  r: number,
  sides: number,
  y0: number,
  y1: number,
  material: Material,
): Solid {
  const planes: Array<[number, number, number, number]> = [];
  const frames: Array<[number, number, number, number, number, number, number, number, number]> = [];
  for (let k = 0; k < sides; k++) {
    const a = (k * 2 * Math.PI) / sides;
    const nx = Math.cos(a);
    const nz = Math.sin(a);
    planes.push([nx, 0, nz, nx * cx + nz * cz + r]);
    frames.push([cx + nx * r, y0, cz + nz * r, -nz, 0, nx, 0, 1, 0]);
  }
  planes.push([0, -1, 0, -y0], [0, 1, 0, y1]);
  frames.push([cx, y0, cz, 1, 0, 0, 0, 0, 1], [cx, y1, cz, 1, 0, 0, 0, 0, 1]);
  return convexSolid(planes, frames, [cx, (y0 + y1) / 2, cz, Math.hypot(r * 1.1, (y1 - y0) / 2)], material);
}

/** Metal shelving against a side wall: uprights, shelves and storage bins. `side` -1 left wall, 1 right. */
function shelving(x: number, z0: number, z1: number, depth: number, side: number, seed: number): Solid[] {
  const n = createNoise(seed);
  const steel = matte(grey(0.2));
  const shelf = matte(grey(0.55));
  const out: Solid[] = [];
  const xi = x - side * depth;
  const [xa, xb] = side < 0 ? [x, xi] : [xi, x];
  for (const zz of [z0, z1]) {
    for (const xx of [xa + 0.02, xb - 0.02])
      out.push(box(xx - 0.02, xx + 0.02, 0, 1.85, zz - 0.02, zz + 0.02, steel));
  }
  const levels = [0.12, 0.6, 1.1, 1.6];
  const bins: RGB[] = [
    hex('#2f3a48'),
    hex('#58606b'),
    hex('#c9c2b4'),
    hex('#1f2a3a'),
    hex('#8a4b2c'),
    hex('#3f5c3a'),
  ];
  levels.forEach((y, k) => {
    out.push(box(xa, xb, y, y + 0.03, z0, z1, shelf));
    if (k === levels.length - 1) return;
    let zz = z0 + 0.04;
    let m = 0;
    while (zz < z1 - 0.35) {
      const wdt = 0.38 + 0.2 * (0.5 + 0.5 * fbm(n, m * 1.7, k, 1));
      const hgt = 0.28 + 0.12 * (0.5 + 0.5 * fbm(n, m * 2.3 + 5, k, 1));
      const colour = bins[(m * 3 + k * 5 + seed) % bins.length]!;
      const lid = scale(colour, 0.7);
      out.push(
        box(
          xa + 0.03,
          xb - 0.05,
          y + 0.03,
          y + 0.03 + hgt,
          zz,
          Math.min(z1 - 0.04, zz + wdt),
          matte((h) => (h.face === 5 ? lid : colour)),
        ),
      );
      zz += wdt + 0.05;
      m++;
    }
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Pinecrest: three-car garage
// ---------------------------------------------------------------------------------------------------------

const GARAGE_FLAKE: FlakeBlend = {
  seed: 21,
  base: '#77787a',
  palette: [
    ['#1b1b1d', 26],
    ['#4a4c50', 18],
    ['#8b8d90', 22],
    ['#bdbcb8', 14],
    ['#ebe9e3', 20],
  ],
  radius: 0.0036,
  coverage: 3,
};

const GLOSSY_COAT: Look = { f0: 0.05, clarity: 0.62, crisp: [1, 3], hazy: [6, 22], waviness: 0.004 };
const BARE: Look = { f0: 0.04, clarity: 0.1, crisp: [3, 8], hazy: [14, 44], waviness: 0.012 };

/**
 * Pinecrest: a three-car garage, white raised-panel doors with daylight through their windows, LED
 * shop lights, shelving and a workbench. After: grey, black and white flake with a cove base. Before:
 * a peeling grey DIY kit over oil-soaked concrete, lifted in the tyre paths, with a rust ring.
 */
export function pinecrestGarage(
  opts: { openDoor?: boolean; blend?: FlakeBlend; repair?: boolean } = {},
): Scene {
  const left = 6.2;
  const right = 3.4;
  const back = 6.9;
  const ceiling = 2.75;
  const led = scale(NEUTRAL, 38);
  const fixtures: Array<[number, number]> = [];
  for (const x of [-4.4, -1.6, 1.4]) for (const z of [2.3, 4.9]) fixtures.push([x, z]);
  const lights: Lights = [];
  for (const [x, z] of fixtures)
    addPanel(lights, x - 0.06, x + 0.06, z - 0.6, z + 0.6, ceiling - 0.05, led, 1, 3);
  const doorTop = 2.13;
  const doors: Array<[number, number]> = [
    [-5.75, -0.85],
    [-0.15, 2.55],
  ];
  doors.forEach(([x0, x1], k) => {
    if (opts.openDoor && k === 1)
      addWindowLight(lights, x0 + 0.1, x1 - 0.1, 0.1, doorTop - 0.1, back, scale(DAYLIGHT, 7), 5, 4);
    else addWindowLight(lights, x0 + 0.2, x1 - 0.2, 1.68, 1.96, back, scale(DAYLIGHT, 4.5), 4, 1);
  });
  const outside = driveway(9, 9);
  const drywall = hex('#c9c6bf');
  const doorWhite = hex('#e4e3de');
  const pegN = createNoise(5);
  let after = true;
  const cove = hex('#6d6e70');
  const solids: Solid[] = [
    ...shelving(right, 4.5, 6.0, 0.5, 1, 3),
    // Workbench with a red tool chest and a lower shelf, against the right wall.
    box(
      right - 0.7,
      right,
      0.86,
      0.92,
      2.4,
      4.2,
      matte((h) => (h.face === 5 ? hex('#8a6a48') : hex('#6b5238'))),
    ),
    box(right - 0.68, right - 0.62, 0, 0.86, 2.44, 2.5, matte(grey(0.15))),
    box(right - 0.68, right - 0.62, 0, 0.86, 4.1, 4.16, matte(grey(0.15))),
    box(right - 0.68, right, 0.15, 0.19, 2.44, 4.16, matte(hex('#5a4530'))),
    box(right - 0.6, right - 0.1, 0.92, 1.28, 2.7, 3.32, glossy(hex('#9c1c17'), 0.06)),
    box(right - 0.62, right - 0.08, 1.26, 1.3, 2.68, 3.34, matte(grey(0.12))),
    // An open door rolls up under the ceiling on its tracks.
    ...(opts.openDoor
      ? [
          box(
            doors[1]![0] + 0.05,
            doors[1]![1] - 0.05,
            doorTop + 0.12,
            doorTop + 0.16,
            back - 2.3,
            back - 0.05,
            matte(hex('#d9d8d2')),
          ),
        ]
      : []),
    // Water heater in the back-right corner, beside the single door.
    prism(right - 0.36, back - 0.38, 0.28, 16, 0, 1.55, glossy(hex('#d6d4cf'), 0.04)),
    // Garage door openers and their rails, hanging from the ceiling.
    ...doors.flatMap(([x0, x1]) => {
      const c = (x0 + x1) / 2;
      return [
        box(c - 0.2, c + 0.2, ceiling - 0.5, ceiling - 0.32, 3.2, 3.6, matte(grey(0.75))),
        box(c - 0.03, c + 0.03, ceiling - 0.36, ceiling - 0.3, 3.6, back, matte(grey(0.35))),
        box(c - 0.015, c + 0.015, ceiling - 0.32, ceiling, 3.35, 3.45, matte(grey(0.3))),
        // Horizontal door tracks along the ceiling at each side of the door.
        box(x0 + 0.02, x0 + 0.08, doorTop + 0.15, doorTop + 0.2, back - 2.6, back, matte(grey(0.45))),
        box(x1 - 0.08, x1 - 0.02, doorTop + 0.15, doorTop + 0.2, back - 2.6, back, matte(grey(0.45))),
      ];
    }),
  ];
  const world: World = createWorld({
    lights,
    ambient: [0.16, 0.16, 0.165],
    solids,
    room: {
      left,
      right,
      back,
      ceiling,
      shade(kind, a, b, e, out, dx, dy, dz) {
        if (kind === CEILING) {
          let glow = 0;
          for (const [x, z] of fixtures)
            glow = Math.max(glow, band(a, x - 0.06, x + 0.06, 0.006) * band(b, z - 0.6, z + 0.6, 0.01));
          wall(out, e, grey(0.72), led, glow);
          return;
        }
        if (kind === BACK) {
          for (const [k, [x0, x1]] of doors.entries()) {
            const inDoor = band(a, x0, x1, 0.004) * band(b, 0, doorTop, 0.004);
            if (inDoor > 0.5 && opts.openDoor && k === 1) {
              outside(dx, dy, dz, out);
              return;
            }
            if (inDoor > 0.5) {
              // Four sections; each holds a row of raised panels, the top one glass lites.
              const section = Math.floor(b / (doorTop / 4));
              const sv = b - section * (doorTop / 4);
              const seam = bandCoverage(sv - 0.004, 0.012, 0.004);
              const pw = (x1 - x0) / Math.max(2, Math.round((x1 - x0) / 0.62));
              const pu = (a - x0) % pw;
              const inset = band(pu, 0.07, pw - 0.07, 0.006) * band(sv, 0.09, doorTop / 4 - 0.07, 0.006);
              const edgeShade =
                1 - 0.25 * (bandCoverage(pu - 0.07, 0.012, 0.004) + bandCoverage(sv - 0.09, 0.01, 0.004));
              if (section === 3 && inset > 0.5) {
                const mullion = bandCoverage(pu - pw / 2, 0.02, 0.004);
                wall(out, e, grey(0.6), scale(DAYLIGHT, 9 + 4 * (sv / 0.5)), 1 - mullion);
                return;
              }
              wall(out, e, scale(doorWhite, (1 - 0.6 * seam) * edgeShade * (1 - 0.06 * inset)));
              return;
            }
            const trim = band(a, x0 - 0.08, x1 + 0.08, 0.004) * band(b, 0, doorTop + 0.08, 0.004);
            if (trim > 0.5) {
              wall(out, e, grey(0.82));
              return;
            }
          }
          wall(out, e, b < 0.1 && after ? cove : drywall);
          return;
        }
        // Side walls: drywall; pegboard above the bench on the right; cove base after.
        const z = a;
        if (kind === RIGHT && z > 2.4 && z < 4.2 && b > 1.05 && b < 1.95) {
          const holes = stripes(z, 0.0254, 0.006, 0.004) * stripes(b, 0.0254, 0.006, 0.004);
          const tools = smoothstep(0.25, 0.4, fbm(pegN, z * 2.5, b * 3, 3)) * 0.8;
          wall(out, e, mixRGB(scale(hex('#9a7a56'), 1 - 0.5 * holes), grey(0.06), tools));
          return;
        }
        if (b < 0.1 && after) {
          wall(out, e, cove);
          return;
        }
        const scuff =
          b < 0.4 && !after
            ? 1 - 0.25 * smoothstep(0.1, 0.5, fbm(pegN, z * 1.5, b * 4 + (kind === LEFT ? 3 : 7), 3))
            : 1;
        wall(out, e, scale(drywall, scuff * (1 - 0.12 * Math.exp(-b / 0.08))));
      },
    },
  });
  // Parking bays: cars nose-in towards the house (the camera); engines drip near z 1.2-2.2.
  const bays = [-4.5, -2.0, 1.2];
  return {
    world,
    seed: 24,
    finish: { key: 0.2, bloom: 0.12, vignette: 0.35, grain: 0.016, saturation: 0.95 },
    dof: [7, 10, 2],
    phase: (isAfter) => {
      after = isAfter;
    },
    after: (v, mask) => {
      const paint = opts.repair ? oldFloor(v, mask) : floorPaint(v);
      const fresh = floorPaint(v);
      paintFlakes(v, mask, fresh.albedo, opts.blend ?? GARAGE_FLAKE);
      coatAll(v, mask, fresh, 1);
      if (!opts.repair) return { paint: fresh, look: GLOSSY_COAT };
      // Mid-repair: the right of the floor resurfaced up to a taped line, the left still the failed coat.
      eachFloorPixelExport(v, mask, (i, x, z, fpx, fpz) => {
        const d = x - (-1.3 + 0.12 * (z - 3));
        const k = Math.min(1, Math.max(0, d / Math.max(fpx, fpz * 0.12) + 0.5));
        for (let c = 0; c < 3; c++)
          paint.albedo[3 * i + c] =
            paint.albedo[3 * i + c]! + (fresh.albedo[3 * i + c]! - paint.albedo[3 * i + c]!) * k;
        paint.gloss[i] = paint.gloss[i]! + (1 - paint.gloss[i]!) * k;
        paint.height[i] = paint.height[i]! * (1 - k) + 0.001 * bandCoverage(d - 0.002, 0.004, fpx);
      });
      return { paint, look: { ...GLOSSY_COAT, clarity: 0.5 } };
    },
    before: (v, mask) => ({ paint: oldFloor(v, mask), look: BARE }),
  };
  /** The floor as the crew found it: oil-soaked concrete under a peeling grey DIY coat. */
  function oldFloor(v: Parameters<Scene['after']>[0], mask: Uint8Array) {
    const paint = floorPaint(v);
    paintConcrete(v, mask, paint, 27, [1.02, 1, 0.96], 0.12);
    const stains: Stain[] = [];
    const sn = createNoise(28);
    bays.forEach((c, k) => {
      stains.push({ kind: 'oil', x: c + 0.1 * k, z: 1.75 + 0.1 * k, r: 0.42, stretch: 1.4 });
      stains.push({ kind: 'oil', x: c - 0.25, z: 2.35, r: 0.2 });
      for (let d = 0; d < 5; d++) {
        stains.push({
          kind: 'oil',
          x: c + 0.6 * fbm(sn, k * 3 + d, 0.5, 1),
          z: 1.3 + 0.8 * (0.5 + fbm(sn, d, k + 4, 1)),
          r: 0.04 + (0.05 * ((d * 7 + k) % 3)) / 3,
        });
      }
      for (const side of [-1, 1]) {
        stains.push({ kind: 'tire', x: c + side * 0.78, z: 4.35, r: 0.14, stretch: 2.2 });
        stains.push({ kind: 'tire', x: c + side * 0.78, z: 1.75, r: 0.14, stretch: 2.2 });
      }
    });
    // Where the old freezer stood: a rust ring by the shelves.
    stains.push({ kind: 'rust-ring', x: 2.6, z: 5.2, r: 0.36 }, { kind: 'rust', x: 2.75, z: 5.05, r: 0.3 });
    addStains(v, mask, paint, stains, 29);
    const tyre = (x: number, z: number) => {
      let k = 0;
      for (const c of bays) {
        for (const side of [-1, 1]) {
          const dx = Math.abs(x - (c + side * 0.78));
          for (const zt of [1.75, 4.35])
            k = Math.max(k, smoothstep(0.45, 0.15, Math.hypot(dx, (z - zt) * 0.45)));
        }
      }
      return k;
    };
    const grime = createNoise(32);
    addPeelingCoat(v, mask, paint, {
      colour: '#85837d',
      gloss: 0.2,
      seed: 30,
      // Hot tyres lift a DIY kit first; the door edge and the walls go next; small flakes everywhere.
      peel: (x, z) =>
        Math.min(
          0.95,
          0.12 +
            0.85 * tyre(x, z) +
            0.45 * smoothstep(back - 1.2, back, z) +
            0.25 * smoothstep(right - 0.8, right, x),
        ),
      // Twenty years of dirt ground into what is left of the coat, darkest in the traffic lanes.
      texture: (x, z, fp, c) =>
        scale(
          c,
          0.88 - 0.14 * smoothstep(-0.2, 0.5, fbm(grime, x * 0.8, z * 0.8, 4, fp * 0.8)) - 0.1 * tyre(x, z),
        ),
    });
    // On what is left of the coat: fresh drips under each engine and the black marks hot tyres leave.
    const late: Stain[] = [];
    bays.forEach((c, k) => {
      late.push({ kind: 'oil', x: c + 0.12, z: 1.5 + 0.25 * k, r: 0.3, stretch: 1.5 });
      late.push({ kind: 'oil', x: c - 0.2, z: 2.2, r: 0.12 });
      for (const side of [-1, 1]) {
        late.push({ kind: 'tire', x: c + side * 0.78, z: 4.0, r: 0.12, stretch: 3.5 });
        late.push({ kind: 'tire', x: c + side * 0.78, z: 1.9, r: 0.12, stretch: 3 });
      }
    });
    addStains(v, mask, paint, late, 31);
    return paint;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Homes: living room (Coral Gables) and family room (Kendall)
// ---------------------------------------------------------------------------------------------------------

/**
 * What a window or glass door shows of a sunny back yard, by view direction: sky, a hedge and trees
 * with a palm or two above the horizon, lawn and pavers below. Bright enough that an interior exposure
 * blows it out a little, as a real one does.
 */
function backyard(
  seed: number,
  brightness: number,
): (dx: number, dy: number, dz: number, out: Float64Array) => void {
  const n = createNoise(seed);
  const skyLow = hex('#dfe9f0');
  const skyHigh = hex('#86b2dc');
  const leaf = hex('#56703a');
  const leafDark = hex('#2a3a22');
  const lawn = hex('#828c5e');
  const pavers = hex('#cfc4b0');
  return (dx, dy, dz, out) => {
    const az = Math.atan2(dx, dz);
    const el = Math.atan2(dy, Math.hypot(dx, dz));
    let c: RGB;
    if (el < -0.004) {
      // Ground: a paved patio by the house, lawn beyond, a little darker where the far trees shade it.
      const dist = 1.5 / Math.max(-Math.tan(el), 1e-3);
      if (dist > 13) {
        // The hedge along the back fence, its base in shade.
        c = scale(mixRGB(leafDark, leaf, 0.4 + 0.5 * fbm(n, az * 40, el * 60, 4)), 0.75);
        for (let k = 0; k < 3; k++) out[k] = c[k]! * brightness;
        return;
      }
      const k = smoothstep(3.2, 4.2, dist);
      const joint = stripes(dist, 0.6, 0.015, 0.02) * (1 - k);
      c = scale(
        mixRGB(pavers, lawn, k),
        (1 - 0.25 * joint) * (0.8 + 0.3 * (0.5 + fbm(n, az * 20, dist * 0.8, 3))),
      );
      c = scale(c, 0.7 - 0.25 * smoothstep(8, 14, dist));
    } else {
      // A hedge and trees along the back fence, a palm, sky.
      const hedge =
        0.09 +
        0.05 * (0.5 + fbm(n, az * 3, 0.5, 4)) +
        0.1 * smoothstep(0.15, 0.5, fbm(n, az * 1.3 + 4, 0.2, 3));
      const trunk = Math.exp(-(((az - 0.32 - el * 0.08) / 0.01) ** 2)) * (el < 0.42 ? 1 : 0);
      const crownD = Math.hypot((az - 0.36) * 1.3, el - 0.43);
      const fronds =
        Math.exp(-((crownD / 0.14) ** 2)) *
        (0.55 + 0.45 * Math.sin(Math.atan2(el - 0.43, az - 0.36) * 11 + fbm(n, az * 9, el * 9, 2) * 3));
      const sky = mixRGB(skyLow, skyHigh, smoothstep(0, 0.7, el));
      let cc = scale(sky, 1.5);
      const foliage = scale(mixRGB(leafDark, leaf, 0.5 + 0.6 * fbm(n, az * 40, el * 40, 4)), 0.9);
      cc = mixRGB(
        cc,
        foliage,
        Math.max(smoothstep(hedge + 0.01, hedge - 0.01, el), smoothstep(0.3, 0.55, fronds)),
      );
      cc = mixRGB(cc, hex('#8c8273'), Math.min(1, trunk));
      c = cc;
    }
    for (let k = 0; k < 3; k++) out[k] = c[k]! * brightness;
  };
}

/** Floor-length curtains hanging beside a door: soft vertical folds. */
function drapes(x0: number, x1: number, z: number, top: number, colour: RGB): Solid {
  return box(
    x0,
    x1,
    0.01,
    top,
    z - 0.12,
    z - 0.04,
    matte((h) => scale(colour, 0.78 + 0.22 * Math.sin((h.u / 0.09) * Math.PI) ** 2)),
  );
}

/** A ceiling fan: hub, downrod and five blades. */
function ceilingFan(x: number, z: number, ceiling: number, blade: RGB): Solid[] {
  const metal = glossy(hex('#3b3631'), 0.08);
  const out: Solid[] = [
    box(x - 0.015, x + 0.015, ceiling - 0.3, ceiling, z - 0.015, z + 0.015, metal),
    box(x - 0.11, x + 0.11, ceiling - 0.42, ceiling - 0.3, z - 0.11, z + 0.11, metal),
  ];
  for (let k = 0; k < 5; k++) {
    const a = (k * 2 * Math.PI) / 5 + 0.3;
    out.push(
      orientedBox(
        x + Math.cos(a) * 0.42,
        z + Math.sin(a) * 0.42,
        0.08,
        0.32,
        ceiling - 0.37,
        ceiling - 0.35,
        Math.PI / 2 - a,
        matte(blade),
      ),
    );
  }
  return out;
}

/** What an open garage door shows: the sunlit driveway, the street, a house across it and a palm. */
function driveway(
  seed: number,
  brightness: number,
): (dx: number, dy: number, dz: number, out: Float64Array) => void {
  const n = createNoise(seed);
  const concrete = hex('#d8d2c6');
  const asphalt = hex('#5a5a58');
  const lawn = hex('#7f9150');
  const stuccoC = hex('#f1e8d6');
  const roofC = hex('#b0603c');
  const skyLow = hex('#e2edf4');
  const skyHigh = hex('#7fb0de');
  return (dx, dy, dz, out) => {
    const az = Math.atan2(dx, dz);
    const el = Math.atan2(dy, Math.hypot(dx, dz));
    let c: RGB;
    if (el < -0.003) {
      const dist = 1.6 / Math.max(-Math.tan(el), 1e-3);
      if (dist < 7)
        c = scale(concrete, 0.95 + 0.1 * fbm(n, az * 30, dist, 3) - 0.3 * stripes(dist, 3, 0.02, 0.02));
      else if (dist < 9) c = scale(lawn, 0.9 + 0.2 * fbm(n, az * 40, dist * 3, 3));
      else if (dist < 16) c = scale(asphalt, 0.95 + 0.1 * fbm(n, az * 20, dist, 3));
      else c = scale(lawn, 0.85);
    } else {
      const house = el < 0.06 + 0.0 * az && Math.abs(az - 0.05) < 0.35;
      const roof =
        !house && el < 0.06 + Math.max(0, 0.05 - Math.abs(az - 0.05) * 0.15) && Math.abs(az - 0.05) < 0.38;
      const windowK = house && el > 0.012 && el < 0.04 && Math.abs(((az + 1) % 0.12) - 0.06) < 0.022;
      const trunk = Math.exp(-(((az + 0.28 + el * 0.1) / 0.008) ** 2)) * (el < 0.3 ? 1 : 0);
      const crownD = Math.hypot((az + 0.3) * 1.2, el - 0.31);
      const fronds =
        Math.exp(-((crownD / 0.12) ** 2)) *
        (0.55 + 0.45 * Math.sin(Math.atan2(el - 0.31, az + 0.3) * 11 + fbm(n, az * 9, el * 9, 2) * 3));
      c = scale(mixRGB(skyLow, skyHigh, smoothstep(0, 0.6, el)), 1.5);
      if (roof) c = scale(roofC, 0.9);
      if (house) c = windowK ? scale(hex('#3a4550'), 0.8) : stuccoC;
      c = mixRGB(c, hex('#4a6a2c'), smoothstep(0.35, 0.6, fronds));
      c = mixRGB(c, hex('#8c8273'), Math.min(1, trunk));
    }
    for (let k = 0; k < 3; k++) out[k] = c[k]! * brightness;
  };
}

interface HomeRoomSpec {
  left: number;
  right: number;
  back: number;
  ceiling: number;
  wall: string;
  trim: string;
  /** Glass doors and windows on the back wall: [x0, x1, y0, y1, panes across, panes up]. */
  doors: Array<[number, number, number, number, number, number]>;
  /** An archway in the left wall: [z0, z1, height], or none. */
  arch?: [number, number, number];
  cans: Array<[number, number]>;
  canColour: RGB;
  daylight: number;
  seed: number;
}

/** A home interior: painted walls, baseboards, glass doors to the yard, recessed cans. */
function homeRoom(spec: HomeRoomSpec, extra: Solid[] = []): World {
  const { left, right, back, ceiling } = spec;
  const lights: Lights = [];
  const can = scale(spec.canColour, 45);
  for (const [x, z] of spec.cans) addPanel(lights, x - 0.07, x + 0.07, z - 0.07, z + 0.07, ceiling, can);
  for (const [x0, x1, y0, y1] of spec.doors)
    addWindowLight(
      lights,
      x0 + 0.1,
      x1 - 0.1,
      y0 + 0.1,
      y1 - 0.1,
      back,
      scale(DAYLIGHT, spec.daylight),
      5,
      3,
    );
  const wallC = hex(spec.wall);
  const trimC = hex(spec.trim);
  // An interior exposure blows the yard out a little, as a camera does.
  const outside = backyard(spec.seed, spec.daylight * 2.4);
  const wn = createNoise(spec.seed + 1);
  return createWorld({
    lights,
    // Daylight bouncing off the floor and walls fills a home's room evenly.
    ambient: scale([0.5, 0.48, 0.45], spec.daylight / 7),
    solids: [
      // Baseboards on the side walls and back wall, and crown moulding.
      box(-left, -left + 0.015, 0, 0.1, 0, back, matte(trimC)),
      box(right - 0.015, right, 0, 0.1, 0, back, matte(trimC)),
      ...extra,
    ],
    floorAlbedo: [0.25, 0.25, 0.27],
    room: {
      left,
      right,
      back,
      ceiling,
      shade(kind, a, b, e, out, dx, dy, dz) {
        if (kind === CEILING) {
          let glow = 0;
          for (const [x, z] of spec.cans)
            glow = Math.max(glow, 1 - smoothstep(0.065, 0.075, Math.hypot(a - x, b - z)));
          const crown = smoothstep(0.12, 0.0, Math.min(a + left, right - a, back - b));
          wall(out, e, scale(trimC, 1 - 0.15 * crown), can, glow);
          return;
        }
        if (kind === BACK) {
          for (const [x0, x1, y0, y1, across, up] of spec.doors) {
            const frame = band(a, x0 - 0.08, x1 + 0.08, 0.004) * band(b, y0 - 0.08, y1 + 0.08, 0.004);
            if (frame < 0.5) continue;
            const inside = band(a, x0, x1, 0.004) * band(b, y0 + 0.02, y1, 0.004);
            const hgt = y1 - y0;
            if (inside < 0.5) {
              wall(out, e, trimC);
              return;
            }
            const pu = ((a - x0) / (x1 - x0)) * across;
            const pv = ((b - y0) / hgt) * up;
            // Muntins: 5 cm bars between the panes.
            const mullion = Math.max(
              bandCoverage(pu - Math.round(pu), (0.05 * across) / (x1 - x0), 0.01),
              bandCoverage(pv - Math.round(pv), (0.05 * up) / hgt, 0.01),
            );
            outside(dx, dy, dz, out);
            const m = Math.min(1, mullion);
            for (let c = 0; c < 3; c++) out[c] = out[c]! * (1 - m) + ((trimC[c]! * e[c]!) / Math.PI) * m;
            return;
          }
          wall(out, e, b < 0.1 ? trimC : scale(wallC, 1 + 0.02 * fbm(wn, a, b, 2)));
          return;
        }
        if (kind === LEFT && spec.arch) {
          const [z0, z1, hgt] = spec.arch;
          const r = (z1 - z0) / 2;
          const cz = (z0 + z1) / 2;
          const spring = hgt - r;
          const inArch = a > z0 && a < z1 && (b < spring || Math.hypot(a - cz, b - spring) < r);
          const inTrim =
            a > z0 - 0.07 && a < z1 + 0.07 && (b < spring || Math.hypot(a - cz, b - spring) < r + 0.07);
          if (inArch) {
            // The next room: dimmer, warm.
            wall(out, e, scale(wallC, 0.32));
            return;
          }
          if (inTrim) {
            wall(out, e, trimC);
            return;
          }
        }
        wall(out, e, b < 0.1 ? trimC : scale(wallC, 1 + 0.02 * fbm(wn, a + kind, b, 2)));
      },
    },
  });
}

const METALLIC_BLUE = {
  ramp: [
    [0.0, '#0d1117'],
    [0.22, '#13263d'],
    [0.45, '#1d4f7e'],
    [0.66, '#3d7fb0'],
    [0.84, '#a9bccb'],
    [1.0, '#e6eaee'],
  ] as Array<[number, string]>,
  lace: '#cdd6de',
  shadow: '#1c1f24',
  scale: 0.42,
  seed: 32,
};

/**
 * Coral Gables: a 1950s living and dining room, patio doors at the back, an arch to the hall. After: a
 * blue, silver and charcoal metallic pour. Before: the slab as the carpet and tile left it: thinset
 * ridges on the old tile grid, tack strip lines at the walls, long shrinkage cracks.
 */
export function coralGablesLivingRoom(): Scene {
  const left = 4.2;
  const right = 3.6;
  const back = 7.2;
  const world = homeRoom(
    {
      left,
      right,
      back,
      ceiling: 2.75,
      wall: '#e8e2d6',
      trim: '#f4f1ea',
      doors: [
        [-2.6, -0.2, 0, 2.3, 3, 4],
        [0.6, 3.0, 0, 2.3, 3, 4],
      ],
      arch: [2.2, 3.8, 2.45],
      cans: [
        [-2.2, 2.2],
        [1.6, 2.2],
        [-2.2, 5.0],
        [1.6, 5.0],
      ],
      canColour: NEUTRAL,
      daylight: 7,
      seed: 41,
    },
    [
      drapes(-3.25, -2.75, 7.2, 2.6, hex('#cbbfa9')),
      drapes(-0.05, 0.45, 7.2, 2.6, hex('#cbbfa9')),
      drapes(3.1, 3.55, 7.2, 2.6, hex('#cbbfa9')),
      ...ceilingFan(-0.6, 3.6, 2.75, hex('#6b4c32')),
    ],
  );
  return {
    world,
    seed: 44,
    finish: { key: 0.19, bloom: 0.15, vignette: 0.35, grain: 0.016, saturation: 1.0 },
    dof: [8, 12, 2],
    after: (v, mask) => {
      const paint = floorPaint(v);
      paintMetallic(v, mask, paint, METALLIC_BLUE);
      coatAll(v, mask, paint, 1);
      return { paint, look: { ...GLOSSY_COAT, waviness: 0.003, metallic: 0.35 } };
    },
    before: (v, mask) => {
      const paint = floorPaint(v);
      paintConcrete(v, mask, paint, 45, [1.12, 1.1, 1.06], 0.15);
      // Tile covered the dining half (far), carpet the living half (near).
      addThinset(
        v,
        mask,
        paint,
        0.4,
        46,
        (x, z) => smoothstep(3.4, 4.2, z) * (0.55 + 0.45 * smoothstep(-3, 1, x)),
      );
      addCracks(
        v,
        mask,
        paint,
        crackSegments(
          [
            [-left + 0.2, 3.1, -0.05, 7.8, 0.003],
            [0.9, 1.0, 1.2, 5.5, 0.0026],
            [-1.6, back - 0.1, -1.9, 3.4, 0.0022],
          ],
          47,
          0.55,
        ),
      );
      // Tack strip: a dark line of old wood and nail holes 2 cm off each wall, and pad glue stains near it.
      addStains(
        v,
        mask,
        paint,
        [
          { kind: 'pet', x: -1.2, z: 2.0, r: 0.35 },
          { kind: 'tide', x: 1.8, z: 2.6, r: 0.6 },
        ],
        48,
      );
      paintLine(v, mask, paint, '#3b2f24', 0.025, (x) => x + left - 0.04, 0.3, 49);
      paintLine(v, mask, paint, '#3b2f24', 0.025, (x) => right - 0.04 - x, 0.3, 50);
      return { paint, look: BARE };
    },
  };
}

const KENDALL_QUARTZ = ['#a47e55', '#c9a274', '#e2c9a2', '#6e5238', '#f0e6d2', '#b89670'];

/**
 * Kendall: a ground-floor family room, sliding glass doors to the yard. After: tan and brown quartz
 * under a clear high-gloss coat. Before: carpet glue in trowel arcs, pet stains, a water tide line by
 * the doors from the storm, tack strip lines.
 */
export function kendallFamilyRoom(): Scene {
  const left = 3.7;
  const right = 3.9;
  const back = 6.6;
  const world = homeRoom(
    {
      left,
      right,
      back,
      ceiling: 2.6,
      wall: '#d9ccb5',
      trim: '#f1ece2',
      doors: [[-1.9, 1.9, 0, 2.1, 2, 1]],
      cans: [
        [-1.5, 2.0],
        [1.5, 2.0],
        [-1.5, 4.4],
        [1.5, 4.4],
      ],
      canColour: WARM,
      daylight: 6,
      seed: 51,
    },
    [
      drapes(-2.6, -2.0, 6.6, 2.4, hex('#d8d0bf')),
      drapes(2.0, 2.6, 6.6, 2.4, hex('#d8d0bf')),
      ...ceilingFan(0, 3.3, 2.6, hex('#f2efe8')),
      // A wall-mounted television on the right wall.
      box(right - 0.05, right - 0.01, 1.05, 1.75, 3.2, 4.45, glossy(grey(0.02), 0.05)),
    ],
  );
  return {
    world,
    seed: 54,
    finish: { key: 0.18, bloom: 0.12, vignette: 0.4, grain: 0.018, saturation: 0.92 },
    dof: [6, 9, 2],
    after: (v, mask) => {
      const paint = floorPaint(v);
      paintQuartz(v, mask, paint, KENDALL_QUARTZ, 0.0022, 55);
      coatAll(v, mask, paint, 1);
      return { paint, look: { ...GLOSSY_COAT, clarity: 0.55 } };
    },
    before: (v, mask) => {
      const paint = floorPaint(v);
      paintConcrete(v, mask, paint, 56, [1.0, 0.98, 0.94], 0.1);
      addAdhesive(v, mask, paint, 57, (x, z) => 0.5 - 0.3 * smoothstep(4.5, 6.2, z) + 0.1 * Math.sin(x));
      addStains(
        v,
        mask,
        paint,
        [
          { kind: 'pet', x: -2.2, z: 3.0, r: 0.4 },
          { kind: 'pet', x: 1.4, z: 2.2, r: 0.28 },
          { kind: 'pet', x: 2.6, z: 4.1, r: 0.33 },
          { kind: 'tide', x: -0.3, z: back - 0.6, r: 1.6 },
          { kind: 'tide', x: 0.6, z: back - 0.3, r: 1.1 },
          { kind: 'rust', x: -3.1, z: 5.6, r: 0.2 },
        ],
        58,
      );
      paintLine(v, mask, paint, '#3b2f24', 0.025, (x) => x + left - 0.04, 0.25, 59);
      paintLine(v, mask, paint, '#3b2f24', 0.025, (x) => right - 0.04 - x, 0.25, 60);
      return { paint, look: BARE };
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Doral: distribution warehouse aisle
// ---------------------------------------------------------------------------------------------------------

/**
 * Doral: an aisle between pallet racks under high-bay lights, a dock door open at the end. After:
 * grey high-build epoxy, crisp yellow forklift lanes and a striped walkway. Before: dusty bare slab,
 * tyre paths spalled to aggregate and pitted, black tyre marks, lane lines worn to ghosts.
 */
export function doralWarehouse(): Scene {
  const half = 8;
  const back = 45;
  const ceiling = 10;
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
  const world = createWorld({
    lights,
    ambient: [0.12, 0.125, 0.13],
    floorAlbedo: [0.2, 0.2, 0.2],
    room: {
      left: half,
      right: half,
      back,
      ceiling,
      shade(kind, a, b, e, out) {
        if (kind === CEILING) {
          let glow = 0;
          for (const [x, z] of fixtures)
            glow = Math.max(glow, band(a, x - 0.18, x + 0.18, 0.02) * band(b, z - 0.6, z + 0.6, 0.02));
          wall(out, e, grey(0.25 - 0.15 * stripes(b, 2, 0.12, 0.02)), bay, glow);
          return;
        }
        if (kind === BACK) {
          const doorIndex = Math.round(a / 5);
          const door = Math.abs(a - doorIndex * 5) < 1.5 && b < 3.2 && Math.abs(doorIndex) <= 1;
          if (door && doorIndex === 1) wall(out, e, grey(0), scale(DAYLIGHT, 9), 1);
          else if (door) wall(out, e, grey(0.45 * (1 - 0.4 * stripes(b, 0.12, 0.02, 0.02))));
          else wall(out, e, grey(0.32 * (1 - 0.3 * stripes(a, 0.3, 0.08, 0.02))));
          return;
        }
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
        wall(out, e, albedo);
      },
    },
  });
  const lanes = (x: number) => Math.min(Math.abs(Math.abs(x) - 2.4), Math.abs(Math.abs(x) - 6.4));
  return {
    world,
    seed: 64,
    finish: { key: 0.13, bloom: 0.12, vignette: 0.4, grain: 0.02, saturation: 0.95 },
    dof: [18, 40, 2],
    after: (v, mask) => {
      const paint = floorPaint(v);
      paintSolid(v, mask, paint, '#7b8084', 53);
      coatAll(v, mask, paint, 0.9, 0.045);
      paintLine(v, mask, paint, '#e5ad0c', 0.1, lanes);
      // The pedestrian crossing: yellow bars across the aisle.
      const stripeC = hex('#e5ad0c');
      eachFloorPixelExport(v, mask, (i, x, z, fpx) => {
        if (z < 14 || z > 16 || Math.abs(x) > 2.35) return;
        const k = stripes(x + 0.25, 0.6, 0.3, fpx) * band(z, 14, 16, 0.01);
        for (let c = 0; c < 3; c++)
          paint.albedo[3 * i + c] = paint.albedo[3 * i + c]! + (stripeC[c]! - paint.albedo[3 * i + c]!) * k;
      });
      return { paint, look: { f0: 0.045, clarity: 0.5, crisp: [1, 3], hazy: [6, 24], waviness: 0.005 } };
    },
    before: (v, mask) => {
      const paint = floorPaint(v);
      paintConcrete(v, mask, paint, 65, [1.05, 1.03, 1.0], 0.3);
      // Forklifts run in the middle of the aisle: their tyre paths are where the slab broke down.
      const rng = createNoise(66);
      const patches: Array<[number, number, number]> = [];
      for (let k = 0; k < 26; k++) {
        const side = k % 2 === 0 ? -0.9 : 0.9;
        patches.push([
          side + 0.35 * fbm(rng, k, 1, 1),
          2.2 + k * 1.3 + 0.6 * fbm(rng, k, 3, 1),
          0.25 + 0.25 * (0.5 + fbm(rng, k, 5, 1)),
        ]);
      }
      addSpalls(
        v,
        mask,
        paint,
        67,
        patches,
        (x) => 0.15 + 0.25 * Math.exp(-(((Math.abs(x) - 0.9) / 0.5) ** 2)),
      );
      const marks: Stain[] = [];
      for (let k = 0; k < 18; k++)
        marks.push({
          kind: 'tire',
          x: (k % 2 ? 0.9 : -0.9) + 0.2 * fbm(rng, k, 9, 1),
          z: 3 + k * 1.9,
          r: 0.22,
          stretch: 6,
        });
      marks.push(
        { kind: 'oil', x: 1.6, z: 6.5, r: 0.35 },
        { kind: 'oil', x: -3.2, z: 10, r: 0.5 },
        { kind: 'oil', x: 3.8, z: 4.4, r: 0.25 },
      );
      addStains(v, mask, paint, marks, 68);
      paintLine(v, mask, paint, '#b9942a', 0.1, lanes, 0.75, 69);
      return { paint, look: BARE };
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Wynwood: furniture showroom in a converted warehouse
// ---------------------------------------------------------------------------------------------------------

/** A sofa: base, seat cushions, back and arms, in one fabric. Faces the camera's side (-z) when yaw is 0. */
function sofa(cx: number, cz: number, width: number, yaw: number, fabric: RGB): Solid[] {
  const c = Math.cos(yaw);
  const s = Math.sin(yaw);
  const at = (lx: number, lz: number): [number, number] => [cx + c * lx + s * lz, cz - s * lx + c * lz];
  const cloth = matte((h) => scale(fabric, h.face === 5 ? 1.05 : 0.92));
  const dark = matte(grey(0.04));
  const hw = width / 2;
  const parts: Solid[] = [];
  const [bx, bz] = at(0, 0.05);
  parts.push(orientedBox(bx, bz, hw - 0.02, 0.42, 0.04, 0.2, yaw, dark));
  const [sx, sz] = at(0, -0.02);
  parts.push(orientedBox(sx, sz, hw - 0.16, 0.38, 0.2, 0.44, yaw, cloth));
  const [kx, kz] = at(0, 0.36);
  parts.push(orientedBox(kx, kz, hw - 0.02, 0.1, 0.2, 0.82, yaw, cloth));
  for (const side of [-1, 1]) {
    const [ax, az] = at(side * (hw - 0.09), 0.02);
    parts.push(orientedBox(ax, az, 0.09, 0.44, 0.2, 0.62, yaw, cloth));
  }
  return parts;
}

/** A table: top and four legs. */
function table(
  cx: number,
  cz: number,
  hw: number,
  hd: number,
  height: number,
  top: Material,
  legs: Material,
): Solid[] {
  const out: Solid[] = [box(cx - hw, cx + hw, height - 0.04, height, cz - hd, cz + hd, top)];
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      out.push(
        box(
          cx + sx * (hw - 0.06) - 0.025,
          cx + sx * (hw - 0.06) + 0.025,
          0,
          height - 0.04,
          cz + sz * (hd - 0.06) - 0.025,
          cz + sz * (hd - 0.06) + 0.025,
          legs,
        ),
      );
  return out;
}

/** A rug lying on the floor (a thin slab; its edges and texture read at a glance). */
function rug(cx: number, cz: number, hw: number, hd: number, colour: RGB, seed: number): Solid {
  const n = createNoise(seed);
  return orientedBox(
    cx,
    cz,
    hw,
    hd,
    0,
    0.012,
    0,
    matte((h) =>
      scale(
        colour,
        0.85 +
          0.25 * (0.5 + fbm(n, h.u * 8, h.v * 8, 3, h.fp * 8)) -
          0.2 * band(h.u, 0.1, hw * 2 - 0.1, 0.02) * 0,
      ),
    ),
    false,
  );
}

/**
 * Wynwood: a 1960s warehouse turned furniture showroom: whitewashed brick, black-painted trusses and
 * pendants under a high roof, steel windows, a roll-up loading door, sofas and tables on display.
 * After: light grey solid epoxy with a yellow line at the loading door. Before: the same room on the old
 * slab, pitted and spalled from decades of pallet jacks, with patched holes.
 */
export function wynwoodShowroom(): Scene {
  const left = 7.5;
  const right = 6.5;
  const back = 17;
  const ceiling = 5.2;
  const pendant = scale(WARM, 60);
  const pendants: Array<[number, number]> = [];
  for (const x of [-4, 0, 4]) for (const z of [4, 8.5, 13]) pendants.push([x, z]);
  const lights: Lights = [];
  for (const [x, z] of pendants) addPanel(lights, x - 0.18, x + 0.18, z - 0.18, z + 0.18, 3.6, pendant);
  // Daylight through the steel windows on the left wall is approximated by a soft skylight strip.
  addPanel(lights, -left + 0.3, -left + 1.2, 3, 15, ceiling - 0.1, scale(DAYLIGHT, 3.5), 1, 6);
  const black = matte(grey(0.025));
  const brickN = createNoise(71);
  const solids: Solid[] = [];
  // Trusses: bottom chords across the room and a duct along it.
  for (let z = 3; z < back; z += 3.5) solids.push(box(-left, right, 4.55, 4.7, z - 0.08, z + 0.08, black));
  solids.push(prism(2.5, 0, 0.35, 12, 4.3, 5.0, black));
  solids[solids.length - 1] = box(2.15, 2.85, 4.2, 4.75, 0, back, black);
  // Pendant shades and their cords.
  for (const [x, z] of pendants) {
    solids.push(prism(x, z, 0.22, 12, 3.6, 3.85, glossy(grey(0.02), 0.06)));
    solids.push(box(x - 0.006, x + 0.006, 3.85, 4.6, z - 0.006, z + 0.006, black));
  }
  // Display groups: sofas with a coffee table on a rug; a dining table; an armchair pair.
  solids.push(rug(-2.4, 6.2, 1.6, 1.2, hex('#b9ad98'), 72));
  solids.push(...sofa(-2.4, 7.2, 2.3, 0, hex('#5c6e72')));
  solids.push(...sofa(-4.2, 6.0, 1.8, Math.PI / 2, hex('#c4b59c')));
  solids.push(...table(-2.2, 5.9, 0.55, 0.35, 0.42, glossy(hex('#6e4a2d'), 0.05), black));
  solids.push(...table(3.0, 8.0, 1.0, 0.5, 0.76, glossy(hex('#8a6441'), 0.05), black));
  for (const x of [2.3, 3.7])
    for (const z of [7.2, 8.8])
      solids.push(
        box(x - 0.22, x + 0.22, 0, 0.46, z - 0.22, z + 0.22, matte(hex('#2d2a26'))),
        box(
          x - 0.22,
          x + 0.22,
          0.46,
          0.9,
          z + (z < 8 ? -0.22 : 0.18),
          z + (z < 8 ? -0.18 : 0.22),
          matte(hex('#2d2a26')),
        ),
      );
  solids.push(...sofa(2.8, 12.4, 2.6, 0, hex('#8a3f2b')));
  solids.push(...sofa(-2.0, 13.5, 2.0, 0, hex('#3e4a5c')));
  const world = createWorld({
    lights,
    ambient: [0.32, 0.31, 0.3],
    solids,
    floorAlbedo: [0.4, 0.4, 0.4],
    room: {
      left,
      right,
      back,
      ceiling,
      shade(kind, a, b, e, out, dx, dy, dz) {
        if (kind === CEILING) {
          const deck = 1 - 0.4 * stripes(a, 0.15, 0.05, 0.01);
          wall(out, e, grey(0.05 * deck));
          return;
        }
        // Whitewashed brick: running bond, mortar joints, some bricks showing through the paint.
        const u = a;
        const row = Math.floor(b / 0.075);
        const brick = Math.floor((u + (row % 2) * 0.1) / 0.2);
        const joint = Math.max(stripes(b, 0.075, 0.01, 0.01), stripes(u + (row % 2) * 0.1, 0.2, 0.01, 0.01));
        const tone = 0.88 + 0.12 * (((row * 31 + brick * 17) % 7) / 7);
        const showThrough = smoothstep(0.3, 0.55, fbm(brickN, u * 0.5 + kind, b * 0.5, 4)) * 0.25;
        let albedo = mixRGB(hex('#e8e4dc'), hex('#9a5a40'), showThrough * (0.6 + 0.4 * tone));
        albedo = scale(albedo, tone * (1 - 0.35 * joint));
        if (kind === LEFT && b > 1.2 && b < 4.2) {
          // Steel factory windows: a grid of small lites.
          const wz = ((a - 2) % 4.5) + 0;
          if (a > 2 && a < back - 1 && wz < 3.2) {
            const mull = Math.max(stripes(wz, 0.4, 0.04, 0.01), stripes(b, 0.5, 0.04, 0.01));
            const sky: RGB = [5.5, 6, 6.6];
            wall(out, e, grey(0.03), scale(sky, 1 - mull), 1 - mull);
            return;
          }
        }
        if (kind === BACK) {
          // The roll-up loading door, and a glass office front beside it.
          if (a > -5.5 && a < -2 && b < 3.6) {
            const slat = 1 - 0.4 * stripes(b, 0.08, 0.015, 0.01);
            wall(out, e, scale(hex('#9aa0a4'), slat));
            return;
          }
          if (a > 1 && a < 5.5 && b < 3) {
            const mull = Math.max(stripes(a - 1, 1.5, 0.05, 0.01), bandCoverage(b - 2.3, 0.05, 0.01));
            const inside: RGB = [1.1, 1.05, 0.95];
            wall(out, e, grey(0.03), scale(inside, 1 - mull), 1 - mull);
            void dx;
            void dy;
            void dz;
            return;
          }
        }
        wall(out, e, albedo);
      },
    },
  });
  const door = (x: number, z: number) => (x > -5.6 && x < -1.9 ? Math.abs(z - (back - 1.2)) : 99);
  return {
    world,
    seed: 74,
    finish: { key: 0.2, bloom: 0.14, vignette: 0.35, grain: 0.018, saturation: 0.95 },
    dof: [12, 20, 2],
    after: (v, mask) => {
      const paint = floorPaint(v);
      paintSolid(v, mask, paint, '#b9bcbd', 75);
      coatAll(v, mask, paint, 1);
      paintLine(v, mask, paint, '#e5ad0c', 0.1, door);
      return { paint, look: { ...GLOSSY_COAT, clarity: 0.55 } };
    },
    before: (v, mask) => {
      const paint = floorPaint(v);
      paintConcrete(v, mask, paint, 76, [1.0, 0.98, 0.95], 0.25);
      const rng = createNoise(77);
      const patches: Array<[number, number, number]> = [];
      for (let k = 0; k < 34; k++)
        patches.push([
          -6 + 12 * (0.5 + 0.5 * fbm(rng, k * 1.7, 1, 1)),
          1.8 + 14 * (0.5 + 0.5 * fbm(rng, k * 2.3, 4, 1)),
          0.2 + 0.45 * (0.5 + fbm(rng, k, 7, 1)),
        ]);
      addSpalls(v, mask, paint, 78, patches, () => 0.35);
      addStains(
        v,
        mask,
        paint,
        [
          { kind: 'oil', x: 1.0, z: 4.5, r: 0.5 },
          { kind: 'rust', x: -0.8, z: 9.5, r: 0.4 },
          { kind: 'tire', x: -3.7, z: 12, r: 0.3, stretch: 8 },
          { kind: 'tire', x: -2.5, z: 12, r: 0.3, stretch: 8 },
        ],
        79,
      );
      return { paint, look: BARE };
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// A finished basement
// ---------------------------------------------------------------------------------------------------------

/** Basement and lower-level rooms: warm saddle flake with a satin sheen. */
const SADDLE_FLAKE: FlakeBlend = {
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
};

/** Garage flake in tan, grey and black. */
export const TAN_FLAKE: FlakeBlend = {
  seed: 23,
  base: '#8f8576',
  palette: [
    ['#1d1c1b', 22],
    ['#5d5a55', 20],
    ['#a39c90', 20],
    ['#c9b79a', 18],
    ['#8a6f52', 12],
    ['#ece6da', 8],
  ],
  radius: 0.0036,
  coverage: 3,
};

/**
 * A finished basement: low ceiling, hopper windows high in the back wall, a sectional sofa on a rug,
 * a media console, warm can lights; the floor a satin saddle-tone flake.
 */
export function basementRoom(): Scene {
  const left = 3.6;
  const right = 3.8;
  const back = 6.4;
  const world = homeRoom(
    {
      left,
      right,
      back,
      ceiling: 2.4,
      wall: '#d7c8ae',
      trim: '#efe9de',
      doors: [
        [-2.7, -1.3, 1.75, 2.2, 2, 1],
        [1.2, 2.6, 1.75, 2.2, 2, 1],
      ],
      cans: [
        [-1.4, 1.8],
        [1.4, 1.8],
        [-1.4, 4.2],
        [1.4, 4.2],
      ],
      canColour: WARM,
      daylight: 3,
      seed: 81,
    },
    [
      ...sofa(-0.9, 4.9, 2.6, 0, hex('#6a6f73')),
      ...sofa(-2.7, 3.9, 1.8, Math.PI / 2, hex('#6a6f73')),
      rug(-0.8, 3.9, 1.5, 1.0, hex('#c9bfae'), 82),
      ...table(-0.8, 3.8, 0.5, 0.3, 0.42, glossy(hex('#4a3526'), 0.05), matte(grey(0.05))),
      box(right - 0.45, right - 0.02, 0, 0.55, 2.6, 4.6, glossy(hex('#2f2620'), 0.05)),
      box(right - 0.06, right - 0.02, 0.95, 1.6, 2.9, 4.3, glossy(grey(0.02), 0.05)),
    ],
  );
  return {
    world,
    seed: 84,
    finish: { key: 0.16, bloom: 0.12, vignette: 0.42, grain: 0.018, saturation: 0.9 },
    dof: [5, 8, 2],
    after: (v, mask) => {
      const paint = floorPaint(v);
      paintFlakes(v, mask, paint.albedo, SADDLE_FLAKE);
      coatAll(v, mask, paint, 0.75, 0.045);
      return { paint, look: { f0: 0.045, clarity: 0.3, crisp: [2, 5], hazy: [10, 34], waviness: 0.005 } };
    },
  };
}
