import { Router, type Response } from 'express';
import { PREVIEW_FRAME_PATH, PREVIEW_FRAME_ROOT_ID } from '#shared/routes/preview-frame';

/**
 * The site's CSP with three changes for the preview frame: no scripts at all (the editor renders
 * into the frame from its own window), no form submissions, and framing allowed by our own
 * origin only. Every other directive (images, fonts, styles) stays as the site sends it.
 */
export function previewFrameCsp(siteCsp: string): string {
  const directives = siteCsp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .filter((d) => !/^(script-src|form-action|frame-ancestors)(\s|$)/.test(d));
  return [...directives, "script-src 'none'", "form-action 'none'", "frame-ancestors 'self'"].join(
    ';',
  );
}

const DOCUMENT = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Preview</title>
</head>
<body class="bg-white text-slate-900 antialiased">
<div id="${PREVIEW_FRAME_ROOT_ID}" class="flow-root"></div>
</body>
</html>
`;

/**
 * The preview iframe's document: the same origin as the editor, no data and no script. The editor
 * copies its stylesheets in and renders the draft into it, so the page's own media queries apply
 * at the iframe's width (decision 050). Only this route may be framed, and only by this site.
 */
export function previewFrameRouter() {
  const router = Router();
  router.get(PREVIEW_FRAME_PATH, (_req, res: Response) => {
    const siteCsp = res.getHeader('Content-Security-Policy');
    if (typeof siteCsp === 'string')
      res.setHeader('Content-Security-Policy', previewFrameCsp(siteCsp));
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(DOCUMENT);
  });
  return router;
}
