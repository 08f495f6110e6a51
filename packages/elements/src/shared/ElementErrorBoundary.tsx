import { consoleLogger } from '@kurv/core/logger';
import { nbPage } from '@kurv/core/texts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useShopStoreUnavailable } from './ShopStoreProvider';

interface ElementErrorBoundaryProps {
  /** The tag, named in the log. */
  tagName: string;
  children: ReactNode;
}

/**
 * Keeps one element's failure inside that element: it shows the default message and logs the
 * cause for the chain web team; the page and the other elements go on.
 */
export class ElementErrorBoundary extends Component<ElementErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    consoleLogger.error(`<${this.props.tagName}> failed`, { error, componentStack: info.componentStack });
  }

  override render() {
    if (this.state.failed) {
      return <ElementError />;
    }
    return this.props.children;
  }
}

/** What an element shows in place of its widget when it failed or cannot start: the spec's default error. */
export function ElementError() {
  return (
    <p className="kurv-element-error" role="alert">
      {nbPage.defaultError}
    </p>
  );
}

/**
 * An element's widget inside its error boundary; the default error alone when the page's store cannot start (its
 * settings, say): that was reported once when the store was asked for, and is thrown nowhere (issue 36).
 */
export function ElementBody({ tagName, children }: ElementErrorBoundaryProps) {
  return useShopStoreUnavailable() ? <ElementError /> : <ElementErrorBoundary tagName={tagName}>{children}</ElementErrorBoundary>;
}
