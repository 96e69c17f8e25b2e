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
  return (
    <div className="card dep-qr">
      {loading ? (
        <span className="spinner" role="status" aria-label="Loading QR" />
      ) : url ? (
        <img src={url} alt="UPI QR code for the deposit" />
      ) : (
        <p className="muted">QR code unavailable</p>
      )}
      <span className="dep-scan">Scan Me</span>
      {upiId && <span className="muted">UPI: {upiId}</span>}
    </div>
  );
}
