/** An expected media failure (bad file, missing image, image in use): the API answers with its status. */
export class MediaError extends Error {
  constructor(
    public readonly status: 400 | 404 | 409 | 413 | 415,
    message: string,
    public readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'MediaError';
  }
}
