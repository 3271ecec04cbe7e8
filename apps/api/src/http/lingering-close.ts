import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

/**
 * How long a connection answered before its request's body was read (a body over the limit: 413; refused before its
 * body was parsed) keeps reading and dropping what the client still sends, before it is closed.
 */
const LINGER_MS = 5_000;

/** Half-closes now (the answer is sent), reads until the client is done sending or LINGER_MS, then closes. */
export function linger(socket: Socket): void {
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, LINGER_MS);
  socket.once('end', close);
  socket.once('close', () => clearTimeout(timer));
  socket.end();
}

/**
 * A lingering close, as nginx does: Fastify answers such a request with `Connection: close`, and Node then closes the
 * socket at once. The body the client is still sending then meets a closed socket, which resets the connection, and a
 * client that reads only once it has sent everything (a browser uploading a file too large) lost the answer: a
 * "connection reset" instead of the message saying the file is too large.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const socket = request.raw.socket as Socket | null;
      if (socket && !request.raw.complete && String(reply.getHeader('connection')).toLowerCase() === 'close') {
        // Node's server closes a `Connection: close` answer's socket with destroySoon once the answer is written.
        socket.destroySoon = () => linger(socket);
      }
      return payload;
    });
  },
  { name: 'lingering-close' },
);
