import { Component, type ReactNode } from "react";
import { getErrorReporter } from "../api-client/http/reporter";

/** Catches a render error (e.g. a page chunk that failed to load) and shows `fallback` instead of a blank page. */
export class ErrorBoundary extends Component<{ fallback: (reset: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  // Spec §8: an error that reached the boundary (e.g. a chunk load nobody handled) goes to the reporter, when configured.
  override componentDidCatch(error: unknown): void {
    try {
      getErrorReporter()?.captureException(error, { tags: { kind: "render" } });
    } catch {
      // A broken reporter must not break the fallback.
    }
  }

  override render() {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}
