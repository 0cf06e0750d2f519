import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../../app/servicesContext';
import { formatMoney } from '../../lib/format';
import { DynamicStepForm } from './DynamicStepForm';
import { NS } from './namespace';
import { useCheckOnArrival, type StepProps } from './stepProps';
import { useDynamicStep, useStepAdvance } from './useDynamicStep';

/**
 * The step type `loan-information`: the amount and period sliders of the calculator (reusing the
 * classic funnel's RangeField), a summary of the loan, and any other data points of the step.
 */
export function LoanInformationStep({ form }: StepProps) {
  const { t } = useTranslation(NS);
  const config = useBrandConfig();
  const step = useDynamicStep(form, useCheckOnArrival());
  const { advance } = useStepAdvance(form);
  const sliders = step.fields.filter(({ input }) => input === 'range');
  const lastSlider = sliders.at(-1)?.dataPoint;
  const amount = Number(step.values.amount ?? config.loan.defaultAmount);
  const period = Number(step.values.period ?? config.loan.defaultPeriod);
  const summary =
    lastSlider === undefined ? null : (
      <p className="loan-summary">
        {t('steps>loan-information>summary', {
          amount: formatMoney(amount, config.intlLocale, config.currency.code),
          period: t(`fields>period>value_${config.loan.periodScale}`, { count: period }),
        })}
      </p>
    );
  return (
    <DynamicStepForm
      step={step}
      textsOf="loan-information"
      onValidSubmit={advance}
      after={lastSlider === undefined ? undefined : { [lastSlider]: summary }}
    />
  );
}
