import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
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

/**
 * The service worker's own script: the CSP sent with it governs the worker (decision 0054), which
 * fetches this origin's files to cache them; the resources' `default-src 'none'` would stop it.
 */
const SERVICE_WORKER = /^\/sw\.js(\?|$)/u;

/** The sandbox gateway's hosted page stands in for a provider's own site and styles itself inline. */
const SANDBOX_PAGE = '/sandbox-gateway/';

type HeaderSet = Readonly<Record<string, string>>;

/**
 * Security headers on every answer, made by helmet: a Content-Security-Policy that allows no
 * inline script and no framing of the site (the cashier included), nosniff, a referrer policy, a
 * permissions policy, and HSTS only when the public address is https.
 *
 * Headers that govern a document (what it may load, run, frame or use) say nothing to a script, a
 * style sheet, JSON or a picture the page loads, yet on plain HTTP/1.1 they cost about 1 KB on each
 * of a first visit's sixty answers. Every answer but an HTML page carries nosniff, the resource and
 * referrer policies, HSTS and a policy that allows nothing, which also holds should one be opened
 * on its own (our SVG art carries no script, style element or outside reference).
 *
 * The sets never change while the server runs, so helmet makes each once, at start (decision
 * 0028): building helmet's middleware on every request (as @fastify/helmet does) cost a search
 * answer a tenth of its time. An answer gets its set as it is sent, by its content type.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const sets = headerSets(config);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(setFor(sets, request, reply));
    done(null, payload);
  });
}

function setFor(
  sets: ReturnType<typeof headerSets>,
  request: FastifyRequest,
  reply: FastifyReply,
): HeaderSet {
  if (SERVICE_WORKER.test(request.url)) return sets.worker;
  // An answer without a type (empty, a redirect) gets the page's set.
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && !PAGE_TYPES.test(type)) return sets.resource;
  return request.url.startsWith(SANDBOX_PAGE) ? sets.sandboxPage : sets.page;
}

const PAGE_TYPES = /^\s*(text\/html|application\/xhtml\+xml)\b/iu;

function headerSets(config: Config) {
  const tls = config.publicUrl?.startsWith('https:') ?? false;
  const framed = [config.providerSimulator.url, ...config.frameOrigins].map((url) => new URL(url).origin);
  const common = {
    // The provider's game page (another port of the same host in the demo) may show our images.
    crossOriginResourcePolicy: { policy: 'same-site' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    strictTransportSecurity: tls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
  const page = (styleSrc: string[]): HeaderSet => ({
    ...helmetHeaders({
      ...common,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc,
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
      xFrameOptions: { action: 'deny' },
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  });
  const resourceSet = (defaultSrc: string): HeaderSet =>
    helmetHeaders({
      ...common,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: [defaultSrc], frameAncestors: ["'none'"] },
      },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    });
  return {
    page: page(["'self'"]),
    sandboxPage: page(["'self'", "'unsafe-inline'"]),
    resource: resourceSet("'none'"),
    worker: resourceSet("'self'"),
  };
}

/** The headers helmet sets for `options`, read once off a stand-in response. */
function helmetHeaders(options: HelmetOptions): HeaderSet {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}
