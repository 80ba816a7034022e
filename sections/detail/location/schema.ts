import { z } from 'zod';
import { detailBase } from '../detail-base';

/** Where the lot is: address and postcode, a map, and a link to the lots around it. */
export const LocationDetailSchema = z.object({
  ...detailBase('location', 'Location'),
  map: z
    .enum(['static', 'interactive', 'none'])
    .default('static')
    .describe(
      'static: a drawn UK map with the lot marked (no JavaScript); interactive: the live map where the site has one, with the drawn map until it loads; none: address only',
    ),
  show_coordinates: z.boolean().default(false).describe('Latitude and longitude under the address'),
  nearby_link_label: z.string().trim().min(1).max(60).default('See lots nearby on the map'),
});
export type LocationDetail = z.infer<typeof LocationDetailSchema>;
