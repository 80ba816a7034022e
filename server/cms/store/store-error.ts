/** An expected store failure (missing page, clash, invalid content): the API answers with its status. */
export class CmsStoreError extends Error {
  constructor(
    public readonly status: 400 | 404 | 409,
    message: string,
    public readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'CmsStoreError';
  }
}

export const notFound = (what: string) => new CmsStoreError(404, `${what} was not found`);
