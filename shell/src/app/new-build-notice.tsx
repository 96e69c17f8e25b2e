import { useShellT } from '../lib/i18n';
import { useNewBuildSeen } from './deploy-watch';

/** Offers the reload once a newer build is deployed (the next navigation does it anyway). */
export function NewBuildNotice() {
  const seen = useNewBuildSeen();
  const t = useShellT();
  if (!seen) return null;
  return (
    <div className="new-build-notice" role="status">
      <span>{t('newBuild.text')}</span>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('newBuild.reload')}
      </button>
    </div>
  );
}
