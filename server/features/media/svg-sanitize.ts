// Uploaded SVG icons keep their drawing and lose anything that runs: elements are kept only from a
// list of drawing elements (no script, foreignObject, animation, links), attributes lose every
// on* handler, links point inside the file only (or at an embedded raster picture), and styles
// that load or run anything are dropped. The result is served as an attachment with a sandbox CSP.
import { DOMParser, XMLSerializer, type Element, type Node } from '@xmldom/xmldom';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

const ELEMENTS = new Set([
  'svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath',
  'defs', 'use', 'symbol', 'title', 'desc', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask',
  'pattern', 'filter', 'marker', 'style', 'image', 'switch',
  'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight',
  'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
]);

/** A link that stays in the file, or a raster picture embedded in it. */
const SAFE_LINK = /^(#[\w.:-]*|data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*)$/i;
/** Style text that loads or runs something: imports, scripted values, URLs outside the file. */
const UNSAFE_STYLE = /@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding|url\s*\(\s*['"]?\s*(?!#)/i;
const EXTERNAL_URL = /url\s*\(\s*['"]?\s*(?!#)/i;
/** What browsers ignore inside a URL scheme ("java\tscript:") */
// eslint-disable-next-line no-control-regex -- the control characters are what it removes
const normalise = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();

function parse(text: string): Element | undefined {
  try {
    const doc = new DOMParser({
      onError: (level, msg) => {
        if (level !== 'warning') throw new Error(msg);
      },
    }).parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return root && root.localName === 'svg' && (root.namespaceURI === SVG_NS || !root.namespaceURI) ? (root as Element) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the bytes are an SVG document (content detection cannot tell text formats apart). */
export function isSvg(data: Buffer): boolean {
  const head = data.subarray(0, 4096).toString('utf8');
  return /<svg[\s>]/i.test(head) && parse(data.toString('utf8')) !== undefined;
}

function cleanAttributes(el: Element): void {
  for (const attr of Array.from(el.attributes)) {
    const name = attr.name.toLowerCase();
    const local = (attr.localName ?? attr.name).toLowerCase();
    const value = normalise(attr.value);
    const isLink = local === 'href' && (attr.namespaceURI === XLINK_NS || !attr.namespaceURI || name === 'xlink:href');
    const drop =
      local.startsWith('on') ||
      (isLink && !SAFE_LINK.test(attr.value.trim())) ||
      (!isLink && (value.includes('javascript:') || value.includes('vbscript:') || value.includes('data:text'))) ||
      (local === 'style' && UNSAFE_STYLE.test(attr.value)) ||
      // paint servers, filters, masks and markers from outside the file
      EXTERNAL_URL.test(attr.value) ||
      (!name.startsWith('xmlns') && !/^[a-z][a-z0-9:_.-]*$/i.test(attr.name));
    if (drop) el.removeAttributeNode(attr);
  }
}

function cleanChildren(parent: Node): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === node.ELEMENT_NODE) {
      const el = node as Element;
      const keep = ELEMENTS.has(el.localName ?? '') && (!el.namespaceURI || el.namespaceURI === SVG_NS) && !(el.localName === 'style' && UNSAFE_STYLE.test(el.textContent ?? ''));
      if (!keep) {
        parent.removeChild(node);
        continue;
      }
      cleanAttributes(el);
      cleanChildren(el);
    } else if (node.nodeType !== node.TEXT_NODE && node.nodeType !== node.CDATA_SECTION_NODE) {
      // comments, processing instructions, entity references
      parent.removeChild(node);
    }
  }
}

/** The SVG without anything that runs, as text; undefined when the bytes are not an SVG document. */
export function sanitizeSvg(data: Buffer): Buffer | undefined {
  const root = parse(data.toString('utf8'));
  if (!root) return undefined;
  cleanAttributes(root);
  cleanChildren(root);
  return Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n' + new XMLSerializer().serializeToString(root), 'utf8');
}
