import { isLanguage } from '@tessera/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/app';
import { loadVendorLanes } from './features/games/vendor-lanes-store';
import { fetchHomeEarly } from './features/home/fetch-home-early';
import { applyTheme, themeStore } from './features/layout/theme';
import { rememberReferralCode } from './features/referral/referral-code';
import { restoreSession } from './features/session/restore-session';
import { currentToken, endSession } from './features/session/session-store';
import { applyLanguage, languageStore, servedLanguage, storedLanguage } from './features/site/language';
import { loadSite } from './features/site/load-site';
import { currentMerchantCode, initMerchantCode } from './features/site/merchant-code';
import { i18n } from './i18n/i18n';
import { configureApi } from './lib/api/api-context';
import { CLIENT_ERROR_CODES } from './lib/api/api-error';
import { watchInstallPrompt } from './pwa/install-prompt';
import { rememberShownLanguage } from './pwa/offline-language';
import { registerServiceWorker } from './pwa/register-service-worker';
import './styles/index.css';

initMerchantCode();
// The lite app (decision 0054): the browser's install offer comes early; the worker after load.
watchInstallPrompt();
registerServiceWorker();
rememberShownLanguage();
rememberReferralCode(window.location.search);
applyTheme(themeStore.get());

configureApi({
  merchantCode: currentMerchantCode,
  language: () => languageStore.get() ?? storedLanguage(),
  token: currentToken,
  onSessionEnded: endSession,
  clientMessage: (code) =>
    i18n.t(
      code === CLIENT_ERROR_CODES.network
        ? 'err_network'
        : code === CLIENT_ERROR_CODES.badResponse
          ? 'err_bad_response'
          : 'err_unknown',
    ),
});

// A visitor's earlier choice (else the brand's default as the server wrote it into the page, else
// BN) is fetched alongside the status, so its strings are here for the loading and error screens;
// the brand's default also comes with the status and, when it differs, wins (the last language asked for is the one shown). A failed fetch is left to
// loadSite, which asks again and shows the failure with a retry.
const earlier = storedLanguage()?.toUpperCase();
const served = servedLanguage();
const firstLanguage = earlier && isLanguage(earlier) ? earlier : served && isLanguage(served) ? served : 'BN';
applyLanguage(firstLanguage).catch(() => undefined);

void loadSite();
// The header's game lanes, beside the status rather than once the header has drawn.
void loadVendorLanes();
void restoreSession();
if (window.location.pathname === '/') fetchHomeEarly(firstLanguage);

createRoot(document.getElementById('root')!, {
  // An error a boundary caught is already shown to the person with a retry: a warning, not an error.
  onCaughtError: (error) => console.warn('Caught by an error boundary:', error),
}).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>
  </StrictMode>,
);
