import { createServer, type Server, type Socket } from 'node:net';

export interface CaughtMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * The smallest SMTP server nodemailer will talk to (plain, no auth): enough to prove that SMTP_URL is used and to
 * read what was sent.
 */
export async function startSmtpCatcher(): Promise<{ port: number; mails: CaughtMail[]; close(): Promise<void> }> {
  const mails: CaughtMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let current: CaughtMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 catcher ready');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          mails.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 catcher');
        else if (verb === 'MAIL') current.from = line.slice(10).trim();
        else if (verb === 'RCPT') current.to.push(line.slice(8).trim());
        else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
          continue;
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        }
        if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else if (verb !== 'EHLO' && verb !== 'HELO') reply('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
