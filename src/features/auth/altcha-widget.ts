// The captcha widget (ALTCHA), loaded only by the screen that shows it. The `external` build keeps
// its proof-of-work worker out of the script (no blob: worker, no inline code): Vite bundles the
// worker as a file of its own, served from 'self' as the Content-Security-Policy wants (worker-src 'self').
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { CAPTCHA_ALGORITHM } from '../../../contract/accounts';

globalThis.$altcha.algorithms.set(CAPTCHA_ALGORITHM, () => new Pbkdf2Worker());

/** The widget's texts, taken from the catalogue (the language the widget is told to use). */
export const WIDGET_LANGUAGE = 'en';

export function setWidgetTexts(texts: Record<string, string>): void {
  globalThis.$altcha.i18n.set(WIDGET_LANGUAGE, { ...globalThis.$altcha.i18n.get(WIDGET_LANGUAGE), ...texts });
}
