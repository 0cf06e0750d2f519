import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { clampToLimits } from '../../lib/loanMath';
import { formatMoney } from '../../lib/format';
import { useBrandConfig } from '../../app/servicesContext';
import { loanInformationSubmitted, fieldEdited, selectDraft, selectLeadApplication } from '../lead';
import { usePageHeading, useDocumentTitle } from '../layout';
import { stateAfterStep } from './classicSteps';
import { RANGE_SUMMARY_ATTRIBUTE, RangeField } from '../form';

/** The first screen: how much and for how long, within the brand's limits. */
export default function LoanInformation() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const config = useBrandConfig();
  const draft = useAppSelector(selectDraft);
  const application = useAppSelector(selectLeadApplication);
  const headingRef = usePageHeading<HTMLHeadingElement>();
  // Submitted once, the screen is on its way out: it still shows while the next step renders (a
  // transition), and a second tap there would add a second history entry for that step and start
  // its render over (on a slow phone, each tap put off the next step by about 0.1 s).
  const submitted = useRef(false);
  useDocumentTitle(t('steps>loan-information>title'));

  const { loan } = config;
  const amountLimits = { min: loan.minAmount, max: loan.maxAmount, step: loan.amountStep };
  const periodLimits = { min: loan.minPeriod, max: loan.maxPeriod, step: loan.periodStep };
  // Drafts and stored values may come from an older configuration or a URL: bring them in range.
  const amount = clampToLimits(
    Number(draft.amount ?? application.amount ?? loan.defaultAmount),
    amountLimits,
  );
  const period = clampToLimits(
    Number(draft.period ?? application.period ?? loan.defaultPeriod),
    periodLimits,
  );

  const money = (value: number) => formatMoney(value, config.intlLocale, config.currency.code);
  const duration = (value: number) =>
    t(`fields>period>value_${loan.periodScale}`, { count: value });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitted.current) return;
    submitted.current = true;
    dispatch(
      loanInformationSubmitted({
        amount,
        period,
        periodScale: loan.periodScale,
        nextState: stateAfterStep('loan-information', config.steps),
      }),
    );
  };

  return (
    <form
      className="step step--loan"
      onSubmit={handleSubmit}
      aria-labelledby="loan-information-title"
    >
      {/* StepCounter's markup written out, as the first of the brand's steps: the first screen's
          JavaScript is at its budget, and the component costs more than these lines. */}
      <p id="loan-information-progress" className="step__progress">
        {t('form>stepCounter', { current: 1, total: config.steps.length })}
      </p>
      <h1
        id="loan-information-title"
        ref={headingRef}
        tabIndex={-1}
        aria-describedby="loan-information-progress"
      >
        {t('steps>loan-information>title')}
      </h1>
      <p className="step__intro">{t('steps>loan-information>intro')}</p>
      <RangeField
        name="amount"
        value={amount}
        limits={amountLimits}
        format={money}
        onChange={(value) => dispatch(fieldEdited({ name: 'amount', value: String(value) }))}
      />
      <RangeField
        name="period"
        value={period}
        limits={periodLimits}
        format={duration}
        onChange={(value) => dispatch(fieldEdited({ name: 'period', value: String(value) }))}
      />
      <p className="loan-summary" {...{ [RANGE_SUMMARY_ATTRIBUTE]: '' }}>
        {t('steps>loan-information>summary', { amount: money(amount), period: duration(period) })}
      </p>
      <button type="submit" className="button button--primary">
        {t('steps>loan-information>submit')}
      </button>
      <p className="step__reassurance">{t('steps>loan-information>reassurance')}</p>
    </form>
  );
}
