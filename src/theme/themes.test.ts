// Every text and control colour of both themes reaches WCAG AA on the backgrounds it is drawn on:
// 4.5:1 for words (body text, links, buttons' labels, the status colours' texts), measured as the
// browser paints them (a translucent text blended over its background first).
import { createTheme, decomposeColor, getContrastRatio, recomposeColor, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './themes';

/** A colour as painted over an opaque background (a translucent text's real colour). */
function over(colour: string, background: string): string {
  const fg = decomposeColor(colour);
  const bg = decomposeColor(background);
  const alpha = fg.values[3] ?? 1;
  const rgb = [0, 1, 2].map((i) => Math.round(fg.values[i] * alpha + bg.values[i] * (1 - alpha)));
  return recomposeColor({ type: 'rgb', values: rgb as [number, number, number] });
}

const ratio = (text: string, background: string) => getContrastRatio(over(text, background), background);

/** Each pair of (what is written, what it is written on) a screen shows, by name. */
function pairs(theme: Theme): [string, string, string][] {
  const { palette } = theme;
  const grounds = { page: palette.background.default, paper: palette.background.paper };
  const out: [string, string, string][] = [];
  for (const [ground, bg] of Object.entries(grounds)) {
    out.push([`text on ${ground}`, palette.text.primary, bg]);
    out.push([`secondary text on ${ground}`, palette.text.secondary, bg]);
    for (const tone of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) out.push([`${tone} words on ${ground}`, palette[tone].main, bg]);
  }
  for (const tone of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) out.push([`label on a ${tone} button`, palette[tone].contrastText, palette[tone].main]);
  return out;
}

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('the %s theme', (mode, options) => {
  const theme = createTheme(options);

  it('is the mode it says', () => expect(theme.palette.mode).toBe(mode));

  it.each(pairs(theme))('%s reaches 4.5:1', (_, text, background) => {
    expect(ratio(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the measure', () => {
  it('tells MUI’s default blue on the page background apart: under 4.5:1, as axe found', () => {
    expect(ratio('#1976d2', '#fafafb')).toBeLessThan(4.5);
    expect(ratio('rgba(0, 0, 0, 0.6)', '#ffffff')).toBeGreaterThan(ratio('rgba(0, 0, 0, 0.4)', '#ffffff'));
  });
});
