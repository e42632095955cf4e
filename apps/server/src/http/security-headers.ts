import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';

/**
 * What the browser may use, named once (decision 0023). Nothing is switched on that the site does
 * not use; fullscreen and autoplay stay for the framed game pages.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** The sandbox gateway's hosted page stands in for a provider's own site and styles itself inline. */
const SANDBOX_PAGE = '/sandbox-gateway/';

/**
 * Security headers on every answer, through @fastify/helmet: a Content-Security-Policy that allows
 * no inline script and no framing of the site (the cashier included), nosniff, a referrer policy,
 * a permissions policy, and HSTS only when the public address is https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const tls = config.publicUrl?.startsWith('https:') ?? false;
  const framed = [config.providerSimulator.url, ...config.frameOrigins].map((url) => new URL(url).origin);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: [
          "'self'",
          (request: IncomingMessage) => (request.url?.startsWith(SANDBOX_PAGE) ? "'unsafe-inline'" : ''),
        ],
        // Captchas and slider puzzles are data: images; the balance and the API are this origin
        // (the WebSocket included: 'self' covers ws: and wss: of the same host).
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // External games are the vendors' pages in a frame (the provider simulator's in the demo).
        frameSrc: ["'self'", ...framed],
        // The sandbox gateway's form posts to itself; nothing else posts a form.
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        ...(tls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The customer-service popup is opened with a handle the site drops itself (popup.opener = null).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // The provider's game page (another port of the same host in the demo) may show our images.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: tls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!isPage(reply.getHeader('content-type'))) trimToResource(reply);
    return payload;
  });
}

/**
 * Headers that govern a document (what it may load, run, frame or use) say nothing to a script, a
 * style sheet, JSON or a picture the page loads, yet on plain HTTP/1.1 they cost about 1 KB on each
 * of a first visit's sixty answers. Every answer but an HTML page keeps nosniff, the resource and
 * referrer policies, HSTS and a policy that allows nothing, which also holds should one be opened
 * on its own (our SVG art carries no script, style element or outside reference).
 */
const PAGE_TYPES = /^\s*(text\/html|application\/xhtml\+xml)\b/iu;
const PAGE_ONLY = [
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

function isPage(contentType: unknown): boolean {
  // An answer without a type (empty, a redirect) keeps the whole set.
  return typeof contentType !== 'string' || PAGE_TYPES.test(contentType);
}

function trimToResource(reply: FastifyReply): void {
  for (const name of PAGE_ONLY) reply.removeHeader(name);
  reply.header('content-security-policy', RESOURCE_POLICY);
}
