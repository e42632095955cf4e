import { useEffect } from 'react';
import { createStore, useStore } from '../lib/store/store';

interface Toast {
  id: number;
  text: string;
}

const toastStore = createStore<Toast | null>(null);
let next = 1;

/** A short confirmation at the bottom ("Deposit approved"), gone after a few seconds. */
export function showToast(text: string): void {
  toastStore.set({ id: next++, text });
}

export function ToastHost() {
  const toast = useStore(toastStore);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => {
      if (toastStore.get()?.id === toast.id) toastStore.set(null);
    }, 3500);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div className="toast-host" aria-live="polite">
      {toast && (
        <div className="toast" key={toast.id} data-testid="toast">
          {toast.text}
        </div>
      )}
    </div>
  );
}
