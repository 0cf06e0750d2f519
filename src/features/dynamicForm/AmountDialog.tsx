import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../../app/servicesContext';
import { formatMoney } from '../../lib/format';
import { FormFrame, useLeadSubmit } from '../form';
import { Dialog } from './Dialog';
import { LoanRangeField } from './LoanRangeField';
import { NS } from './namespace';
import type { DynamicStep } from './useDynamicStep';
import type { ResolvedDataPoint } from './values';

interface AmountDialogProps {
  step: DynamicStep;
  sliders: readonly ResolvedDataPoint[];
  onConfirm: () => void;
  onClose: () => void;
}

/** initial-details' modal: how much the applicant needs, before the lead is created. */
export function AmountDialog({ step, sliders, onConfirm, onClose }: AmountDialogProps) {
  const { t } = useTranslation(NS);
  const config = useBrandConfig();
  const submit = useLeadSubmit({ retriesStalled: false });
  const amount = Number(step.values.amount ?? config.loan.defaultAmount);

  const handleSubmit = () => {
    submit.send(() => {
      onConfirm();
      return undefined;
    });
    return undefined;
  };

  return (
    <Dialog labelledBy="amount-dialog-title" closeLabel={t('dialog>close')} onClose={onClose}>
      <FormFrame
        className="amount-dialog"
        heading={{
          id: 'amount-dialog',
          title: t('amountDialog>title'),
          intro: t('amountDialog>intro'),
          level: 2,
        }}
        onSubmit={handleSubmit}
        submit={{ state: submit, namespace: NS, label: t('amountDialog>submit') }}
      >
        {sliders.map(({ dataPoint, field }) => (
          <LoanRangeField
            key={dataPoint}
            field={field}
            value={step.values[field.name]}
            onChange={step.setValue}
          />
        ))}
        <p className="loan-summary">
          {t('amountDialog>summary', {
            amount: formatMoney(amount, config.intlLocale, config.currency.code),
          })}
        </p>
      </FormFrame>
    </Dialog>
  );
}
