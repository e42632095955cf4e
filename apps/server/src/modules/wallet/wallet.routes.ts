import type { RouteDeps } from '../../routes.js';

/** This area's routes (filled in as the area lands). */
export function walletRoutes(_deps: RouteDeps): void {}
