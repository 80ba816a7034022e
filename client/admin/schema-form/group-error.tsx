/** The error of a whole group (a list, an object, an image): marked for `firstFieldToFix`. */
export function GroupError({ error }: { error?: string | undefined }) {
  return error ? (
    <p data-group-error className="mb-2 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}
