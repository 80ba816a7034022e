/** Where the page editor's preview iframe loads its empty, script-free document from (decision 050). */
export const PREVIEW_FRAME_PATH = '/admin/preview-frame';

/** The element the editor renders the preview into, inside that document. */
export const PREVIEW_FRAME_ROOT_ID = 'preview-root';
