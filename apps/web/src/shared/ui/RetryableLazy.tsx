import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from './Button';
import { Notice } from './Notice';

interface FailedProps {
  failedText: ReactNode;
  retryText: string;
}

class LoadBoundary extends Component<FailedProps & { onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Notice tone="error">
        {this.props.failedText} <Button onClick={this.props.onRetry}>{this.props.retryText}</Button>
      </Notice>
    );
  }
}

interface RetryableLazyProps<P extends object> extends FailedProps {
  /** The module to load on demand (its default export is the component). */
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  /** Shown while the code loads. */
  fallback: ReactNode;
}

/**
 * A component loaded on demand (heavy code such as recharts stays out of the first load). If its
 * code cannot be fetched (a dropped connection, a deploy), the page keeps working and shows
 * `failedText` with a retry; React.lazy keeps a failed import for good, so a retry makes a fresh one.
 */
export function RetryableLazy<P extends object>({ load, props, fallback, failedText, retryText }: RetryableLazyProps<P>) {
  const [attempt, setAttempt] = useState(() => ({ key: 0, View: lazy(load) }));
  const { View } = attempt;
  return (
    <LoadBoundary
      key={attempt.key}
      failedText={failedText}
      retryText={retryText}
      onRetry={() => setAttempt((a) => ({ key: a.key + 1, View: lazy(load) }))}
    >
      <Suspense fallback={fallback}>
        <View {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
