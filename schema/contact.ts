import { z } from 'zod';
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
  return_to: safeString()
    .regex(/^\/(?!\/)[^\s]*$/)
    .max(500)
    .optional(),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
