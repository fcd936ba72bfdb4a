import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError.tsx';

interface Props {
  /** Changes on navigation, so moving to another page clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

/** Catches a page that fails to load or render (e.g. a chunk missing after a deploy). */
export class RouteErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
