// Expenses and debts: `expenses.*` of the lead. One module per field, so a screen's chunk carries
// the fields it asks and no others.
export { monthlyExpenses } from './monthlyExpenses';
export { householdExpenses } from './householdExpenses';
export { rentAmount } from './rentAmount';
export { hasOtherLoans } from './hasOtherLoans';
export { monthlyCreditCommitments } from './monthlyCreditCommitments';
export { totalDebtAmount } from './totalDebtAmount';
export { mortgageAmount } from './mortgageAmount';
export { monthlyMortgageAmount } from './monthlyMortgageAmount';
export { mortgageStartedAt } from './mortgageStartedAt';
export { mortgageExpiresAt } from './mortgageExpiresAt';
