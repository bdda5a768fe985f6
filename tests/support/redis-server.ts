// A throwaway Debian redis-server for the tests of realtime through Redis (REDIS_URL): its own
// port, nothing written to disk, stopped with the test.
import { spawn } from 'node:child_process';
import { freePort } from '../../server/db/embedded';

export interface RedisServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start in 10 s:\n${output}`)), 10_000);
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(new Error(`redis-server could not be run (${e.message}): install Debian's redis-server (apt-get install redis-server)`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
