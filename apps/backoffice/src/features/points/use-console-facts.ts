import { useStore } from '../../lib/store/store';
import { useBrand } from '../brand/brand-store';
import { sessionStore } from '../session/session-store';

/** What the points pages read about the console: the brand's currency and decimals, and the staff's role. */
export function useConsoleFacts() {
  const brand = useBrand();
  const role = useStore(sessionStore)?.role;
  return { currency: brand?.currency ?? 'BDT', scale: brand?.scale ?? 2, role };
}
