import net from 'node:net';

export type ProxyMode = 'pass' | 'down' | 'slow' | 'silent';

/**
 * A TCP proxy on loopback in front of a server, whose faults a test sets: `down` resets every
 * connection, open or new; `slow` delays what the client sends by `delayMs` (so every query and every
 * connection's start); `silent` drops what either side sends, closing nothing and resetting nothing.
 */
export async function tcpProxy(target: { host: string; port: number }, delayMs = 5000) {
  let mode: ProxyMode = 'pass';
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (mode === 'down') return void client.resetAndDestroy();
    const upstream = net.connect(target.port, target.host);
    const pair = [client, upstream];
    const close = () => {
      for (const s of pair) {
        s.destroy();
        open.delete(s);
      }
    };
    const forward = (from: net.Socket, to: net.Socket, delayed: boolean) => {
      // Chunks leave in order: one delayed before a later one that is not still waits for its turn.
      let due = 0;
      from.on('data', (chunk: Buffer) => {
        if (mode === 'silent') return;
        due = Math.max(Date.now() + (delayed && mode === 'slow' ? delayMs : 0), due);
        const wait = due - Date.now();
        if (wait <= 0) to.write(chunk);
        else setTimeout(() => !to.destroyed && to.write(chunk), wait);
      });
    };
    forward(client, upstream, true);
    forward(upstream, client, false);
    for (const s of pair) {
      open.add(s);
      s.on('close', close);
      s.on('error', close);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    set(next: ProxyMode) {
      mode = next;
      if (next === 'down') for (const s of open) s.resetAndDestroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
