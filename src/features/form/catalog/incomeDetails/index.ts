// Income, job and bank: `incomeDetails.*` of the lead. One module per field, so a screen's chunk
// carries the fields it asks and no others.
export { incomeSource } from './incomeSource';
export { monthlyIncome } from './monthlyIncome';
export { monthlyExtraIncome } from './monthlyExtraIncome';
export { spouseMonthlyIncome } from './spouseMonthlyIncome';
export { householdIncome } from './householdIncome';
export { salaryCycle } from './salaryCycle';
export { incomePayday } from './incomePayday';
export { incomeContractStartedAt } from './incomeContractStartedAt';
export { incomeContractExpiresAt } from './incomeContractExpiresAt';
export { trialPeriod } from './trialPeriod';
export { terminationPeriod } from './terminationPeriod';
export { inTaxDebt } from './inTaxDebt';
export { inContributionDebt } from './inContributionDebt';
export { pensionPayer } from './pensionPayer';
export { iban } from './iban';
export { usingOnlineBanking } from './usingOnlineBanking';
export { jobTitle } from './jobTitle';
export { jobArea } from './jobArea';
export { positionType } from './positionType';
export { economicActivity } from './economicActivity';
export { cofidisProfession } from './cofidisProfession';
export { workPhone } from './workPhone';
