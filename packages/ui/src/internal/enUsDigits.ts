/**
 * Numbers written as en-US writes them, without `Intl`: the first Intl formatter a page creates
 * loads the locale data, 60 ms and more of a phone's main thread, for text this simple. Like
 * Intl, it rounds the number's shortest decimal form (1.005 to two decimals is 1.01), half away
 * from zero. Its tests check the results against `Intl.NumberFormat('en-US')`.
 */

/** The shortest decimal form of a finite, non-negative number below 10^21, without an exponent. */
function plainDecimal(magnitude: number): string {
  const text = String(magnitude);
  const exponentForm = /^(\d)(?:\.(\d+))?e-(\d+)$/.exec(text);
  if (!exponentForm) return text;
  const [, lead = '', rest = '', exponent = '0'] = exponentForm;
  return `0.${'0'.repeat(Number(exponent) - 1)}${lead}${rest}`;
}

/**
 * `magnitude` (finite, at least 0) with at most `maximumFractionDigits` decimals and at least
 * `minimumFractionDigits`, its whole part grouped in threes: '1,234.5'. Null past 10^21, where
 * numbers are written with an exponent: the caller asks Intl then.
 */
export function enUsDigits(magnitude: number, maximumFractionDigits: number, minimumFractionDigits = 0): string | null {
  if (!Number.isFinite(magnitude) || magnitude >= 1e21) return null;
  const [whole = '0', fraction = ''] = plainDecimal(magnitude).split('.');
  let digits = `${whole}${fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0')}`;
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') {
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  }
  const wholeDigits = digits.slice(0, digits.length - maximumFractionDigits);
  const kept = digits
    .slice(digits.length - maximumFractionDigits)
    .replace(/0+$/, '')
    .padEnd(minimumFractionDigits, '0');
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return kept === '' ? grouped : `${grouped}.${kept}`;
}
