/**
 * What photo-renderer/generate.ts renders: the named images (heroes, cards, city streets) and the
 * gallery projects' before/after pairs, each a scene and a camera.
 */
import {
  TAN_FLAKE,
  basementRoom,
  coralGablesLivingRoom,
  doralWarehouse,
  kendallFamilyRoom,
  pinecrestGarage,
  wynwoodShowroom,
} from './interiors.ts';
import { fortLauderdalePoolDeck } from './outdoors.ts';
import type { Camera, Scene } from './render.ts';
import {
  streetCoralGables,
  streetDoral,
  streetHialeah,
  streetHomestead,
  streetKendall,
  streetMiami,
  streetMiamiBeach,
} from './streets.ts';

/** Heroes are 1920 x 1080; gallery photos 1200 x 900 (the slider crops a square from the middle). */
export const HERO: [number, number] = [1920, 1080];
export const PAIR: [number, number] = [1200, 900];
/** JPEG quality of the sources: astro:assets re-encodes them to AVIF and WebP at build. */
export const QUALITY = 80;

/**
 * Hero framing: the page's words sit over the left half on a laptop, so a shifted lens puts the
 * room's depth (or the street's) right of centre; a phone shows the middle third.
 */
const ROOM_HERO: Camera = { eye: 1.5, pitch: 11, fov: 80, shiftX: 0.12 };
const STREET: Camera = { eye: 1.6, pitch: -2, fov: 68 };

/** The named images: file name, scene, camera. */
export const SHOTS: Array<[string, () => Scene, Camera]> = [
  ['hero-garage-floor', () => pinecrestGarage(), { eye: 1.45, pitch: 13, fov: 82, shiftX: 0.1 }],
  [
    'garage-flake',
    () => pinecrestGarage({ openDoor: true, blend: TAN_FLAKE }),
    { eye: 1.5, pitch: 14, fov: 80, shiftX: 0.14 },
  ],
  ['metallic-swirl', coralGablesLivingRoom, { eye: 1.5, pitch: 17, fov: 80, shiftX: 0.14 }],
  ['commercial-solid', wynwoodShowroom, { eye: 1.6, pitch: 9, fov: 80, shiftX: 0.1 }],
  ['pool-deck-quartz', fortLauderdalePoolDeck, { eye: 1.65, pitch: 6, fov: 78, shiftX: 0.1 }],
  ['industrial-floor', doralWarehouse, { eye: 1.7, pitch: 6, fov: 74, shiftX: 0.18 }],
  ['basement-floor', basementRoom, ROOM_HERO],
  [
    'repair-resurfaced',
    () => pinecrestGarage({ repair: true }),
    { eye: 1.5, pitch: 20, fov: 78, shiftX: 0.08 },
  ],
  ['street-miami', streetMiami, STREET],
  ['street-miami-beach', streetMiamiBeach, STREET],
  ['street-coral-gables', streetCoralGables, STREET],
  ['street-hialeah', streetHialeah, STREET],
  ['street-doral', streetDoral, STREET],
  ['street-kendall', streetKendall, STREET],
  ['street-homestead', streetHomestead, STREET],
];

/** The gallery projects' pairs: project folder, scene, camera. */
export const PAIRS: Array<[string, () => Scene, Camera]> = [
  ['pinecrest-garage-flake', () => pinecrestGarage(), { eye: 1.6, pitch: 19, fov: 74 }],
  [
    'coral-gables-metallic-living-room',
    coralGablesLivingRoom,
    { eye: 1.5, pitch: 14, fov: 80, shiftX: -0.1 },
  ],
  ['wynwood-showroom', wynwoodShowroom, { eye: 1.6, pitch: 12, fov: 78 }],
  ['fort-lauderdale-pool-deck', fortLauderdalePoolDeck, { eye: 1.65, pitch: 9, fov: 76 }],
  ['kendall-family-room', kendallFamilyRoom, { eye: 1.5, pitch: 15, fov: 80, shiftX: 0.08 }],
  ['doral-warehouse', doralWarehouse, { eye: 1.7, pitch: 7, fov: 72 }],
];
