import type { RouteDeps } from '../../routes.js';

/** This area's routes (filled in as the area lands). */
export function withdrawalRoutes(_deps: RouteDeps): void {}
