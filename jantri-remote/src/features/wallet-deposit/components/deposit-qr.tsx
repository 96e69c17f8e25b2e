import { useDepositT } from '../i18n';
/** The UPI QR image from the server with its 'Scan Me' label. */
export function DepositQr({
  loading,
  url,
  upiId,
}: {
  loading: boolean;
  url: string | undefined;
  upiId: string | undefined;
}) {
  const t = useDepositT();
  return (
    <div className="card dep-qr">
      {loading ? (
        <span className="spinner" role="status" aria-label={t('qr.loading')} />
      ) : url ? (
        <img src={url} alt={t('qr.alt')} />
      ) : (
        <p className="muted">{t('qr.unavailable')}</p>
      )}
      <span className="dep-scan">{t('qr.scan')}</span>
      {upiId && <span className="muted">{t('qr.upi', { id: upiId })}</span>}
    </div>
  );
}
