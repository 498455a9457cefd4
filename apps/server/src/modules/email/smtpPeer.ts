import { SMTPServer } from 'smtp-server';

export type Received = { from: string; to: string[]; raw: string; body: string; messageId: string; subject: string };

/** Quoted-printable soft breaks and escapes undone (the escapes are UTF-8 bytes), enough to search a
 * message's text. */
export function decodeQuotedPrintable(raw: string) {
  return raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (m) =>
    Buffer.from(
      m
        .slice(1)
        .split('=')
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  );
}

/** The message's parts as text: quoted-printable and base64 parts decoded, the rest as they are. */
function decodeBody(raw: string) {
  return raw
    .split(/\r?\n--/)
    .map((part) => {
      const [head, ...rest] = part.split(/\r?\n\r?\n/);
      const content = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return `${head}\n\n${Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
        return `${head}\n\n${decodeQuotedPrintable(content)}`;
      return part;
    })
    .join('\n--');
}

/** A header's RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) as text. */
function decodeWords(header: string) {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
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
          body: decodeBody(raw),
          messageId: /^Message-ID:\s*(.+)$/im.exec(header)?.[1]?.trim() ?? '',
          subject: decodeWords(/^Subject:\s*(.+)$/im.exec(header)?.[1]?.trim() ?? ''),
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
