/**
 * What every call needs from the running app, injected once at start so the transport does not
 * import the session, language or site modules (they import the transport).
 */
export interface ApiContext {
  merchantCode(): string;
  language(): string | null;
  token(): string | null;
  /** A session answer said the token is dead (401); the app clears its session. */
  onSessionEnded(code: string): void;
  /** Text for failures that never reached the server, in the visitor's language. */
  clientMessage(code: string): string;
}

let context: ApiContext = {
  merchantCode: () => 'TESSERA',
  language: () => null,
  token: () => null,
  onSessionEnded: () => {},
  clientMessage: (code) => code,
};

export function configureApi(next: Partial<ApiContext>): void {
  context = { ...context, ...next };
}

export function apiContext(): ApiContext {
  return context;
}
