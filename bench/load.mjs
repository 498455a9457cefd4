// The load generator: keep-alive HTTP/1.1 connections on plain sockets, each sending its next request
// as soon as the last answer ended. It builds each request's bytes once and reads only the status line,
// Content-Length or the chunk sizes, so it takes far less of the two cores than node:http's client
// would: on a shared machine what it leaves is what the server under test gets.
import net from 'node:net';

const CRLF = Buffer.from('\r\n\r\n');

/** The bytes of a GET for each path, with the given headers. */
function requests(paths, headers) {
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return paths.map((p) => Buffer.from(`GET ${p} HTTP/1.1\r\nhost: 127.0.0.1\r\n${extra}\r\n`, 'latin1'));
}

/**
 * Reads answers off one socket: calls `done(status)` for each complete answer. Understands a body with
 * Content-Length and a chunked body, which is all a server sends on keep-alive.
 */
function reader(done) {
  let buf = Buffer.alloc(0);
  let need = -1; // bytes of body still to skip, -1 while reading headers
  let chunked = false;
  let status = 0;
  return (data) => {
    buf = buf.length ? Buffer.concat([buf, data]) : data;
    for (;;) {
      if (need < 0) {
        const end = buf.indexOf(CRLF);
        if (end < 0) return;
        const head = buf.toString('latin1', 0, end);
        status = Number(head.slice(9, 12));
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        chunked = !length && /\r\ntransfer-encoding:\s*chunked/i.test(head);
        need = length ? Number(length[1]) : 0;
        buf = buf.subarray(end + 4);
      }
      if (chunked) {
        // each chunk: size in hex, CRLF, data, CRLF; the last has size 0 and ends with an empty line
        const line = buf.indexOf('\r\n');
        if (line < 0) return;
        const size = parseInt(buf.toString('latin1', 0, line), 16);
        const whole = line + 2 + size + 2;
        if (buf.length < whole) return;
        buf = buf.subarray(whole);
        if (size > 0) continue;
        chunked = false;
        need = 0;
      }
      if (buf.length < need) return;
      buf = buf.subarray(need);
      need = -1;
      done(status);
      if (!buf.length) return;
    }
  };
}

/**
 * `connections` keep-alive connections drive the server at `port` with `paths` in turn, for `seconds`
 * or (with `once`) each path once. With `open`, each connection first sends that path, unmeasured, and
 * the measured calls start once every connection has its answer: the server has accepted them all.
 * Returns every answer's latency in ms, the answers other than 200 and the first few failures, and the
 * three slowest calls.
 */
export async function load(port, paths, { seconds = 10, connections = 64, once = false, headers = {}, open }) {
  const bytes = requests(paths, headers);
  const opening = open === undefined ? undefined : requests([open], headers)[0];
  const latencies = [];
  const slowest = [];
  const failures = [];
  let errors = 0;
  let next = 0;
  let opened = 0;
  let allOpen;
  const measuring = new Promise((resolve) => (allOpen = resolve));
  let started = performance.now();
  let end = started + seconds * 1000;
  measuring.then(() => {
    started = performance.now();
    end = started + seconds * 1000;
  });
  const fail = (what) => {
    errors++;
    if (failures.length < 5) failures.push(what);
  };
  const connection = () =>
    new Promise((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
      let current = -1;
      let t0 = 0;
      let waiting = false;
      const send = () => {
        if (once ? next >= paths.length : performance.now() >= end) {
          socket.end();
          return resolve();
        }
        current = next++ % paths.length;
        waiting = true;
        t0 = performance.now();
        socket.write(bytes[current]);
      };
      let first = opening !== undefined;
      socket.on(
        'data',
        reader((status) => {
          if (first) {
            first = false;
            waiting = false;
            if (status !== 200) fail(`${status} ${open}`);
            if (++opened === connections) allOpen();
            measuring.then(send);
            return;
          }
          const took = performance.now() - t0;
          waiting = false;
          latencies.push(took);
          if (status !== 200) fail(`${status} ${paths[current]}`);
          if (slowest.length < 3 || took > slowest[slowest.length - 1].took) {
            slowest.push({ took, path: paths[current] });
            slowest.sort((a, b) => b.took - a.took);
            slowest.length = Math.min(slowest.length, 3);
          }
          send();
        }),
      );
      socket.on('connect', () => {
        if (!opening) return send();
        waiting = true;
        socket.write(opening);
      });
      socket.on('error', (e) => {
        fail(`${e.code ?? e.message} ${current >= 0 ? paths[current] : ''}`);
        waiting = false;
        resolve();
      });
      socket.on('close', () => {
        if (waiting) fail(`closed before the answer ${first ? open : paths[current]}`);
        if (first && ++opened === connections) allOpen();
        first = false;
        resolve();
      });
    });
  await Promise.all(Array.from({ length: connections }, connection));
  return { latencies, seconds: (performance.now() - started) / 1000, errors, failures, slowest };
}
