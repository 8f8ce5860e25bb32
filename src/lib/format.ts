/** Dates are shown MM/DD/YYYY (in UTC, so a date means the same day everywhere). */
export function formatDate(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}

/** Amounts arrive in minor units (cents). */
export function formatMoney(minor: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
}

/** Big numbers shortened with k, m, b, t; -1 means Unlimited. */
export function formatLimit(value: number): string {
  if (value === -1) return 'Unlimited';
  const units = ['', 'k', 'm', 'b', 't'];
  let n = value;
  let i = 0;
  while (Math.abs(n) >= 1000 && i < units.length - 1) {
    n /= 1000;
    i += 1;
  }
  return `${Number.isInteger(n) ? n : Number(n.toFixed(1))}${units[i]}`;
}
