// The reference server: bare node:http answering each path with the bytes and the content headers the
// app sent for it (recorded in the JSON file given), from memory; any other path gets a small fixed JSON.
//
//   node bench/bare.mjs <port> [answers.json]
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [port, file] = process.argv.slice(2);
const answers = new Map();
if (file)
  for (const [path, a] of Object.entries(JSON.parse(readFileSync(file, 'utf8'))))
    answers.set(path, { headers: a.headers, body: Buffer.from(a.body, 'base64') });
const fixed = {
  headers: { 'content-type': 'application/json' },
  body: Buffer.from('{"Status":"OK","Results":[]}'),
};

http
  .createServer((req, res) => {
    const a = answers.get(req.url) ?? fixed;
    res.writeHead(200, { ...a.headers, 'content-length': a.body.length });
    res.end(a.body);
  })
  .listen(Number(port), '127.0.0.1');
