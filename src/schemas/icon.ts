/**
 * The icon names content may use. Plain data: the renderer (components/ui/icon.tsx) maps each name
 * to a lucide component, and `satisfies Record<IconName, …>` there keeps the two in step.
 */
import { z } from 'zod';

export const iconNames = [
  'arrowRight',
  'award',
  'badgeCheck',
  'building',
  'calendar',
  'car',
  'check',
  'circleCheck',
  'circleX',
  'clipboard',
  'clock',
  'droplets',
  'dumbbell',
  'factory',
  'fileText',
  'flame',
  'gem',
  'graduationCap',
  'hammer',
  'handshake',
  'hardHat',
  'heartPulse',
  'house',
  'layers',
  'leaf',
  'mail',
  'mapPin',
  'message',
  'palette',
  'phone',
  'play',
  'pool',
  'ruler',
  'search',
  'shieldCheck',
  'sparkles',
  'star',
  'store',
  'sun',
  'thermometerSun',
  'thumbsUp',
  'timer',
  'truck',
  'users',
  'utensils',
  'video',
  'warehouse',
  'waves',
  'wind',
  'wrench',
] as const;

/** One of the site's icon names, e.g. "shieldCheck". */
export const iconSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconSchema>;
