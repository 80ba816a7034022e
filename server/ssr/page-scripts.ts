/**
 * A page's JavaScript is fetched after the browser has painted the page (decision 059).
 *
 * The document names its scripts in a JSON element (`#page-scripts`: the entry module and the
 * chunks to preload with it) instead of `<link rel="modulepreload">` tags and a module script in
 * the HTML. A small inline script, the same on every page, waits for the first frame and then
 * adds the preloads and the entry. Until then the page the server sent is whole and works
 * without JavaScript (links navigate, forms post); the document, the stylesheet inlined in it
 * and the page's largest image no longer share a slow connection with some thirty script files,
 * and the browser no longer compiles those scripts before its first paint.
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

/** What `#page-scripts` holds. */
export interface PageScripts {
  entry: string;
  preload: string[];
}

/**
 * The loader, run once at the end of the document. `requestAnimationFrame` runs just before the
 * first frame is drawn, so the timer after it fires once the page is on screen. A hidden tab
 * draws no frames: there it loads at once, since nothing is painted that could be held up.
 * Scripts added by script are same-origin files, which `script-src 'self'` allows.
 */
export const PAGE_SCRIPTS_LOADER = `(function(d){var done=0;function load(){if(done)return;done=1;var s=JSON.parse(d.getElementById(${JSON.stringify(PAGE_SCRIPTS_ELEMENT_ID)}).textContent),h=d.head;s.preload.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;h.appendChild(l)});var e=d.createElement("script");e.type="module";e.src=s.entry;h.appendChild(e)}if(d.visibilityState==="hidden")load();else{requestAnimationFrame(function(){setTimeout(load,0)});d.addEventListener("visibilitychange",load)}})(document);`;
