import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const newest = (dir: string): number => {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
};

/** Builds the SPA when dist/ is missing or older than its sources. */
export async function ensureSpaBuilt(root = process.cwd()): Promise<void> {
  const index = path.join(root, 'dist', 'index.html');
  const sources = ['src', 'contract', 'index.html', 'vite.config.ts'].map((p) => path.join(root, p)).filter(fs.existsSync);
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const changed = Math.max(...sources.map((p) => (fs.statSync(p).isDirectory() ? newest(p) : fs.statSync(p).mtimeMs)));
  if (built >= changed) return;
  console.log('Building the web console (first start or sources changed)...');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}
