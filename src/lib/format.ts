/** Money in the brand's currency and locale, without decimals for whole amounts. */
export function formatMoney(amount: number, intlLocale: string, currencyCode: string): string {
  return new Intl.NumberFormat(intlLocale, {
    style: 'currency',
    currency: currencyCode,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

export function formatDateTime(isoDate: string, intlLocale: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

export function formatPercent(value: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 2 }).format(
    value / 100,
  );
}
