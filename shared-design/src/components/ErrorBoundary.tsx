import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '../messages';
import { Button } from './Button';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** What to show instead of the failed part; `retry` renders the children again. */
  fallback?: (error: Error, retry: () => void) => ReactNode;
  /** Told of each error (logging); the error is not rethrown. */
  onError?: (error: Error, info: ErrorInfo) => void;
  /** When any of these values changes, a shown fallback is dropped and the children render again (route change). */
  resetKeys?: ReadonlyArray<unknown>;
}

interface ErrorBoundaryState {
  error: Error | null;
  keys: ReadonlyArray<unknown> | undefined;
}

function sameKeys(a: ReadonlyArray<unknown> | undefined, b: ReadonlyArray<unknown> | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((value, index) => Object.is(value, b[index]));
}

/**
 * Keeps a failing part of the page (a remote that throws while rendering) from taking the rest down.
 * Without `fallback` it shows 'Questa sezione non è al momento disponibile.' with a 'Riprova' button.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (sameKeys(props.resetKeys, state.keys)) return null;
    return { keys: props.resetKeys, error: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error instanceof Error ? error : new Error(String(error)), info);
  }

  retry = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error, this.retry);
    return <ErrorFallback onRetry={this.retry} />;
  }
}

/** The kit's Italian fallback: a calm sentence and 'Riprova'. */
export function ErrorFallback({
  message = MESSAGES.remoteFailed,
  onRetry,
}: {
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <div role="alert" className="rc-error-fallback">
      <p>{message}</p>
      {onRetry && <Button onClick={onRetry}>{MESSAGES.retry}</Button>}
    </div>
  );
}
