import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  attachments: { filename: string; contentType: string; content: string }[];
  /** The raw message as it came over the wire. */
  raw: string;
}

/**
 * A real SMTP server in the test process (smtp-server from npm): the app's nodemailer talks SMTP to
 * it over TCP, and what it receives is parsed back into mails. `stop()` and `start()` take it down
 * and bring it back on the same port, as a mail server that goes away for a while.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  async function start(): Promise<void> {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString();
          simpleParser(raw)
            .then((mail) => {
              received.push({
                to: addressOf(mail),
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                html: typeof mail.html === 'string' ? mail.html : '',
                headers: mail.headers,
                attachments: mail.attachments.map((file) => ({
                  filename: file.filename ?? '',
                  contentType: file.contentType,
                  content: file.content.toString('utf8'),
                })),
                raw,
              });
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => resolve());
    });
    port = (smtp.server.address() as AddressInfo).port;
    server = smtp;
  }

  async function stop(): Promise<void> {
    const running = server;
    server = undefined;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  }

  await start();
  return {
    received,
    url: () => `smtp://127.0.0.1:${port}`,
    start,
    stop,
    /** Mails received for one address. */
    to: (address: string) => received.filter((mail) => mail.to === address.toLowerCase()),
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

function addressOf(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return (to?.value[0]?.address ?? '').toLowerCase();
}

/** Polls until `check` passes: the mail worker delivers on its own time, not the test's. */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 20_000, intervalMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
