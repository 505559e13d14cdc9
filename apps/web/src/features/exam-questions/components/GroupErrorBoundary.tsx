import { Component, type ReactNode } from 'react';
import { Icon } from '../../../shared/ui/Icon';
import { renderFailureMessage } from '../lib/group-check';

/** A group that cannot be shown says why in its place; the rest of the part still works. */
export function GroupProblem({ message }: { message: string }) {
  return (
    <div className="q-group q-group--problem">
      <p className="q-problem">
        <Icon name="alert" />
        <span>{message}</span>
      </p>
    </div>
  );
}

interface BoundaryProps {
  /** A new group clears an earlier failure. */
  group: unknown;
  children: ReactNode;
}

interface BoundaryState {
  group: unknown;
  failure: string | null;
}

/** Catches a renderer that throws: 'Error: Failed to render question - {message}'. */
export class GroupErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { group: this.props.group, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: renderFailureMessage(error) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.group === state.group ? null : { group: props.group, failure: null };
  }

  override render() {
    return this.state.failure === null ? this.props.children : <GroupProblem message={this.state.failure} />;
  }
}
