/** One chunk for the auth forms (see lazy-forms.tsx). */
export { ChangePasswordForm } from './change-password-form';
export { ForgotPasswordForm } from './forgot-password-form';
export { LoginForm } from './login-form';
export { RegisterForm } from './register-form';
