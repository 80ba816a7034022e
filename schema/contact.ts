import { z } from 'zod';

/** The contact form body; `website` is a honeypot people never see or fill. */
export const ContactBodySchema = z.object({
  name: z.string({ message: 'Enter your name' }).trim().min(1, 'Enter your name').max(100),
  email: z
    .string({ message: 'Enter your e-mail address' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid e-mail address')),
  subject: z.string().trim().max(120).default('General enquiry'),
  message: z
    .string({ message: 'Enter your message' })
    .trim()
    .min(10, 'Write at least 10 characters')
    .max(5000, 'Keep it under 5,000 characters'),
  website: z.string().max(200).optional(),
  return_to: z
    .string()
    .regex(/^\/(?!\/)[^\s]*$/)
    .max(500)
    .optional(),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
