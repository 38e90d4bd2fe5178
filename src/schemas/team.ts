/** The people behind the floors (/our-team). */
import { z } from 'zod';

export const teamMemberSchema = z.object({
  name: z.string().min(1),
  /** Job title, e.g. "Founder & Lead Installer". */
  title: z.string().min(1),
  /** The year they joined, e.g. 2009. */
  since: z.number().int().min(1950).max(2100),
  certifications: z.array(z.string().min(1)),
  bio: z.string().min(1),
  expertise: z.array(z.string().min(1)),
  /** An invented person shipped with the site; `npm run launch-check` lists them until replaced. */
  sample: z.boolean().optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
