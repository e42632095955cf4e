import type { Config } from '../config.js';
import { answerClientError } from './client-errors.js';
import { LOG_REDACT, requestForLog } from './log-redaction.js';

/** A destination for log lines (tests capture them); the process's standard output otherwise. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Fastify's server options that come from the configuration: the logger (secrets redacted from
 * every line) and the time-outs that end slow or idle clients (decision 0023).
 */
export function serverOptions(config: Config, logStream?: LogStream) {
  const { requestMs, connectionMs, keepAliveMs, maxRequestsPerSocket } = config.timeouts;
  return {
    logger: {
      level: config.logLevel,
      redact: LOG_REDACT,
      serializers: { req: requestForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    // The whole request (headers and body) must arrive within requestMs: a body trickled a byte at
    // a time is answered 408 and closed. Node checks for late requests every
    // connectionsCheckingInterval, 30 s by default: far coarser than the time-out itself.
    requestTimeout: requestMs,
    clientErrorHandler: answerClientError,
    // A connection silent this long (a stalled request or a reader that stopped reading) is closed.
    // An upgraded WebSocket is not an HTTP connection any more: Node lifts this time-out from it.
    connectionTimeout: connectionMs,
    keepAliveTimeout: keepAliveMs,
    maxRequestsPerSocket,
    http: {
      connectionsCheckingInterval: Math.min(5_000, Math.max(50, Math.floor(requestMs / 4))),
      headersTimeout: Math.min(requestMs, 20_000),
    },
  };
}
