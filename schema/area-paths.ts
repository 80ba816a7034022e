/** Page paths of places and postcodes (decision 019): the tables' own slugs. */

/** `/locations/england/west-yorkshire/leeds`. */
export const placePath = (slug: string) => `/locations/${slug}`;

/** `/postcodes/ls`, `/postcodes/ls6`, `/postcodes/ls6/1`. */
export const postcodePath = (slug: string) => `/postcodes/${slug}`;
