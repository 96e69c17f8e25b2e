import { useNewBuildSeen } from './deploy-watch';

/** Offers the reload once a newer build is deployed (the next navigation does it anyway). */
export function NewBuildNotice() {
  const seen = useNewBuildSeen();
  if (!seen) return null;
  return (
    <div className="new-build-notice" role="status">
      <span>A new version of the site is available.</span>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
