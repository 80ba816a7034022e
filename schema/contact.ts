import { z } from 'zod';
import { isSameSitePath } from './return-path';
import { safeString } from './safe-text';

/** The contact form body; `website` is a honeypot people never see or fill. */
export const ContactBodySchema = z.object({
  name: safeString({ message: 'Enter your name' }).trim().min(1, 'Enter your name').max(100),
  email: safeString({ message: 'Enter your e-mail address' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid e-mail address')),
  subject: safeString().trim().max(120).default('General enquiry'),
  message: safeString({ message: 'Enter your message' })
    .trim()
    .min(10, 'Write at least 10 characters')
    .max(5000, 'Keep it under 5,000 characters'),
  website: safeString().max(200).optional(),
  // The page the form was sent from, kept with the message and mailed to the operator: a path on
  // this site only (`/\evil.example` is another host to a browser, as `//evil.example` is), and
  // a path, not a sentence the operator would read as the page's.
  return_to: safeString().max(500).regex(/^\S*$/).refine(isSameSitePath).optional(),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
