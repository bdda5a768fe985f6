// Starts bench/serve.ts in a child process and waits for its URL.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export interface Served {
  url: string;
  /** the child process (tsx, with the server as its own child) */
  pid: number;
  stop: () => Promise<void>;
}

export function spawnServer(mode: 'full' | 'minimal' | 'statement', databaseUrl: string, env: Record<string, string> = {}): Promise<Served> {
  const tsx = path.resolve('node_modules/.bin/tsx');
  const child: ChildProcess = spawn(tsx, [path.resolve('bench/serve.ts'), mode, databaseUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'production' },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      try {
        const { url } = JSON.parse(line) as { url: string };
        if (url) resolve({ url, pid: child.pid!, stop });
      } catch {
        // other output of the server
      }
    });
    child.once('exit', (code) => reject(new Error(`bench server (${mode}) exited with ${code}`)));
  });
}
