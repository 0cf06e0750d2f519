import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showsErrorDetails } from '../../config/diagnostics';
import { reportRenderingError } from '../tracking';
import { ChunkLoadError, retryChunkLoad, retryFailedLoads } from '../../lib/retryableLazy';

interface Props {
  children: ReactNode;
  /** What shows instead of the children; `retry` renders them again. A calm message by default. */
  fallback?: (retry: () => void) => ReactNode;
  /**
   * Catches only code that could not be loaded (`retryableLazy`'s ChunkLoadError): a bug goes on
   * to the boundary above.
   */
  onlyChunkLoads?: boolean;
}

interface State {
  failed: boolean;
  error: unknown;
}

function RenderingFailed() {
  const { t } = useTranslation();
  return (
    <div className="fatal-error" role="alert">
      <p>{t('app>renderingFailed')}</p>
    </div>
  );
}
const renderingFailed = () => <RenderingFailed />;

/**
 * Catches rendering failures: the applicant gets a calm message, developers the details. Code
 * that could not be loaded is a network failure, not a bug: it is logged as a warning, and the
 * boundary renders its children again by itself once the browser is back online.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (error instanceof ChunkLoadError) {
      console.warn(error, error.cause);
      return;
    }
    if (showsErrorDetails) {
      console.error(error, info.componentStack);
    }
    // The session recorder, when it runs, gets the failure too (specification section 8).
    reportRenderingError(error, info.componentStack);
  }

  // A boundary can be committed already failed (its screen's code failed before the first
  // commit, as in a navigation's transition): it listens from its mount as well as its updates.
  override componentDidMount(): void {
    this.listenForConnection();
  }

  override componentDidUpdate(): void {
    this.listenForConnection();
  }

  private listenForConnection(): void {
    if (this.state.error instanceof ChunkLoadError) window.addEventListener('online', this.retry);
    else window.removeEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  retry = (): void => {
    const { error } = this.state;
    if (error instanceof ChunkLoadError) void retryChunkLoad(error, this.renderAgain);
    else this.renderAgain();
  };

  renderAgain = (): void => {
    retryFailedLoads();
    this.setState({ failed: false, error: null });
  };

  override render() {
    const { failed, error } = this.state;
    if (!failed) return this.props.children;
    // Rethrown as it came, for the boundary above.
    if (this.props.onlyChunkLoads && !(error instanceof ChunkLoadError)) throw error;
    return (this.props.fallback ?? renderingFailed)(this.retry);
  }
}
