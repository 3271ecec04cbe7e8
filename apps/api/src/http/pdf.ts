import type { FastifyReply } from 'fastify';

/** Sends a PDF generated for the caller as a download: private, never cached. */
export function sendPdf(reply: FastifyReply, file: { fileName: string; pdf: Uint8Array }) {
  return reply.type('application/pdf').header('content-disposition', `attachment; filename="${file.fileName}"`).header('cache-control', 'private, no-store').send(file.pdf);
}
