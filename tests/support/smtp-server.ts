// A real SMTP server on loopback for tests: the product sends through it with nodemailer, and each
// received message is handed over raw with its recipients.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  port: number;
  close: () => Promise<void>;
}

/** Listens on 127.0.0.1 (port 0: a free one); `onMessage` settles before the message is accepted. */
export async function startSmtpServer(port: number, onMessage: (to: string[], raw: string) => void | Promise<void>): Promise<TestSmtpServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        Promise.resolve(onMessage(to, Buffer.concat(chunks).toString('utf8'))).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
