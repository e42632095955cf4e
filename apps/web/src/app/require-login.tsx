import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { sessionStore } from '../features/session/session-store';
import { useStore } from '../lib/store/create-store';
import { guardTarget, type RouteSpec } from './route-table';

/** The navigation guard: a login-required route without a stored token goes to /login. */
export function RequireLogin({ route, children }: { route: RouteSpec; children: ReactNode }) {
  const hasToken = useStore(sessionStore, (state) => state.phase !== 'anonymous');
  const target = guardTarget(route, hasToken);
  return target ? <Navigate to={target} replace /> : children;
}
