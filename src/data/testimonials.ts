/**
 * Customer testimonials ({name} and {user_content} in the spec). Rendered as text, never as HTML.
 * OWNER: replace with your customers' words, with their permission.
 */
export interface Testimonial {
  name: string;
  location: string;
  /** 1-5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  project: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Marisol G.',
    location: 'Kendall',
    rating: 5,
    project: 'Two-car garage, flake system',
    text: 'They ground off the old peeling paint, filled two long cracks and had a grey-and-black flake floor down in three days. A year and a full rainy season later it still wipes clean, and the kids’ bikes haven’t left a mark.',
  },
  {
    name: 'David R.',
    location: 'Miami Beach',
    rating: 5,
    project: 'Condo parking level',
    text: 'Our condo board needed the parking level recoated without shutting the building down. They worked one section at a time, posted notices for residents in English and Spanish, and finished on the date they quoted.',
  },
  {
    name: 'Alejandro P.',
    location: 'Doral',
    rating: 5,
    project: 'Warehouse floor with safety striping',
    text: 'Forklifts had chewed our old coating to bare concrete. The crew shot-blasted, laid a heavy-duty system and striped the lanes over a long weekend, so we never missed a shipping day.',
  },
];
