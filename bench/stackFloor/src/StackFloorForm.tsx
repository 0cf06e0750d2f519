import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { RangeField } from '../../reference/src/RangeField';
import { amountChanged, periodChanged, useLoanDispatch, useLoanSelector } from './store';

/** The second step's address, as the reference's: the bench sees a working tap by the address. */
const SECOND_STEP = 'personal-details';

/**
 * The reference's first screen (bench/reference) on the design card's libraries, used as the
 * funnel's first screen uses them: texts from i18next, the choice in a Redux Toolkit store, the
 * step from the router's address. What any first screen on that stack downloads and runs.
 */
export function StackFloorForm() {
  const { t } = useTranslation();
  const { amount, period } = useLoanSelector((state) => state);
  const dispatch = useLoanDispatch();
  const navigate = useNavigate();
  const secondStep = useLocation().pathname.endsWith(`/${SECOND_STEP}`);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(SECOND_STEP);
  };

  return (
    <main className="page">
      {secondStep ? (
        <section className="step">
          <h1>{t('secondStep')}</h1>
          <p>{t('summary', { amount, period })}</p>
        </section>
      ) : (
        <form className="step" onSubmit={submit}>
          <h1>{t('title')}</h1>
          <p className="step__intro">{t('intro')}</p>
          <RangeField
            label={t('amount')}
            unit="€"
            min={100}
            max={1000}
            step={50}
            value={amount}
            onChange={(value) => dispatch(amountChanged(value))}
          />
          <RangeField
            label={t('period')}
            unit={t('days')}
            min={61}
            max={90}
            step={1}
            value={period}
            onChange={(value) => dispatch(periodChanged(value))}
          />
          <p className="step__summary">{t('summary', { amount, period })}</p>
          <button type="submit" className="button--primary">
            {t('submit')}
          </button>
        </form>
      )}
    </main>
  );
}
