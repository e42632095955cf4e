import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers compressed on the fly, through @fastify/compress (decision 0023): API JSON (a game list
 * page is tens of kilobytes) and the page with the brand written in. Only for a client that asks
 * (Accept-Encoding) and only above 1 KB; the site's static files are compressed at build time
 * instead and go out as they are (an answer already encoded is left alone). Request bodies are
 * never inflated: a signed provider call is checked on the exact bytes that arrived.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
