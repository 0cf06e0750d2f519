import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog } from './Dialog';
import { DynamicStepForm } from './DynamicStepForm';
import { NS } from './namespace';
import { useCheckOnArrival, type StepProps } from './stepProps';
import { useDynamicStep, useStepAdvance } from './useDynamicStep';

/**
 * The step type `modal`: a short question asked in a dialog over the page. Closing it (Escape or
 * the close button) goes back to the previous step; answering moves on like any step.
 */
export function ModalStep({ form }: StepProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const step = useDynamicStep(form, useCheckOnArrival());
  const { advance } = useStepAdvance(form);
  const back = form.prevButtonFormPath;
  return (
    <div className="modal-step">
      <Dialog
        labelledBy={`${form.path}-title`}
        closeLabel={back === null ? t('dialog>close') : t('dialog>closeAndBack')}
        onClose={() => {
          if (back !== null) void navigate(`/${back}`);
        }}
      >
        <DynamicStepForm step={step} onValidSubmit={advance} inDialog />
      </Dialog>
    </div>
  );
}
