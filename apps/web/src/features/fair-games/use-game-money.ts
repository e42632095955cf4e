import { useSite } from '../site/use-site';
import { useBalance } from '../wallet/balance-store';
import { gameWalletLine } from './game-wallet';

export interface GameMoney {
  symbol: string;
  /** Decimals of the brand's currency. */
  scale: number;
  /** The game wallet's balance (major units), or null while it is unknown. */
  available: number | null;
  /** The vendor wallet the game plays from, or null for the main wallet. */
  vendor: string | null;
}

/** The currency and the balance a game plays with, following the site's balance store. */
export function useGameMoney(vendor: string | null): GameMoney {
  const brand = useSite().info.brand;
  const { wallet } = useBalance();
  return {
    symbol: wallet?.currencySymbol ?? brand.currencySymbol,
    scale: wallet?.scale ?? brand.currencyScale,
    available: gameWalletLine(wallet, vendor)?.availBalance ?? null,
    vendor,
  };
}
