import { Component } from 'react';
import type { ReactNode } from 'react';

/** A remote that throws while rendering is contained here: the rest of the site keeps working. */
export class RemoteBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('remote failed while rendering', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
