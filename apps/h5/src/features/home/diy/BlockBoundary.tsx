import { Component, type ReactNode } from 'react';

/** Keeps one broken block (bad data, failed chunk) from taking the whole page down: it renders nothing. */
export class BlockBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
