import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { translate } from '../i18n/messages.ts';
import { linger } from './lingering-close.ts';

/** Sockets already answered: the parser, fed what the client still sends, reports its error again. */
const answered = new WeakSet<Socket>();

/**
 * What Node's parser refuses before any route sees it (headers over 16 KB: 431; a request it cannot read: 400; one
 * too slow: 408), answered in the error wrapper and with `Connection: close`: the socket is closed after (lingering: a
 * client still sending its headers would otherwise be reset and lose the answer), and without the header a keep-alive
 * client sends its next request on the closed socket and sees it dropped. No request was read, so no host or
 * language either: the message is the default language's.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ status: 'Error', message: translate('fr', 'errors.badRequest'), data: null });
  if (!socket.writable) return void socket.destroy(error);
  answered.add(socket);
  socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  linger(socket);
}
