import {
  useEffect,
  useId,
  useRef,
  type FormEventHandler,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useUiT } from '../i18n';
import { Icon } from './icon';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: Escape and the focus trap belong to the top one only. */
const openStack: symbol[] = [];

export interface ModalProps {
  /** The heading; the dialog is labelled by it. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** A click on the dimmed page closes the dialog (default true). */
  closeOnBackdrop?: boolean;
  /** Show the close (✕) button in the header (default true). */
  closeButton?: boolean;
  /** Extra class on the dialog box (e.g. a feature's size). */
  className?: string;
  /** Render the box as a form: Enter submits, the footer's submit button works. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Describes the dialog (an id inside the body, e.g. a confirm question). */
  describedBy?: string;
}

function focusables(box: HTMLElement): HTMLElement[] {
  return Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * The one dialog of the site: role=dialog, aria-modal, labelled by its title; focus moves in
 * (an [autofocus]/[data-autofocus] element, else the first control), Tab stays inside, Escape
 * closes, and focus returns to the element that opened it.
 */
export function Modal({
  title,
  onClose,
  children,
  closeOnBackdrop = true,
  closeButton = true,
  className,
  onSubmit,
  describedBy,
}: ModalProps) {
  const titleId = useId();
  const t = useUiT();
  const boxRef = useRef<HTMLElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const me = Symbol('modal');
    openStack.push(me);
    const opener = document.activeElement as HTMLElement | null;
    const box = boxRef.current;
    if (box && !box.contains(document.activeElement)) {
      const wanted = box.querySelector<HTMLElement>('[data-autofocus], [autofocus]');
      (wanted ?? focusables(box)[0] ?? box).focus();
    }
    // Focus is normally inside (trapped), where onKeyDown below closes the innermost dialog; this
    // catches an Escape pressed while the focus is elsewhere (e.g. on the page behind).
    const onKey = (event: globalThis.KeyboardEvent) => {
      const inside = event.target instanceof Element && event.target.closest('[aria-modal]');
      if (event.key === 'Escape' && !inside && openStack[openStack.length - 1] === me) {
        closeRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openStack.splice(openStack.indexOf(me), 1);
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // The innermost dialog closes; its parents do not see the key.
      event.stopPropagation();
      return onClose();
    }
    const box = boxRef.current;
    if (event.key !== 'Tab' || !box) return;
    const items = focusables(box);
    if (items.length === 0) return event.preventDefault();
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === box)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const shared = {
    className: className ? `modal ${className}` : 'modal',
    role: 'dialog',
    'aria-modal': true,
    'aria-labelledby': titleId,
    'aria-describedby': describedBy,
    tabIndex: -1,
    onKeyDown,
  } as const;
  const body = (
    <>
      <div className="modal-header">
        <h2 id={titleId}>{title}</h2>
        {closeButton && (
          <button type="button" className="btn btn-small" aria-label={t('close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        )}
      </div>
      {children}
    </>
  );
  return (
    <div
      className="modal-backdrop"
      onClick={(event) => closeOnBackdrop && event.target === event.currentTarget && onClose()}
    >
      {onSubmit ? (
        <form {...shared} ref={boxRef as RefObject<HTMLFormElement>} onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        <div {...shared} ref={boxRef as RefObject<HTMLDivElement>}>
          {body}
        </div>
      )}
    </div>
  );
}
