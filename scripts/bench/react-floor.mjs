/**
 * React's floor for one page: the page's own markup turned once into a tree of host elements
 * (`<div>`, `<a>`, text: no components, hooks, router, data or loaders), which React then renders
 * on every request as the app renders a page. It answers what the varied-URL goal asks of React
 * itself: no app that renders this markup per request with React can beat it on this machine.
 *
 * The markup is React's own output (double-quoted attributes, known void elements, raw text only
 * in `<script>` and `<style>`), so a small reader serves; it is not a general HTML parser.
 */

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT = new Set(['script', 'style']);
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' };
/** HTML attribute names React spells differently as props. */
const PROP_NAMES = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  charset: 'charSet',
  readonly: 'readOnly',
  autofocus: 'autoFocus',
  novalidate: 'noValidate',
  maxlength: 'maxLength',
  autocomplete: 'autoComplete',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
  fetchpriority: 'fetchPriority',
};

/** Attributes React writes as `name=""` when true; as props they must be `true`, not `''`. */
const BOOLEAN = new Set([
  'async',
  'autoFocus',
  'checked',
  'defer',
  'disabled',
  'hidden',
  'multiple',
  'noValidate',
  'open',
  'readOnly',
  'required',
  'selected',
]);

const decode = (text) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name) => ENTITIES[name]);
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** `color:red;--gap:1px` → `{ color: 'red', '--gap': '1px' }` (React wants an object). */
function styleObject(text) {
  const style = {};
  for (const declaration of decode(text).split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    style[name.startsWith('--') ? name : camel(name)] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function propsOf(attributes) {
  const props = {};
  for (const [, name, value] of attributes.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
    const key =
      PROP_NAMES[name.toLowerCase()] ??
      (name.includes('-') && !/^(data|aria)-/.test(name) ? camel(name) : name);
    if (key === 'style') props.style = styleObject(value ?? '');
    else
      props[key] = value === undefined || (value === '' && BOOLEAN.has(key)) ? true : decode(value);
  }
  return props;
}

/** React marks a select's chosen options itself from its value: `selected` moves up to it. */
function selectedToValue(props, options, createElement) {
  const chosen = [];
  options.forEach((option, i) => {
    if (!option?.props?.selected) return;
    const { selected: _selected, ...rest } = option.props;
    chosen.push(rest.value ?? '');
    options[i] = createElement(option.type, rest);
  });
  if (chosen.length) props.defaultValue = props.multiple ? chosen : chosen[0];
}

/**
 * The `<html>` element of `html` as React elements made with `createElement` (React's own, passed
 * in so this module needs no copy of React). Comments (React's Suspense and text markers) are left
 * out: a floor has no boundaries to mark.
 */
export function htmlToElements(html, createElement) {
  let at = html.indexOf('<html');
  if (at < 0) throw new Error('not an HTML page: no <html> element');

  function children() {
    const out = [];
    while (at < html.length) {
      if (html.startsWith('<!--', at)) {
        at = html.indexOf('-->', at) + 3;
      } else if (html.startsWith('</', at)) {
        at = html.indexOf('>', at) + 1;
        return out;
      } else if (html[at] === '<') {
        const close = html.indexOf('>', at);
        const inside = html.slice(at + 1, close);
        at = close + 1;
        const nameEnd = inside.search(/[\s/]|$/);
        const tag = inside.slice(0, nameEnd);
        const selfClosing = inside.endsWith('/');
        const props = propsOf(inside.slice(nameEnd, selfClosing ? -1 : undefined));
        if (VOID.has(tag) || selfClosing) {
          out.push(createElement(tag, props));
        } else if (RAW_TEXT.has(tag)) {
          const end = html.indexOf(`</${tag}>`, at);
          props.dangerouslySetInnerHTML = { __html: html.slice(at, end) };
          at = end + tag.length + 3;
          out.push(createElement(tag, props));
        } else {
          const kids = children();
          if (tag === 'select') selectedToValue(props, kids, createElement);
          out.push(createElement(tag, props, ...kids));
        }
      } else {
        const next = html.indexOf('<', at);
        const end = next < 0 ? html.length : next;
        out.push(decode(html.slice(at, end)));
        at = end;
      }
    }
    return out;
  }

  const [root] = children();
  return root;
}
