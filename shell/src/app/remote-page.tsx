import { useShellT } from '../lib/i18n';
import { Component, use, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import {
  forgetRemote,
  loadRemotePage,
  prefetchRemoteWhenIdle,
  type RemoteSide,
} from './remote-pages';
import { prefetchHeaderPagesWhenIdle, prefetchPageData } from './route-prefetch';
import { prefetchSchemaLibraryWhenIdle } from './schema-library-prefetch';
import { getRuntimeConfig, HOST_API_VERSION, RequireLogin, type LoginRule } from '@bgmi/shared';
import { satisfies } from './host-api-range';

const SIDE_LABEL = { esports: 'remote.esports', jantri: 'remote.jantri' } as const;

/**
 * Why the shell cannot run this side's current deploy, or null when it can: the deploy needs a
 * newer host API than this shell provides (docs/ARCHITECTURE.md, "Contract policy").
 */
export function hostApiRefusal(side: RemoteSide): string | null {
  const deploy = getRuntimeConfig().deploys?.[side];
  if (!deploy || satisfies(HOST_API_VERSION, deploy.hostApi)) return null;
  return `The ${side} side's build ${deploy.build} needs host API ${deploy.hostApi}; this shell provides ${HOST_API_VERSION}. Deploy a newer shell, or roll the ${side} side back.`;
}

/** A Module Federation refusal of the host API singleton (strictVersion) as it is thrown. */
function isHostApiMismatch(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return text.includes('@bgmi/shared/host-api') && /version|satisf/i.test(text);
}

/** This side's deploy needs a newer shell: never a wrong page, a reload may bring the newer one. */
export function NeedsNewerSite() {
  const t = useShellT();
  return (
    <section className="page remote-unavailable" role="alert">
      <p className="page-title">
        {t('remote.needsNewer')}{' '}
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('newBuild.reload')}
        </button>
      </p>
    </section>
  );
}

export function RemoteUnavailable({ side, onRetry }: { side: RemoteSide; onRetry: () => void }) {
  const t = useShellT();
  return (
    <section className="page remote-unavailable" role="alert">
      <h1 className="page-title">{t('remote.unavailable')}</h1>
      <p className="muted">{t('remote.unavailableText', { side: t(SIDE_LABEL[side]) })}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}

/** Catches a remote or page chunk that fails to load or a page that throws while rendering. */
class PageErrorBoundary extends Component<
  { fallback: (reset: () => void) => ReactNode; children: ReactNode },
  { failed: boolean; newer: boolean }
> {
  override state = { failed: false, newer: false };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, newer: isHostApiMismatch(error) };
  }
  override componentDidCatch(error: unknown) {
    console.error('page failed', error);
  }
  reset = () => this.setState({ failed: false, newer: false });
  override render() {
    if (this.state.newer) return <NeedsNewerSite />;
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}

/**
 * Suspends until the remote's page map and the page's chunk are there. It has no Suspense of its
 * own: the suspension reaches the route table's boundary, so a navigation (a transition, as the
 * router starts it) keeps the previous page on screen until the new one is ready, instead of a
 * spinner that moves the footer and holds the reveal for React's 300 ms fallback throttle.
 * The page's data starts here too, when the route is matched, beside its chunk (a link's
 * hover or press may have started both already).
 */
function RemotePageContent({
  side,
  page,
  login,
  onRetry,
}: {
  side: RemoteSide;
  page: string;
  login?: LoginRule;
  onRetry: () => void;
}) {
  const params = useParams();
  const { search } = useLocation();
  // Idempotent: fresh or loading queries are not asked again.
  prefetchPageData({ side, page, params }, search);
  const Page = use(loadRemotePage(side, page));
  useEffect(() => {
    // Once a page shows: what a visitor may follow next, downloaded while they read.
    prefetchHeaderPagesWhenIdle();
    prefetchRemoteWhenIdle(side === 'esports' ? 'jantri' : 'esports');
    prefetchSchemaLibraryWhenIdle();
  }, [side]);
  if (!Page) return <RemoteUnavailable side={side} onRetry={onRetry} />;
  // The login rule applies once the remote has loaded, so a remote that is down shows its
  // fallback to everyone.
  return (
    <RequireLogin rule={login}>
      <Page />
    </RequireLogin>
  );
}

/** Renders one page of a remote inside the shell's router behind the route's login rule, with a
 * retry when it fails. */
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
  const refusal = hostApiRefusal(side);
  useEffect(() => {
    if (refusal) console.error(refusal);
  }, [refusal]);
  if (refusal) return <NeedsNewerSite />;
  const retry = () => {
    forgetRemote(side);
    setAttempt((n) => n + 1);
  };
  return (
    <PageErrorBoundary
      key={`${side}:${page}:${attempt}`}
      fallback={() => <RemoteUnavailable side={side} onRetry={retry} />}
    >
      <RemotePageContent side={side} page={page} login={login} onRetry={retry} />
    </PageErrorBoundary>
  );
}
