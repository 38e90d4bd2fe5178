/**
 * How a scene becomes photos: a scene is a world (room or street, lights, objects) plus floor painters
 * for the finished floor and, for gallery projects, the floor before the work. A pair is rendered from
 * one camera with one exposure, so the two photos differ only in the floor.
 */
import { finish, meteredExposure, type Finish } from './core.ts';
import type { FloorPaint } from './floors.ts';
import {
  createView,
  depthOfField,
  floorMask,
  renderScene,
  slopeFromHeight,
  type Look,
  type View,
  type World,
} from './world.ts';

/** A camera: eye height (m), downward pitch and horizontal field of view (degrees), lens shift. */
export interface Camera {
  eye: number;
  pitch: number;
  fov: number;
  shiftX?: number;
  shiftY?: number;
}

/** What a floor painter returns: the paint and how its coat reflects. */
interface FloorLook {
  paint: FloorPaint;
  look: Look;
}

export interface Scene {
  world: World;
  /** The finished floor. */
  after: (v: View, mask: Uint8Array) => FloorLook;
  /** The floor before the work (gallery projects only). */
  before?: (v: View, mask: Uint8Array) => FloorLook;
  /** Called with true before the after shot and false before the before shot (a cove base, say). */
  phase?: (after: boolean) => void;
  finish: Omit<Finish, 'seed' | 'exposure'>;
  /** Depth of field: blur from `near` to full at `far` (m), radius in pixels at 1600 wide. */
  dof?: [number, number, number];
  seed: number;
}

function shoot(
  scene: Scene,
  v: View,
  mask: Uint8Array,
  fl: FloorLook,
  exposure: number | undefined,
): { pixels: Uint8Array; exposure: number } {
  const slope = slopeFromHeight(v, mask, fl.paint.height);
  const frame = renderScene(
    v,
    scene.world,
    mask,
    { albedo: fl.paint.albedo, gloss: fl.paint.gloss, slope, f0: fl.paint.f0 },
    fl.look,
    scene.seed,
  );
  if (scene.dof) depthOfField(frame, scene.dof[0], scene.dof[1], scene.dof[2]);
  const used = exposure ?? meteredExposure(frame, scene.finish.key);
  return { pixels: finish(frame, { ...scene.finish, exposure: used, seed: scene.seed + 1 }), exposure: used };
}

/** The finished floor from one camera. */
export function renderAfter(scene: Scene, w: number, h: number, cam: Camera): Uint8Array {
  const v = createView(w, h, cam.eye, cam.pitch, cam.fov, cam.shiftX ?? 0, cam.shiftY ?? 0);
  const mask = floorMask(v, scene.world);
  scene.phase?.(true);
  return shoot(scene, v, mask, scene.after(v, mask), undefined).pixels;
}

/** Before and after from the same camera, exposed alike (the after shot's meter reading). */
export function renderPair(
  scene: Scene,
  w: number,
  h: number,
  cam: Camera,
): { before: Uint8Array; after: Uint8Array } {
  if (!scene.before) throw new Error('This scene has no before floor');
  const v = createView(w, h, cam.eye, cam.pitch, cam.fov, cam.shiftX ?? 0, cam.shiftY ?? 0);
  const mask = floorMask(v, scene.world);
  scene.phase?.(true);
  const after = shoot(scene, v, mask, scene.after(v, mask), undefined);
  scene.phase?.(false);
  const before = shoot(scene, v, mask, scene.before(v, mask), after.exposure);
  return { before: before.pixels, after: after.pixels };
}
