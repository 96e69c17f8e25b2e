/**
 * Money is integer paise in the database and rupees (2 decimals) on the wire (DESIGN section 3).
 * These two functions are the only place the factor 100 appears.
 */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

const formatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});

/** ₹1,234.5 style text for display. */
export function formatRupees(rupees: number | null | undefined): string {
  if (rupees === null || rupees === undefined || Number.isNaN(rupees)) return 'N/A';
  return formatter.format(rupees);
}
