import type { LaunchValue } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { BackButton } from './back-button';
import { VendorWalletBar } from './vendor-wallet-bar';

/** A vendor's game in a frame filling the play area, under a bar with its name and way back. */
export function ExternalGame({ launch }: { launch: LaunchValue }) {
  const { t } = useTranslation();
  return (
    <div className="external-game" data-testid="external-game">
      <div className="external-game__bar">
        <BackButton />
        <h1 className="external-game__title">{launch.gameName}</h1>
        {launch.transferWallet && <VendorWalletBar vendor={launch.transferWallet} />}
      </div>
      <iframe
        className="external-game__frame"
        src={launch.gameUrl}
        title={t('seamless_frame_title', { name: launch.gameName })}
        allow="autoplay; fullscreen"
        allowFullScreen
        referrerPolicy="no-referrer"
        data-testid="external-game-frame"
      />
    </div>
  );
}
