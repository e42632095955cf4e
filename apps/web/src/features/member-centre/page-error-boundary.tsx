import { Component, type ReactNode } from 'react';
import { ErrorPanel } from '../../components/error-panel';

interface Props {
  children: ReactNode;
  /** Already translated. */
  message: string;
  onRetry: () => void;
}

/**
 * A page that failed to load its code (a chunk lost on a flaky network, spec §8) or crashed shows
 * the load error with a retry inside the member centre, instead of taking the whole site down.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPanel
        message={this.props.message}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ failed: false });
        }}
      />
    );
  }
}
