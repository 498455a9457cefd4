import { SMTPServer } from 'smtp-server';

export type Received = { from: string; to: string[]; raw: string; body: string; messageId: string; subject: string };

/** Quoted-printable soft breaks and escapes undone, enough to search a message's text. */
export function decodeQuotedPrintable(raw: string) {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/**
 * A real SMTP server for tests; recipients matching `refuse` get a permanent 550, and while
 * `refuseSender` says so every message is refused at MAIL FROM with 530 (authentication required).
 */
export async function startSmtpPeer(
  opts: { port?: number; refuse?: (rcpt: string) => boolean; refuseSender?: () => boolean } = {},
) {
  const messages: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, cb) {
      if (opts.refuseSender?.()) {
        return cb(Object.assign(new Error('Authentication required'), { responseCode: 530 }));
      }
      cb();
    },
    onRcptTo(address, _session, cb) {
      if (opts.refuse?.(address.address)) {
        return cb(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      }
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          body: decodeQuotedPrintable(raw),
          messageId: /^Message-ID:\s*(.+)$/im.exec(header)?.[1]?.trim() ?? '',
          subject: /^Subject:\s*(.+)$/im.exec(header)?.[1]?.trim() ?? '',
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
