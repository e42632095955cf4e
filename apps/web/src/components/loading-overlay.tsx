import { useStore } from '../lib/store/create-store';
import { loaderStore } from './loader-store';
import { Spinner } from './spinner';

export function LoadingOverlay() {
  const active = useStore(loaderStore, (count) => count > 0);
  if (!active) return null;
  return (
    <div className="loading-overlay" data-testid="loading-overlay">
      <Spinner size="large" />
    </div>
  );
}
