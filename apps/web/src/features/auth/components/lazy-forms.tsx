import { lazy, type ReactNode, Suspense } from 'react';
import { Skeleton } from '../../../components/skeleton';

/**
 * The auth forms load on first use: most visits never open one, and the home route stays well
 * inside its JavaScript budget. All four come in one chunk (they share most of their code).
 */
const forms = () => import('./auth-forms');

export const LoginForm = lazy(() => forms().then((module) => ({ default: module.LoginForm })));
export const RegisterForm = lazy(() => forms().then((module) => ({ default: module.RegisterForm })));
export const ForgotPasswordForm = lazy(() =>
  forms().then((module) => ({ default: module.ForgotPasswordForm })),
);
export const ChangePasswordForm = lazy(() =>
  forms().then((module) => ({ default: module.ChangePasswordForm })),
);

export function FormSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton lines={5} className="auth-form__skeleton" />}>{children}</Suspense>;
}
