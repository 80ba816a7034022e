/**
 * What an editor sees on a page with no sections (decision 043), on the page itself and in the
 * admin's preview. Visitors never see it: for them the page answers 404 until it has a section.
 */
export function EmptyPageNotice({ editHref }: { editHref?: string | undefined }) {
  return (
    <div
      role="note"
      data-empty-page=""
      className="mx-auto my-12 max-w-2xl rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-700"
    >
      <h2 className="text-xl font-semibold text-slate-900">This page has no sections yet</h2>
      <p className="mt-2">
        Visitors are shown &ldquo;Page not found&rdquo; here until it has at least one section.
      </p>
      {editHref ? (
        <p className="mt-4">
          <a
            href={editHref}
            className="inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Add sections in the editor
          </a>
        </p>
      ) : null}
    </div>
  );
}
