// The notice page of a deceased, the 'Pre-Lapide' that comes before a digital tombstone (its notice QR leads
// there): a link opening it in a new tab, or, when the deceased has none, the spec's alert (spec panels §8
// "Pre-page unavailable: 'Pre-Lapide non disponibile' (title 'Attenzione')").
import { useState, type ReactNode } from 'react';
import { Button, Dialog, MESSAGES } from '@ricordo/shared-design';

export const PRE_PAGE_UNAVAILABLE = 'Pre-Lapide non disponibile';

export interface PrePageLinkProps {
  /** The notice page's address, or null when the deceased has no notice. */
  href: string | null | undefined;
  children: ReactNode;
  /** Names the link or button when its text alone does not say whose page it is. */
  'aria-label'?: string;
}

export function PrePageLink({ href, children, 'aria-label': label }: PrePageLinkProps) {
  const [open, setOpen] = useState(false);
  if (href)
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {children}
      </a>
    );
  return (
    <>
      <Button variant="text" aria-label={label} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={MESSAGES.attention}
        description={PRE_PAGE_UNAVAILABLE}
        actions={<Button onClick={() => setOpen(false)}>{MESSAGES.close}</Button>}
      />
    </>
  );
}
