/**
 * Home page copy (spec part 1, "Home /" and "Company facts"). Figures are the spec's:
 * 1,247 projects, 98% satisfaction (638+ reviews), 2,847,000 sq ft, 67% referral rate, 15+ years,
 * 4.9/5 rating, 24-hour quote response, monthly figures 28, 34, 87 and 19.
 */
import type { IconName } from '../components/ui/icon.tsx';
import type { ImageName } from './images.ts';
import { routes, serviceRoute, type SiteRoute } from '../lib/routes.ts';

export interface Stat {
  value: string;
  label: string;
  detail: string;
}

export interface Benefit {
  icon: IconName;
  title: string;
  description: string;
}

export interface ServiceCard {
  title: string;
  description: string;
  features: readonly string[];
  image: ImageName;
  href: SiteRoute;
}

/** One counted figure: the number counts up; prefix and suffix stay still. */
export interface CounterStat {
  value: number;
  prefix?: string;
  suffix?: string;
  label: string;
  detail?: string;
}

export interface ComparisonRow {
  feature: string;
  professional: string;
  diy: string;
}

export const homeMeta = {
  title: 'Epoxy Floor Installation in Miami-Dade & Broward | Coral Coast Epoxy Floors',
  description:
    'Garage, commercial and metallic epoxy floors built for South Florida heat and humidity. Licensed and insured since 2009, 4.9-star rated, written quotes within 24 hours.',
};

export const hero = {
  eyebrow: 'Miami-Dade & Broward epoxy floor specialists',
  title: 'Epoxy floors built for South Florida heat, humidity and salt air',
  lead: 'Garage, commercial and metallic floors installed by our own licensed, insured crews. Free on-site estimate, written quote within 24 hours.',
  quoteLabel: 'Get My Free Quote',
  trust: ['Licensed & insured', 'Lifetime warranty', 'Quotes within 24 hours'],
};

export const intro = {
  eyebrow: 'Since 2009',
  title: 'One crew, one system, a floor that lasts',
  text: 'We are a South Florida flooring company, not a franchise. Every floor is ground to bare concrete with diamond tooling, tested for moisture, and coated with 100% solids epoxy and a UV-stable polyaspartic topcoat by the same employees from start to finish.',
  stats: [
    {
      value: '15+',
      label: 'Years of experience',
      detail: 'Installing floors across South Florida since 2009',
    },
    { value: '4.9/5', label: 'Customer rating', detail: 'Weighted across 638+ reviews on five platforms' },
    {
      value: '24-hour',
      label: 'Quote response',
      detail: 'A written, itemized quote the day after your visit',
    },
    {
      value: '$2M',
      label: 'Liability coverage',
      detail: 'General liability plus workers’ comp on every job',
    },
  ] satisfies Stat[],
};

export const benefits = {
  eyebrow: 'The difference',
  title: 'Why South Florida homeowners and managers choose us',
  intro: 'Four things you get on every job, from a one-car garage in Hialeah to a Doral warehouse.',
  items: [
    {
      icon: 'thermometerSun',
      title: 'Made for the climate',
      description:
        'Moisture testing on every slab, vapor barrier primers where readings call for them, and UV-stable topcoats that do not yellow in the sun.',
    },
    {
      icon: 'users',
      title: 'Our own crews',
      description:
        'Eighteen full-time employees trained in-house for six months. No day-labor subcontractors on your floor.',
    },
    {
      icon: 'timer',
      title: 'Fast, clean installs',
      description:
        'Most garages are done in 2-3 days with dust-controlled diamond grinding, and the floor is walkable after 24 hours.',
    },
    {
      icon: 'shieldCheck',
      title: 'Warranty in writing',
      description:
        'A lifetime warranty on residential garage systems and a 30-day follow-up inspection on every project.',
    },
  ] satisfies Benefit[],
};

export const services = {
  eyebrow: 'Services',
  title: 'Floors for garages, businesses and showpiece rooms',
  intro:
    'Three of our seven services. Each one starts with the same surface preparation; the finish is yours to choose.',
  items: [
    {
      title: 'Garage floors',
      description:
        'Decorative flake systems that shrug off hot tires, oil drips and the rainy season, in the color blend you pick.',
      features: ['Diamond-ground prep', 'Crack and pit repair', 'Anti-slip topcoat'],
      image: 'garage-flake',
      href: serviceRoute('garage'),
    },
    {
      title: 'Commercial floors',
      description:
        'Seamless, easy-to-clean floors for shops, kitchens, clinics and showrooms, installed around your opening hours.',
      features: ['Phased or overnight installs', 'Slip-resistant textures', 'Chemical-resistant coats'],
      image: 'commercial-solid',
      href: serviceRoute('commercial'),
    },
    {
      title: 'Metallic epoxy',
      description:
        'One-of-a-kind marbled floors with depth and shimmer for living spaces, showrooms and offices.',
      features: ['Custom color palettes', 'Hand-worked by our lead artisans', 'High-gloss or satin finish'],
      image: 'metallic-swirl',
      href: serviceRoute('metallic'),
    },
  ] satisfies ServiceCard[],
  allLabel: 'See all seven services',
};

export const comparison = {
  eyebrow: 'Pro vs DIY',
  title: 'Professional installation versus a DIY kit',
  intro:
    'A weekend kit looks like a bargain until it peels. Here is what separates a floor that lasts from one you redo.',
  columns: { feature: 'What matters', professional: 'Coral Coast professional install', diy: 'DIY kit' },
  rows: [
    { feature: 'Expected lifespan', professional: '15-20+ years', diy: '1-3 years' },
    {
      feature: 'Surface preparation',
      professional: 'Diamond grinding to open the concrete',
      diy: 'Acid etch or a degreaser wash',
    },
    {
      feature: 'Coating',
      professional: '100% solids epoxy with a polyaspartic topcoat',
      diy: 'Thin water-based epoxy',
    },
    { feature: 'Moisture testing', professional: 'On every slab', diy: 'None' },
    {
      feature: 'Installed cost per sq ft',
      professional: '$8-15',
      diy: '$2-4 in materials, plus your weekend',
    },
    { feature: 'Track record', professional: '1,200+ projects, 98% finished on time', diy: 'Your first try' },
    { feature: 'Warranty', professional: 'Written warranty and 30-day inspection', diy: 'None on labor' },
  ] satisfies ComparisonRow[],
  linkLabel: 'Read the full DIY vs professional breakdown',
};

export const cities = {
  eyebrow: 'Service area',
  title: 'Serving Miami-Dade and Broward',
  intro: 'Our crews cover both counties every week. Here are the cities we work in most.',
  allLabel: 'Ask about your city',
};

export const trackRecord = {
  eyebrow: 'Track record',
  title: 'A track record you can count',
  intro: 'Fifteen years of floors across South Florida, measured.',
  durationMs: 2500,
  stats: [
    { value: 1247, label: 'Projects completed', detail: 'Garages, condos, warehouses and showrooms' },
    { value: 98, suffix: '%', label: 'Customer satisfaction', detail: 'From 638+ reviews' },
    { value: 2847000, label: 'Square feet coated', detail: 'Enough to cover 49 football fields' },
    { value: 67, suffix: '%', label: 'Referral rate', detail: 'Of new customers come from past clients' },
  ] satisfies CounterStat[],
  monthTitle: 'Last month in numbers',
  month: [
    { value: 28, label: 'Floors completed' },
    { value: 34, label: 'Free estimates delivered' },
    { value: 87, label: 'Customer calls answered' },
    { value: 19, label: 'New customers referred by past clients' },
  ] satisfies CounterStat[],
  linkLabel: 'See why customers choose us',
  linkHref: routes.whyChooseUs,
};

export const reviews = {
  eyebrow: 'Reviews',
  title: 'What our customers say',
  intro: 'Real projects, real neighbors. Every review below comes from a finished floor.',
  panelTitle: 'Rated on five review platforms',
};

export const faq = {
  eyebrow: 'FAQ',
  title: 'Questions we hear every week',
  intro: 'Straight answers about cost, timing and Florida conditions.',
  linkLabel: 'Browse all frequently asked questions',
};

export const contact = {
  eyebrow: 'Free estimate',
  title: 'Get your free estimate',
  intro:
    'Tell us about your floor and we will schedule a free on-site visit, measure, test the slab and send a written quote within 24 hours.',
  steps: [
    'Send the form or call: we answer seven days a week.',
    'We visit, measure and test your slab for moisture.',
    'You get a written, itemized quote within 24 hours.',
  ],
  factLabels: { phone: 'Phone', hours: 'Hours', serviceArea: 'Service area' },
};
