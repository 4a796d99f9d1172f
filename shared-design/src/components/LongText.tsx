import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '../messages';

export interface LongTextProps {
  children: ReactNode;
  className?: string;
}

/**
 * A long text (memorial biography, obituary note) collapsed to 4 lines with 'Continua a leggere' and, once
 * open, 'Comprimi' (spec panels §9). The button shows only when the text is longer than 4 lines; the first
 * render is the same on the server and in the browser (collapsed, no button), then the browser measures.
 */
export function LongText({ children, className }: LongTextProps) {
  const body = useRef<HTMLDivElement>(null);
  const bodyId = `rc-long-text-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const element = body.current;
    if (!element || expanded) return undefined;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, children]);

  return (
    <div className={['rc-long-text', className].filter(Boolean).join(' ')}>
      <div
        id={bodyId}
        ref={body}
        className={expanded ? 'rc-long-text__body' : 'rc-long-text__body rc-long-text__body--collapsed'}
      >
        {children}
      </div>
      {(overflows || expanded) && (
        <button
          type="button"
          className="rc-button rc-button--text rc-long-text__toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? MESSAGES.collapseText : MESSAGES.readMore}
        </button>
      )}
    </div>
  );
}
