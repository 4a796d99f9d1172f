import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { CommonMessages } from './app-error';
import { fail } from './envelope';

/**
 * Requests Node's HTTP parser refuses before any route sees them (a URL or headers past its 16 KB, a line
 * that is not HTTP) get the envelope with an Italian message instead of Node's bare status line: 431 for
 * headers too large, 400 for the rest. A socket already gone or half-answered is only closed.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || answering?.headersSent) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const body = JSON.stringify(
      tooLarge
        ? fail(CommonMessages.tooLarge, 'PAYLOAD_TOO_LARGE')
        : fail(CommonMessages.badRequest, 'BAD_REQUEST'),
    );
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        body,
    );
  });
}
