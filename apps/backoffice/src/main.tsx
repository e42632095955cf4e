import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { currentToken, endSession } from './features/session/session-store';
import { i18n, languageStore } from './i18n/i18n';
import { CLIENT_ERROR_CODES } from './lib/api/api-error';
import { configureApi } from './lib/api/call-api';
import { watchTheme } from './lib/store/theme';
import './styles/index.css';

/** The brand of this host, written into the page by the server (no inline script: CSP). */
function servedMerchantCode(): string {
  const code = document.querySelector('meta[name="tessera-merchant"]')?.getAttribute('content')?.trim();
  return code && /^[A-Za-z0-9_-]{1,32}$/u.test(code) ? code : 'TESSERA';
}

const merchant = servedMerchantCode();
watchTheme();
document.documentElement.lang = languageStore.get().toLowerCase();

configureApi({
  merchantCode: () => merchant,
  language: () => languageStore.get(),
  token: currentToken,
  onSessionEnded: () => endSession('expired'),
  clientMessage: (code) =>
    i18n.t(code === CLIENT_ERROR_CODES.network ? 'common.errorNetwork' : 'common.errorBadResponse'),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  </StrictMode>,
);
