import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { MESSAGES } from '../messages';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and (unless disabled) on a click outside. */
  onClose: () => void;
  /** Visible title; names the dialog for assistive technology. */
  title: ReactNode;
  /** Short text read together with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned (stacked on narrow screens). */
  actions?: ReactNode;
  /** Full-screen modal (forms such as 'Aggiungi defunto'). */
  fullScreen?: boolean;
  /** A click on the dimmed background closes the dialog; true by default. */
  closeOnBackdrop?: boolean;
  /** Shows the 'Chiudi' button in the corner; true by default. */
  showCloseButton?: boolean;
  /** Element to focus on opening; by default the dialog itself, so its title is read first. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Open dialogs. Only the innermost traps focus and answers Escape: the deepest in the React tree (a
 * confirmation inside a full-screen form), and among equals the last opened. Depth comes from context
 * because a nested dialog's effects run before its parent's when both open at once.
 */
interface OpenDialog {
  surface: HTMLElement;
  depth: number;
}
const openDialogs: OpenDialog[] = [];
const DialogDepth = createContext(0);

function isInnermost(surface: HTMLElement): boolean {
  let top: OpenDialog | undefined;
  for (const entry of openDialogs) if (!top || entry.depth >= top.depth) top = entry;
  return top?.surface === surface;
}

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Modal dialog: rendered in a portal over a dimmed page, named by its title, keeps Tab and Shift+Tab
 * inside, closes on Escape, locks the page scroll, and gives focus back to the element that opened it.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogSurface {...props} />, document.body);
}

function DialogSurface({
  onClose,
  title,
  description,
  children,
  actions,
  fullScreen = false,
  closeOnBackdrop = true,
  showCloseButton = true,
  initialFocus,
  className,
}: DialogProps) {
  const surfaceRef = useRef<HTMLDivElement>(null);
  const depth = useContext(DialogDepth) + 1;
  const onCloseRef = useRef(onClose);
  const baseId = useId().replace(/:/g, '');
  const titleId = `rc-dialog-${baseId}-title`;
  const descriptionId = `rc-dialog-${baseId}-description`;

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const entry: OpenDialog = { surface, depth };
    openDialogs.push(entry);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (isInnermost(surface)) (initialFocus?.current ?? surface).focus();

    // Focus that lands outside (a click on the page behind, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (!isInnermost(surface)) return;
      if (event.target instanceof Node && !surface.contains(event.target)) surface.focus();
    };
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.indexOf(entry), 1);
      if (openDialogs.length === 0) document.body.style.overflow = previousOverflow;
      if (opener && opener.isConnected) opener.focus();
    };
    // initialFocus is read on opening only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const surface = surfaceRef.current;
    if (!surface || !isInnermost(surface)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(surface);
    if (focusable.length === 0) {
      event.preventDefault();
      surface.focus();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === surface)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={['rc-dialog-backdrop', fullScreen && 'rc-dialog-backdrop--full'].filter(Boolean).join(' ')}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={surfaceRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={['rc-dialog', fullScreen && 'rc-dialog--full', className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className="rc-dialog__header">
          <h2 id={titleId} className="rc-dialog__title">
            {title}
          </h2>
          {showCloseButton && (
            <button
              type="button"
              className="rc-button rc-button--text rc-dialog__close"
              aria-label={MESSAGES.close}
              onClick={() => onCloseRef.current()}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <DialogDepth.Provider value={depth}>
          {description && <p id={descriptionId}>{description}</p>}
          {children}
          {actions && <div className="rc-dialog__actions">{actions}</div>}
        </DialogDepth.Provider>
      </div>
    </div>
  );
}
