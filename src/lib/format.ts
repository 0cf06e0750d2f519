/**
 * Building an Intl formatter costs far more than using one (on a slow phone, tens of
 * milliseconds for the first screen's sliders alone), so each distinct set of options is built
 * once and kept. The sets are few: one locale and one currency per build.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(intlLocale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${intlLocale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Money in the brand's currency and locale, without decimals for whole amounts. The narrow symbol
 * is what people write locally ("lei", not "RON"; "zł", "₫", "₱").
 */
export function formatMoney(amount: number, intlLocale: string, currencyCode: string): string {
  return numberFormat(intlLocale, moneyFormatOptions(amount, currencyCode)).format(amount);
}

/** formatMoney's options; the first paint's inline script formats whole amounts with them too. */
export function moneyFormatOptions(amount: number, currencyCode: string): Intl.NumberFormatOptions {
  return {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  };
}

export function formatDateTime(isoDate: string, intlLocale: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

export function formatPercent(value: number, intlLocale: string): string {
  return numberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 2 }).format(
    value / 100,
  );
}

/**
 * A plain number as the locale writes it: its decimal separator, and thousands grouped from five
 * digits on ("10 000", but "1980" and "5000"), the typographic rule in most of the product's
 * languages, so that a year or a day never reads as an amount.
 */
export function formatNumber(value: number, intlLocale: string): string {
  return numberFormat(intlLocale, { useGrouping: 'min2', maximumFractionDigits: 2 }).format(value);
}
