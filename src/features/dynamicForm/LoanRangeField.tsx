import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../../app/servicesContext';
import { formatMoney } from '../../lib/format';
import { clampToLimits } from '../../lib/loanMath';
import type { FieldDefinition } from '../form';
import type { DraftValue } from '../lead';
import { RangeField } from '../form';

interface LoanRangeFieldProps {
  field: FieldDefinition;
  value: DraftValue | undefined;
  onChange: (name: string, value: DraftValue) => void;
}

/** The amount or period slider of the loan calculator, within the brand's limits. */
export function LoanRangeField({ field, value, onChange }: LoanRangeFieldProps) {
  const { t } = useTranslation();
  const config = useBrandConfig();
  const { loan } = config;
  const isAmount = field.name === 'amount';
  const limits = isAmount
    ? { min: loan.minAmount, max: loan.maxAmount, step: loan.amountStep }
    : { min: loan.minPeriod, max: loan.maxPeriod, step: loan.periodStep };
  const fallback = isAmount ? loan.defaultAmount : loan.defaultPeriod;
  // A draft or stored value may come from a URL or an older configuration: bring it in range.
  const current = clampToLimits(
    Number(typeof value === 'string' && value !== '' ? value : fallback),
    limits,
  );
  const format = isAmount
    ? (amount: number) => formatMoney(amount, config.intlLocale, config.currency.code)
    : (period: number) => t(`fields>period>value_${loan.periodScale}`, { count: period });
  return (
    <RangeField
      name={isAmount ? 'amount' : 'period'}
      value={current}
      limits={limits}
      format={format}
      onChange={(next) => onChange(field.name, String(next))}
    />
  );
}
