import { z } from 'zod';

/** The title every CMS document has (a page, the lot page layout), with messages an editor reads. */
export const DocumentTitleSchema = z
  .string({ message: 'Enter a title' })
  .min(1, 'Enter a title')
  .max(200, 'Use at most 200 characters');
