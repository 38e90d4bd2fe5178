/**
 * Business names that have broken sites before, for the tests that render or check the name: an
 * English word that is also an interface string ("Floor", "Main"), accents, an ampersand, an
 * apostrophe, and names of 40 characters. The owner's real name comes from src/data/business.ts;
 * these are the names a rename must survive. The rename check (scripts/test/lib/rename.ts) builds the
 * site once with the first, which has all of the hard parts at once.
 */
export const hardNames = [
  "José's Floor & Coatings of South Florida",
  'Coral Coast Floor Coatings',
  "José's Epoxy",
  'Smith & Sons Floors',
  "O'Brien Garage Floors",
  'Main Street Floors',
  'Northwest Broward Industrial Floor Coats',
] as const;
