import { useId, useState, type ReactNode } from 'react';

export interface CollapsibleProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Heading level of the title, so the page outline stays right; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A section that opens and closes (client panel: 'Cambia password', 'Preferenza di contatto', …).
 * The title is a button inside a heading with aria-expanded; closed content is not rendered.
 */
export function Collapsible({
  title,
  children,
  defaultOpen = false,
  headingLevel = 3,
  className,
}: CollapsibleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const regionId = `rc-collapsible-${useId().replace(/:/g, '')}`;
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <section className={['rc-collapsible', className].filter(Boolean).join(' ')}>
      <Heading className="rc-collapsible__heading">
        <button
          type="button"
          className="rc-collapsible__toggle"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <span>{title}</span>
          <span aria-hidden="true" className="rc-collapsible__icon">
            {open ? '−' : '+'}
          </span>
        </button>
      </Heading>
      <div id={regionId} className="rc-collapsible__body" hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
