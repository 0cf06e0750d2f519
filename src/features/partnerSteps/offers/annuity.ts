/** The monthly instalment of a loan repaid in equal payments at `apr` % a year, in cents. */
export function annuity(principal: number, apr: number, months: number): number {
  if (months <= 0) return principal;
  const rate = apr / 100 / 12;
  const payment =
    rate === 0 ? principal / months : (principal * rate) / (1 - (1 + rate) ** -months);
  return Math.round(payment * 100) / 100;
}
