import {
  ArrowRight,
  Award,
  BadgeCheck,
  Building,
  Calendar,
  Car,
  Check,
  CircleCheck,
  CircleX,
  Clock,
  Droplets,
  Factory,
  Gem,
  Hammer,
  Handshake,
  HardHat,
  House,
  Layers,
  Mail,
  MapPin,
  MessageSquare,
  Palette,
  Phone,
  ShieldCheck,
  Sparkles,
  Star,
  Sun,
  ThermometerSun,
  ThumbsUp,
  Timer,
  Users,
  Warehouse,
  WavesLadder,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

import { cn } from '@/lib/cn';

/**
 * The icons the content may name. Data files refer to icons by these names (plain strings stay
 * serialisable and typo-checked); the component resolves them to static SVG at build.
 */
const icons = {
  arrowRight: ArrowRight,
  award: Award,
  badgeCheck: BadgeCheck,
  building: Building,
  calendar: Calendar,
  car: Car,
  check: Check,
  circleCheck: CircleCheck,
  circleX: CircleX,
  clock: Clock,
  droplets: Droplets,
  factory: Factory,
  gem: Gem,
  hammer: Hammer,
  handshake: Handshake,
  hardHat: HardHat,
  house: House,
  layers: Layers,
  mail: Mail,
  mapPin: MapPin,
  message: MessageSquare,
  palette: Palette,
  phone: Phone,
  pool: WavesLadder,
  shieldCheck: ShieldCheck,
  sparkles: Sparkles,
  star: Star,
  sun: Sun,
  thermometerSun: ThermometerSun,
  thumbsUp: ThumbsUp,
  timer: Timer,
  users: Users,
  warehouse: Warehouse,
  wrench: Wrench,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export interface IconProps {
  name: IconName;
  className?: string;
  /** Text for a meaningful icon; decorative icons (the default) are hidden from assistive technology. */
  label?: string;
}

/** A lucide icon by name, decorative unless given a label. */
export function Icon({ name, className, label }: IconProps) {
  const Component = icons[name];
  return label ? (
    <Component className={cn('size-5 shrink-0', className)} role="img" aria-label={label} />
  ) : (
    <Component className={cn('size-5 shrink-0', className)} aria-hidden="true" focusable="false" />
  );
}
