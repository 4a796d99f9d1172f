import type { ReactNode } from 'react';

export type ChipTone = 'neutral' | 'success' | 'error' | 'warning' | 'dark';

export interface ChipProps {
  children: ReactNode;
  /** spec panels §2: 'Scade il …' green (success), 'Memorial scaduto il …' black (dark). */
  tone?: ChipTone;
  className?: string;
}

/** A short status label ('In accettazione', 'Scade il 01/01/2027'). */
export function Chip({ children, tone = 'neutral', className }: ChipProps) {
  return (
    <span className={['rc-chip', `rc-chip--${tone}`, className].filter(Boolean).join(' ')}>{children}</span>
  );
}
