import { createStore } from '../lib/store/create-store';

export type DialogTone = 'info' | 'warning' | 'success' | 'error';

export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  tone: DialogTone;
  /** Already translated text. */
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  resolve: (confirmed: boolean) => void;
}

/** Open alert and confirmation popups, newest last; the host shows the newest one. */
export const dialogStore = createStore<readonly DialogRequest[]>([]);

let nextId = 1;

function open(request: Omit<DialogRequest, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    const settle = (confirmed: boolean) => {
      dialogStore.set((dialogs) => dialogs.filter((dialog) => dialog.id !== id));
      resolve(confirmed);
    };
    dialogStore.set((dialogs) => [...dialogs, { ...request, id, resolve: settle }]);
  });
}

/** The generic warning/info popup with one button (spec §8). Resolves when it is closed. */
export async function showAlert(options: {
  title: string;
  message: string;
  confirmLabel: string;
  tone?: DialogTone;
}): Promise<void> {
  await open({ kind: 'alert', tone: options.tone ?? 'warning', ...options });
}

/** A yes/no question (the logout confirmation). Resolves true only on the confirm button. */
export function askConfirm(options: {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  tone?: DialogTone;
}): Promise<boolean> {
  return open({ kind: 'confirm', tone: options.tone ?? 'info', ...options });
}
