import fp from 'fastify-plugin';
import { answerFor } from '../http/answerCache.js';
import { encoded } from '../http/compression.js';

/**
 * A cached catalog answer goes out with its ETag and compressed bytes kept beside it, so the etag and
 * compression plugins (whose hooks run after this one) find nothing left to hash or compress; what
 * went out is kept for sending again (http/replay.ts).
 */
export const cachedAnswers = fp(
  async (app) => {
    const { catalog } = app.deps;
    const replay = app.replays;
    app.addHook('onSend', (req, reply, payload, done) => {
      const answer =
        (typeof payload === 'string' || Buffer.isBuffer(payload)) && reply.statusCode === 200
          ? answerFor(catalog, payload)
          : undefined;
      if (!answer) return done(null, payload);
      reply.header('etag', answer.etag);
      const seen = req.headers['if-none-match'];
      if (seen === answer.etag || `W/${seen}` === answer.etag) {
        reply.code(304);
        return done(null, '');
      }
      const send = (out: Awaited<ReturnType<typeof encoded>>) => {
        replay.hold(req, reply, answer, out?.encoding);
        if (!out) return done(null, payload);
        const vary = reply.getHeader('vary');
        reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
        reply.header('content-encoding', out.encoding);
        reply.header('content-length', out.bytes.length);
        done(null, out.bytes);
      };
      const out =
        req.headers['x-no-compression'] === undefined ? encoded(answer, req.headers['accept-encoding']) : undefined;
      if (out instanceof Promise) out.then(send, (err: Error) => done(err));
      else send(out);
    });
    app.addHook('onResponse', (req, reply, done) => {
      replay.keep(req, reply);
      done();
    });
  },
  { name: 'cached-answers' },
);
