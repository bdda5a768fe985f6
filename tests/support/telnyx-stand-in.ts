// A stand-in for Telnyx's HTTP API (POST /v2/messages, POST /v2/calls) run by a test, so that a
// server process configured with the real Telnyx adapters (TELNYX_BASE_URL) is counted from outside:
// every request is recorded by our reference (SMS: the `ref` of its webhook_url; calls: the
// base64 `client_state`) the moment it arrives, before any answer. It posts no webhook reports.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TelnyxStandIn {
  /** base address to give as TELNYX_BASE_URL */
  url: string;
  /** requests received per reference (`c{recipientId}` for a campaign SMS, `k{callId}` for a call) */
  received: Map<string, number>;
  /** requests received in all */
  total: () => number;
  /** from now on, take requests but answer none: provider calls left in flight for a kill */
  hold: () => void;
  /** references of the requests taken while holding (never answered) */
  held: () => string[];
  /** answer again (requests held so far stay unanswered; their client is expected to be dead) */
  resume: () => void;
  close: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Answers each request after a random 5 to `maxDelayMs` ms, as a provider on the network would. */
export async function startTelnyxStandIn(options: { maxDelayMs?: number } = {}): Promise<TelnyxStandIn> {
  const maxDelayMs = options.maxDelayMs ?? 20;
  const received = new Map<string, number>();
  let total = 0;
  let holding = false;
  const held: string[] = [];
  let seq = 0;

  const referenceOf = (path: string, body: Record<string, unknown>): string | undefined => {
    if (path === '/v2/messages' && typeof body.webhook_url === 'string') return new URL(body.webhook_url).searchParams.get('ref') ?? undefined;
    if (path === '/v2/calls' && typeof body.client_state === 'string') return Buffer.from(body.client_state, 'base64').toString('utf8');
    return undefined;
  };

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', async () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // left empty: answered 422 below
      }
      const reference = referenceOf(req.url ?? '', body);
      if (req.method !== 'POST' || !reference) {
        res.writeHead(422, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ detail: `unexpected ${req.method} ${req.url}` }] }));
        return;
      }
      total++;
      received.set(reference, (received.get(reference) ?? 0) + 1);
      if (holding) {
        held.push(reference);
        return;
      }
      await sleep(5 + Math.random() * Math.max(0, maxDelayMs - 5));
      const id = `standin-${++seq}`;
      const data = req.url === '/v2/calls' ? { call_control_id: id } : { id };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
    });
  });
  // many provider calls in flight at once (the SMS sender keeps 50 open)
  server.maxConnections = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    total: () => total,
    hold: () => {
      holding = true;
    },
    held: () => [...held],
    resume: () => {
      holding = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
