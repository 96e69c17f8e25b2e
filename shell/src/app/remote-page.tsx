import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { forgetRemote, loadRemotePages, type PageMap, type RemoteSide } from './remote-pages';
import { PageLoading, RequireLogin, type LoginRule } from '@bgmi/shared';

const SIDE_LABEL: Record<RemoteSide, string> = { esports: 'esports', jantri: 'jantri' };

function RemoteUnavailable({ side, onRetry }: { side: RemoteSide; onRetry: () => void }) {
  return (
    <section className="page remote-unavailable" role="alert">
      <h1 className="page-title">This part of the site is unavailable</h1>
      <p className="muted">
        The {SIDE_LABEL[side]} pages could not be loaded. Check your connection and try again; the
        rest of the site keeps working.
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}

/** Catches a page chunk that fails to load or a page that throws while rendering. */
class PageErrorBoundary extends Component<
  { fallback: (reset: () => void) => ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('page failed', error);
  }
  reset = () => this.setState({ failed: false });
  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}

type LoadState = { status: 'loading' } | { status: 'ready'; pages: PageMap } | { status: 'failed' };

/**
 * Renders one page of a remote inside the shell's router, with a fallback and retry, behind the
 * route's login rule. The rule applies once the remote has loaded, so a remote that is down shows
 * its fallback to everyone.
 */
export function RemotePage({
  side,
  page,
  login,
}: {
  side: RemoteSide;
  page: string;
  login?: LoginRule;
}) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    loadRemotePages(side)
      .then((pages) => live && setState({ status: 'ready', pages }))
      .catch((error: unknown) => {
        console.error(`remote ${side} failed to load`, error);
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [side, attempt]);

  const retry = () => {
    forgetRemote(side);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <RemoteUnavailable side={side} onRetry={retry} />;
  const Page = state.pages[page];
  if (!Page) return <RemoteUnavailable side={side} onRetry={retry} />;
  return (
    <PageErrorBoundary
      key={`${side}:${page}:${attempt}`}
      fallback={(reset) => (
        <RemoteUnavailable
          side={side}
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <RequireLogin rule={login}>
          <Page />
        </RequireLogin>
      </Suspense>
    </PageErrorBoundary>
  );
}
