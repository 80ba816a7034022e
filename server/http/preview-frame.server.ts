import { Router, type Response } from 'express';
import { PREVIEW_FRAME_PATH, PREVIEW_FRAME_ROOT_ID } from '#shared/routes/preview-frame';

/**
 * The site's CSP with four changes for the preview frame: no scripts at all (the editor renders
 * into the frame from its own window), no form submissions, framing allowed by our own origin
 * only, and stylesheets from this site only (the frame has no inlined one for a nonce to allow).
 * Every other directive (images, fonts) stays as the site sends it.
 */
export function previewFrameCsp(siteCsp: string): string {
  const directives = siteCsp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .filter((d) => !/^(script-src|style-src|form-action|frame-ancestors)(\s|$)/.test(d));
  return [
    ...directives,
    "script-src 'none'",
    "style-src 'self'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join(';');
}

const frameDocument = (stylesheets: readonly string[]) => `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Preview</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${encodeURI(href)}">`).join('\n')}
</head>
<body class="bg-white text-slate-900 antialiased">
<div id="${PREVIEW_FRAME_ROOT_ID}" class="flow-root"></div>
</body>
</html>
`;

/**
 * The preview iframe's document: the same origin as the editor, no data and no script. It links
 * the site's stylesheet (`stylesheets`: pages inline it, decision 055); the editor copies in any
 * other it has and renders the draft into it, so the page's own media queries apply at the
 * iframe's width (decision 050). Only this route may be framed, and only by this site.
 */
export function previewFrameRouter(stylesheets: readonly string[] = []) {
  const router = Router();
  const page = frameDocument(stylesheets);
  router.get(PREVIEW_FRAME_PATH, (_req, res: Response) => {
    const siteCsp = res.getHeader('Content-Security-Policy');
    if (typeof siteCsp === 'string')
      res.setHeader('Content-Security-Policy', previewFrameCsp(siteCsp));
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page);
  });
  return router;
}
