import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { createTransport, Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail carries (its token opens the account: never logged). */
  link?: string;
  /** Extra headers: a notification's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058 one-click). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Queues the mail and returns at once: callers' answers must not depend on mail delivery (no enumeration by timing). */
  send(message: MailMessage): void;
  /** Waits for every queued mail (shutdown, tests). */
  flush(): Promise<void>;
  /** One line for the start-up banner: where mail goes. */
  readonly destination: string;
}

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

type Deliver = (message: MailMessage) => Promise<void>;

// File names sort in sending order even within one millisecond: time, then a per-process sequence number.
let sequence = 0;
const outboxFileName = () =>
  `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence).padStart(6, '0')}-${randomUUID()}.eml`;

/** What both deliveries hand nodemailer: the same message, whichever way it leaves. */
const envelopeOf = (config: Config, m: MailMessage) => ({
  from: config.mailFrom,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  headers: m.headers,
});

/** A nodemailer transport made at the first mail: the package (about 5 MB of memory) is not loaded at start. */
function transportOf(options: Parameters<typeof createTransport>[0]): () => Promise<Transporter> {
  let made: Promise<Transporter> | undefined;
  return () => (made ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(options)));
}

function smtpDelivery(config: Config): Deliver {
  // Bounded waits: a dead SMTP server must not hold shutdown (which flushes queued mail) for minutes.
  const transport = transportOf({
    url: config.smtpUrl ?? '',
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return async (m) => {
    await (await transport()).sendMail(envelopeOf(config, m));
  };
}

/** Writes each mail as a real RFC 822 message (text + HTML) to DATA_DIR/outbox/<time>-<id>.eml. */
function outboxDelivery(config: Config, log: FastifyBaseLogger): Deliver {
  const transport = transportOf({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(config.dataDir);
  return async (m) => {
    const file = join(dir, outboxFileName());
    const info = await (await transport()).sendMail(envelopeOf(config, m));
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    // The file, never the link: a link carries a token that opens the account to whoever reads the log.
    log.info({ to: m.to, file }, `mail written to outbox: ${m.subject} -> ${file}`);
  };
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const deliver = config.smtpUrl ? smtpDelivery(config) : outboxDelivery(config, log);
  const pending = new Set<Promise<void>>();
  return {
    destination: config.smtpUrl ? `SMTP ${new URL(config.smtpUrl).host}` : `outbox folder ${outboxDir(config.dataDir)}`,
    send(message) {
      const job = deliver(message)
        .catch((err: unknown) => log.error({ err, to: message.to }, `could not send mail: ${message.subject}`))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
