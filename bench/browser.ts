// Issue 9, "Measure and report": the orders list as a user gets it, in the system Chromium driven
// by Playwright's library, against `npm run bench -- serve` (1,000,000 orders). Times are taken
// in the page (performance.now(), the click event's timeStamp, a MutationObserver), not by
// Playwright's polling; each run opens fresh browser contexts, so every load starts with an
// empty cache.
import fs from 'node:fs/promises';
import os from 'node:os';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { order } from '../contract/entities/order';
import { EXPORT_MAX_ROWS } from '../contract/orders/order-export';
import { orderPath, ORDER_PATHS } from '../contract/orders/order-paths';
import { screenPath } from '../contract/screen-paths';
import { AUTH_PATHS } from '../contract/services';
import { SESSION_KEYS } from '../src/authProvider/session';
import { OrdersListPage } from '../tests/e2e/pages/orders-list.page';
import { ShellPage } from '../tests/e2e/pages/shell.page';
import { BENCH_ADMIN_PASSWORD } from './bench-db';

export interface BrowserBenchOptions {
  /** the back office of `npm run bench -- serve` */
  url: string;
  runs: number;
}

/** The flags of playwright.config.ts: no sandbox, no GPU, none of Chromium's own traffic. */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const VIEWPORT = { width: 1920, height: 1080 };
const ROW = '[data-testid="order-row"]';
const LOGIN_FIELD = 'form input[name="username"]';
const ORDERS_SCREEN = screenPath(order, 'list');
const EXPORT_STATUS = 'done';

// Installed before any script of the page, as plain JavaScript (tsx would wrap functions in
// helpers the page does not have). Records when the login field and the first order row are
// first in the document and rendered (checked on every DOM change, so on the commit that adds
// them, before paint), the first click's event time, and every long task (50 ms or more).
const PROBE = `(() => {
  const probe = { marks: {}, longTasks: [] };
  window.__bench = probe;
  const targets = { loginForm: ${JSON.stringify(LOGIN_FIELD)}, firstRow: ${JSON.stringify(ROW)} };
  const check = () => {
    for (const [name, selector] of Object.entries(targets)) {
      if (probe.marks[name] !== undefined) continue;
      const el = document.querySelector(selector);
      if (el && el.checkVisibility()) probe.marks[name] = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('click', (e) => { if (probe.marks.click === undefined) probe.marks.click = e.timeStamp; }, true);
})();`;

interface Probe {
  marks: { loginForm?: number; firstRow?: number; click?: number };
  longTasks: { start: number; duration: number }[];
}

const readProbe = (page: Page) => page.evaluate('window.__bench') as Promise<Probe>;

/** Waits, in the page, until the probe holds a mark (a function: the page's CSP forbids evaluating strings). */
async function mark(page: Page, name: keyof Probe['marks']): Promise<number> {
  await page.waitForFunction((n) => (window as unknown as { __bench: Probe }).__bench.marks[n] !== undefined, name, { timeout: 60_000 });
  return (await readProbe(page)).marks[name]!;
}

/** Bytes of the responses a page receives, as sent (compressed when the server compressed them). */
function countBytes(page: Page) {
  const sizes: Promise<{ script: boolean; body: number }>[] = [];
  const onFinished = (request: Request) =>
    sizes.push(request.sizes().then((s) => ({ script: request.resourceType() === 'script', body: s.responseBodySize }), () => ({ script: false, body: 0 })));
  page.on('requestfinished', onFinished);
  return async () => {
    page.off('requestfinished', onFinished);
    const all = await Promise.all(sizes);
    return { js: all.filter((s) => s.script).reduce((n, s) => n + s.body, 0), total: all.reduce((n, s) => n + s.body, 0), requests: all.length };
  };
}

/** Until the page has had no request in flight for half a second (the socket's polling may never let it: 15 s at most). */
const settle = (page: Page) => page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);

interface Session {
  token: string;
  socketToken: string;
}

async function signIn(url: string): Promise<Session> {
  const res = await fetch(`${url}/api/${AUTH_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'admin', password: BENCH_ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in at ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Session;
}

/** A fresh context (empty cache), signed in through the session the SPA keeps in localStorage. */
function newContext(browser: Browser, url: string, session?: Session): Promise<BrowserContext> {
  const localStorage = session ? [{ name: SESSION_KEYS.token, value: session.token }, { name: SESSION_KEYS.socketToken, value: session.socketToken }] : [];
  return browser.newContext({ viewport: VIEWPORT, storageState: { cookies: [], origins: [{ origin: new URL(url).origin, localStorage }] } });
}

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  return page;
}

interface Run {
  loginForm: number;
  loginJs: number;
  loginTotal: number;
  clickToFirstRow: number;
  renderTask: number;
  coldFirstRow: number;
  listJs: number;
  listTotal: number;
  nodesPerRow: number;
  heap: number;
  exportMs: number;
  exportBytes: number;
}

/** Navigation start -> the username field rendered, signed out, cold. */
async function loginRun(browser: Browser, url: string): Promise<Pick<Run, 'loginForm' | 'loginJs' | 'loginTotal'>> {
  const context = await newContext(browser, url);
  try {
    const page = await newPage(context);
    const bytes = countBytes(page);
    await page.goto(`${url}/#/login`);
    const loginForm = await mark(page, 'loginForm');
    await settle(page);
    const { js, total } = await bytes();
    return { loginForm, loginJs: js, loginTotal: total };
  } finally {
    await context.close();
  }
}

/** Signed in, the dashboard loaded and idle; click Orders in the side menu -> the first row. */
async function clickRun(browser: Browser, url: string, session: Session): Promise<Pick<Run, 'clickToFirstRow' | 'renderTask'>> {
  const context = await newContext(browser, url, session);
  try {
    const page = await newPage(context);
    await page.goto(`${url}/#/dashboard`);
    const item = new ShellPage(page).menuItem(order.label);
    await item.waitFor({ state: 'visible', timeout: 60_000 });
    await settle(page);
    await item.click();
    const firstRow = await mark(page, 'firstRow');
    // long tasks are reported once they end: give the last one time to be delivered
    await page.waitForTimeout(1000);
    const { marks, longTasks } = await readProbe(page);
    const during = longTasks.filter((t) => t.start < firstRow && t.start + t.duration > marks.click!);
    return { clickToFirstRow: firstRow - marks.click!, renderTask: Math.max(0, ...during.map((t) => t.duration)) };
  } finally {
    await context.close();
  }
}

/** Elements of each row and of the panel row under it, averaged over the rows shown. */
const NODES_PER_ROW = `(() => {
  const rows = [...document.querySelectorAll(${JSON.stringify(ROW)})];
  const nodes = (el) => 1 + el.querySelectorAll('*').length;
  const panel = (row) => (row.nextElementSibling && !row.nextElementSibling.matches(${JSON.stringify(ROW)}) ? nodes(row.nextElementSibling) : 0);
  return rows.length ? rows.reduce((n, row) => n + nodes(row) + panel(row), 0) / rows.length : 0;
})()`;

/**
 * A new page at the orders list, already signed in -> the first row; then, on that page: nodes
 * per row, the heap after a garbage collection, and the Excel export of the 'done' tab.
 */
async function coldRun(browser: Browser, url: string, session: Session): Promise<Omit<Run, 'loginForm' | 'loginJs' | 'loginTotal' | 'clickToFirstRow' | 'renderTask'>> {
  const context = await newContext(browser, url, session);
  try {
    const page = await newPage(context);
    const bytes = countBytes(page);
    await page.goto(`${url}/#${ORDERS_SCREEN}`);
    const coldFirstRow = await mark(page, 'firstRow');
    await settle(page);
    const { js, total } = await bytes();
    const nodesPerRow = (await page.evaluate(NODES_PER_ROW)) as number;

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;

    const list = new OrdersListPage(page);
    const listed = page.waitForResponse((r) => r.url().includes(orderPath(ORDER_PATHS.sales)) && new URL(r.url()).searchParams.get('status') === EXPORT_STATUS, { timeout: 60_000 });
    await list.statusTab(EXPORT_STATUS).click();
    await listed;
    await list.rows.first().waitFor({ state: 'visible', timeout: 60_000 });
    const excel = list.exportButton('Excel');
    const started = performance.now();
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await excel.click();
    const file = await (await download).path();
    const exportMs = performance.now() - started;
    return { coldFirstRow, listJs: js, listTotal: total, nodesPerRow, heap, exportMs, exportBytes: (await fs.stat(file)).size };
  } finally {
    await context.close();
  }
}

async function oneRun(browser: Browser, url: string, session: Session): Promise<Run> {
  return { ...(await loginRun(browser, url)), ...(await clickRun(browser, url, session)), ...(await coldRun(browser, url, session)) };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const ms = (n: number) => n.toFixed(0);
const bytes = (n: number) => Math.round(n).toLocaleString('en');
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

const FIGURES: { key: keyof Run; label: string; unit: string; format: (n: number) => string }[] = [
  { key: 'loginForm', label: 'time to the login form, cold (navigation start → username field rendered)', unit: 'ms', format: ms },
  { key: 'clickToFirstRow', label: 'click-to-first-row: Orders clicked in the side menu of the dashboard → first row rendered', unit: 'ms', format: ms },
  { key: 'renderTask', label: 'longest main-thread task during the click-to-first-row (the rows\' render task)', unit: 'ms', format: ms },
  { key: 'coldFirstRow', label: 'cold load of the orders list, signed in (navigation start → first row rendered)', unit: 'ms', format: ms },
  { key: 'loginJs', label: 'JavaScript on the wire, login page', unit: 'bytes', format: bytes },
  { key: 'loginTotal', label: 'all responses on the wire, login page', unit: 'bytes', format: bytes },
  { key: 'listJs', label: 'JavaScript on the wire, orders list cold load', unit: 'bytes', format: bytes },
  { key: 'listTotal', label: 'all responses on the wire, orders list cold load', unit: 'bytes', format: bytes },
  { key: 'nodesPerRow', label: 'DOM elements per order row (the row and its panel row)', unit: 'elements', format: (n) => n.toFixed(1) },
  { key: 'heap', label: 'JS heap used after GC, orders list', unit: 'MB', format: mb },
  { key: 'exportMs', label: `Excel export of the '${EXPORT_STATUS}' tab (${EXPORT_MAX_ROWS} rows): click → file saved`, unit: 'ms', format: ms },
  { key: 'exportBytes', label: 'size of that Excel file (the same rows before and after)', unit: 'bytes', format: bytes },
];

/** Runs the measurement and returns its figures as markdown (a stamp line, then the table). */
export async function browserBench(o: BrowserBenchOptions, command: string): Promise<string> {
  const startLoad = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
  const session = await signIn(o.url);
  const listed = await fetch(`${o.url}${orderPath(ORDER_PATHS.list(1, 1))}`, { headers: { authorization: `Bearer ${session.token}` } });
  const { count } = (await listed.json()) as { count: number };
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const runs: Run[] = [];
  try {
    // one run first, not counted, so the server's caches are warm for every counted run
    await oneRun(browser, o.url, session);
    for (let i = 1; i <= o.runs; i++) {
      const run = await oneRun(browser, o.url, session);
      runs.push(run);
      console.log(`run ${i}/${o.runs}: ${FIGURES.map((f) => `${f.key} ${f.format(run[f.key])}`).join(', ')}`);
    }
    const version = browser.version();
    const rows = FIGURES.map((f) => {
      const values = runs.map((r) => r[f.key]);
      return `| ${f.label} | ${f.unit} | ${f.format(median(values))} | ${f.format(Math.min(...values))} | ${f.format(Math.max(...values))} |`;
    });
    return [
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${command}\` against ${o.url} (${count.toLocaleString('en')} orders in the default view): ${os.cpus().length} cores, Node ${process.version}, Chromium ${version}, viewport ${VIEWPORT.width}x${VIEWPORT.height}; load average ${startLoad} (1 / 5 / 15 min) at the start; ${o.runs} runs after one uncounted run, each load in a fresh browser context (empty cache).`,
      '',
      '| figure | unit | median | min | max |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n');
  } finally {
    await browser.close();
  }
}
