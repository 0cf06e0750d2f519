import { Component, type ErrorInfo, type ReactNode } from 'react';
import { withTranslation, type WithTranslation } from 'react-i18next';
import { reportRenderingError } from '../features/tracking/errorReporting';

interface State {
  failed: boolean;
}

/** Catches rendering failures: the applicant gets a calm message, developers the details. */
class ErrorBoundaryBase extends Component<WithTranslation & { children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (import.meta.env.DEV || import.meta.env.VITE_APP_ENV === 'development') {
      console.error(error, info.componentStack);
    }
    // The session recorder, when it runs, gets the failure too (specification section 8).
    reportRenderingError(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="fatal-error" role="alert">
        <p>{this.props.t('app>renderingFailed')}</p>
      </div>
    );
  }
}

export const ErrorBoundary = withTranslation()(ErrorBoundaryBase);
