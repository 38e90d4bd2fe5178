import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** How to reach a person when the widget breaks. */
  phone: { display: string; href: string };
  /** The heading and sentence shown in place of the widget. */
  copy: { heading: string; text: string };
}

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * Wraps every island: if a widget throws, the visitor sees the spec's generic error heading and a
 * phone number in its place instead of a blank gap, and the rest of the page keeps working.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Island failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-card border border-line bg-surface p-6 text-ink">
        <h2 className="text-xl">{this.props.copy.heading}</h2>
        <p className="mt-2 text-muted">
          {this.props.copy.text}{' '}
          <a
            href={this.props.phone.href}
            className="font-semibold whitespace-nowrap text-accent-strong underline"
          >
            {this.props.phone.display}
          </a>
          .
        </p>
      </div>
    );
  }
}
