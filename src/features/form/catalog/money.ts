/** The upper bound of an everyday amount: it keeps typos (an extra zero) out. */
export const MONEY_MAX = 100_000;
