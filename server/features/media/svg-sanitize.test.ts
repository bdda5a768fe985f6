import { describe, expect, it } from 'vitest';
import { isSvg, sanitizeSvg } from './svg-sanitize';

const clean = (svg: string) => sanitizeSvg(Buffer.from(svg))?.toString('utf8');
const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

describe('SVG sanitising', () => {
  it.each([
    ['a script element', `<svg ${NS}><script>alert(1)</script><rect width="1" height="1"/></svg>`, '<script'],
    ['a handler attribute', `<svg ${NS} onload="alert(1)"><rect onclick="alert(1)" width="1" height="1"/></svg>`, 'alert'],
    ['a javascript: link', `<svg ${NS}><a href="javascript:alert(1)"><rect width="1" height="1"/></a></svg>`, 'javascript'],
    ['a javascript: link with a tab in it', `<svg ${NS}><use xlink:href="java&#9;script:alert(1)"/></svg>`, 'script'],
    ['a foreignObject', `<svg ${NS}><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>`, 'foreignObject'],
    ['an animation setting a link', `<svg ${NS}><set attributeName="href" to="javascript:alert(1)"/></svg>`, '<set'],
    ['an external image', `<svg ${NS}><image href="https://evil.example/t.png"/></svg>`, 'evil.example'],
    ['a style importing a sheet', `<svg ${NS}><style>@import url(https://evil.example/a.css);</style></svg>`, 'evil.example'],
    ['a style attribute loading a URL', `<svg ${NS}><rect style="fill:url(https://evil.example/x)"/></svg>`, 'evil.example'],
    ['a paint server from another file', `<svg ${NS}><rect fill="url(https://evil.example/p.svg#g)" filter="url( 'http://evil.example/f#x')"/></svg>`, 'evil.example'],
    ['an element in another namespace', `<svg ${NS}><html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script></svg>`, 'alert'],
  ])('removes %s', (_what, svg, gone) => {
    const out = clean(svg);
    expect(out).toBeDefined();
    expect(out).not.toContain(gone);
  });

  it('keeps the drawing, internal links and embedded pictures', () => {
    const out = clean(`<svg ${NS} viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)" style="fill:url(#g)"/><use href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/></svg>`);
    for (const kept of ['viewBox="0 0 10 10"', '<linearGradient id="g">', 'fill="url(#g)"', 'style="fill:url(#g)"', 'href="#g"', 'data:image/png;base64']) expect(out).toContain(kept);
  });

  it('recognises SVG documents and nothing else', () => {
    expect(isSvg(Buffer.from(`<?xml version="1.0"?><svg ${NS}/>`))).toBe(true);
    expect(isSvg(Buffer.from('<html><svg></svg></html>'))).toBe(false);
    expect(isSvg(Buffer.from('<svg><unclosed></svg>'))).toBe(false);
    expect(sanitizeSvg(Buffer.from('not xml'))).toBeUndefined();
  });
});
