// A user's sign-ins (Settings, Security): what the list shows and how a browser's user agent is
// told in a few words. docs/security.md, "Sessions".

/** One sign-in of the signed-in user, as `GET u/sessions` lists it (newest first). */
export interface SessionRow {
  sessionId: number;
  /** the browser's User-Agent header at sign-in (at most SESSION_LIMITS.userAgentLength characters) */
  userAgent: string;
  ip: string;
  signedInAt: string;
  /** the last call made with it, to within SESSION_LIMITS.touchSeconds */
  lastUsedAt: string;
  /** the sign-in that asked */
  current: boolean;
}

export const SESSION_LIMITS = {
  /** "last use" is written at most this often per sign-in, not on every call */
  touchSeconds: 60,
  userAgentLength: 512,
} as const;

/** A user agent in a few words: the browser and the system, each absent when not recognised. */
export interface DeviceName {
  browser?: string;
  os?: string;
  /** a command-line or library client (curl, a script): shown by its own name */
  client?: string;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, Android also says Linux.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/\b(?:Headless)?Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const CLIENTS: [RegExp, string][] = [
  [/^curl\/(\d+)/, 'curl'],
  [/^node\b|^undici\b/, 'Node.js'],
  [/^python-requests\/|^Python\b/, 'Python'],
  [/^PostmanRuntime\//, 'Postman'],
];

/** `Mozilla/5.0 (Windows NT 10.0; ...) Chrome/126.0.0.0 Safari/537.36` -> `{browser: 'Chrome 126', os: 'Windows'}`. */
export function deviceName(userAgent: string): DeviceName {
  const ua = userAgent.trim();
  for (const [pattern, name] of CLIENTS) {
    const m = pattern.exec(ua);
    if (m) return { client: m[1] ? `${name} ${m[1]}` : name };
  }
  const found: DeviceName = {};
  for (const [pattern, name] of BROWSERS) {
    const m = pattern.exec(ua);
    if (m) {
      found.browser = `${name} ${m[1]}`;
      break;
    }
  }
  for (const [pattern, name] of SYSTEMS) {
    if (pattern.test(ua)) {
      found.os = name;
      break;
    }
  }
  return found;
}
