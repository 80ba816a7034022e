import { z } from 'zod';
import { sectionBase } from '#sections/shared-schemas';

/** A contact form that posts to /api/contact (stored, e-mailed, rate limited, honeypot). */
export const ContactFormSectionSchema = z.object({
  ...sectionBase('contact-form'),
  title: z.string().max(160).default('Contact us'),
  intro: z.string().max(400).optional(),
  subjects: z.array(z.string().min(1).max(120)).max(10).default([]),
  success_message: z.string().max(300).default('Thank you. We will reply within two working days.'),
});
export type ContactFormSection = z.infer<typeof ContactFormSectionSchema>;
