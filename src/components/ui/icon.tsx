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
  Clipboard,
  Clock,
  Droplets,
  Dumbbell,
  Factory,
  FileText,
  Flame,
  Gem,
  GraduationCap,
  Hammer,
  Handshake,
  HardHat,
  HeartPulse,
  House,
  Layers,
  Leaf,
  Mail,
  MapPin,
  MessageSquare,
  Palette,
  Phone,
  Play,
  Ruler,
  Search,
  ShieldCheck,
  Sparkles,
  Star,
  Store,
  Sun,
  ThermometerSun,
  ThumbsUp,
  Timer,
  Truck,
  Users,
  Utensils,
  Video,
  Warehouse,
  Waves,
  WavesLadder,
  Wind,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

import { cn } from '#src/lib/cn.ts';
import type { IconName } from '#src/schemas/icon.ts';

/**
 * The renderer for the icon names content may use (src/schemas/icon.ts): each name resolves to a
 * lucide component, drawn as static SVG at build.
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
  clipboard: Clipboard,
  clock: Clock,
  droplets: Droplets,
  dumbbell: Dumbbell,
  factory: Factory,
  fileText: FileText,
  flame: Flame,
  gem: Gem,
  graduationCap: GraduationCap,
  hammer: Hammer,
  handshake: Handshake,
  hardHat: HardHat,
  heartPulse: HeartPulse,
  house: House,
  layers: Layers,
  leaf: Leaf,
  mail: Mail,
  mapPin: MapPin,
  message: MessageSquare,
  palette: Palette,
  phone: Phone,
  play: Play,
  pool: WavesLadder,
  ruler: Ruler,
  search: Search,
  shieldCheck: ShieldCheck,
  sparkles: Sparkles,
  star: Star,
  store: Store,
  sun: Sun,
  thermometerSun: ThermometerSun,
  thumbsUp: ThumbsUp,
  timer: Timer,
  truck: Truck,
  users: Users,
  utensils: Utensils,
  video: Video,
  warehouse: Warehouse,
  waves: Waves,
  wind: Wind,
  wrench: Wrench,
} satisfies Record<IconName, LucideIcon>;

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
