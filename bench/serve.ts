// The server under load, in a process of its own so the load generator does not share its
// event loop: `full` is the back office app (auth, permission check, validation, JSON);
// `minimal` is a bare node:http + pg server running the reference queries of TARGETS.md;
// `statement` is a bare node:http + pg server answering every request with the JSON text of one
// statement (`BENCH_SQL`, its values in `BENCH_VALUES`): what any HTTP hop costs next to the floor.
// Prints one JSON line {url} when listening.
import http from 'node:http';
import { buildApp } from '../server/app';
import { createDb } from '../server/db/database';
import { referenceQuery } from './orders-queries';

const [mode, url] = process.argv.slice(2);

if (mode === 'full') {
  const { db, pool } = createDb(url, 8);
  const { app } = await buildApp({ db, pool });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ url: address }));
} else if (mode === 'minimal') {
  const { pool } = createDb(url, 8);
  bare(async (req) => {
    const name = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? 'Q';
    const { page, count } = referenceQuery(name);
    const [rows, total] = await Promise.all([pool.query(page.text, page.values), pool.query(count.text, count.values)]);
    return JSON.stringify({ data: rows.rows, count: total.rows[0].n });
  });
} else if (mode === 'statement') {
  const { pool } = createDb(url, 8);
  const text = process.env.BENCH_SQL ?? '';
  const values = JSON.parse(process.env.BENCH_VALUES ?? '[]') as unknown[];
  bare(async () => (await pool.query<{ body: string }>(text, values)).rows[0].body);
} else {
  console.error('usage: serve.ts full|minimal|statement <database url>');
  process.exit(2);
}

/** A bare node:http server answering every request with the JSON text `answer` gives; prints its URL. */
function bare(answer: (req: http.IncomingMessage) => Promise<string>): void {
  const server = http.createServer(async (req, res) => {
    try {
      const body = await answer(req);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    } catch (e) {
      res.writeHead(500);
      res.end(String(e));
    }
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    console.log(JSON.stringify({ url: `http://127.0.0.1:${port}` }));
  });
}

// a normal exit on stop, so `node --cpu-prof` can write its profile
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
