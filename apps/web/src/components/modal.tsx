import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { type ModalEntry, openModalEntry } from '../lib/history/modal-history';
import { useUniqueId } from '../lib/ids/use-unique-id';
import { CloseIcon } from './icons';

interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  /** Without it the modal cannot be dismissed (forced password change, confirmations in flight). */
  onClose?: () => void;
  size?: 'small' | 'medium';
  /** Element above the title, such as a banner or an icon. */
  header?: ReactNode;
  className?: string;
  /** The address of the modal's history entry (the member centre's `?mc=<page>`); else the page's. */
  historyUrl?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open modals, the topmost last: a stray Escape belongs to the topmost one. */
const openStack: object[] = [];

/**
 * An accessible dialog: labelled by its title, Escape closes it, Tab stays inside, the page behind
 * does not scroll, and focus returns where it was. A click on the backdrop does nothing on purpose
 * (spec §2.2: no click-away close), so a half-filled form is never lost by a stray click. It owns a
 * history entry while open, so Back closes it rather than leaving the page (decision 0026).
 */
export function Modal({
  title,
  children,
  onClose,
  size = 'medium',
  header,
  className,
  historyUrl,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useUniqueId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const entryRef = useRef<ModalEntry | null>(null);
  const firstUrl = useRef(historyUrl);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const self = {};
    openStack.push(self);
    const entry = openModalEntry(() => {
      const close = closeRef.current;
      close?.();
      return close !== undefined;
    }, firstUrl.current ?? null);
    entryRef.current = entry;
    document.body.classList.add('scroll-locked');
    // A control that disables itself while it works (a submit button) drops focus to <body>, out
    // of the panel's own key handler: Escape must still close the topmost modal.
    const onStrayEscape = (event: KeyboardEvent) => {
      const focusLost = !document.activeElement || document.activeElement === document.body;
      if (event.key === 'Escape' && focusLost && openStack.at(-1) === self) closeRef.current?.();
    };
    document.addEventListener('keydown', onStrayEscape);
    const panel = panelRef.current;
    const first =
      panel?.querySelector<HTMLElement>('[data-autofocus], input:not([readonly]), select, textarea') ?? panel;
    first?.focus();
    return () => {
      entry.release();
      document.removeEventListener('keydown', onStrayEscape);
      openStack.splice(openStack.indexOf(self), 1);
      if (openStack.length === 0) document.body.classList.remove('scroll-locked');
      previouslyFocused?.focus?.();
    };
  }, []);

  useEffect(() => {
    if (historyUrl) entryRef.current?.setUrl(historyUrl);
  }, [historyUrl]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && closeRef.current) {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={panelRef}
        className={`modal modal--${size} ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {header}
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              className="icon-button modal__close"
              onClick={onClose}
              aria-label={t('common_close')}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
