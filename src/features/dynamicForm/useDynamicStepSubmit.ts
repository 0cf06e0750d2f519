import { useLayoutEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectErroredFormPath } from './model/dynamicPagesSlice';
import { useStepSubmit, type FrameSubmitResult, type SubmitHandle } from '../form';
import { selectSubmitStatus } from '../lead';
import type { DynamicStep } from './useDynamicStep';

/**
 * A dynamic step's submit: the checks of the fields shown (loaded first when the step was sent
 * before they were in), and the save with its busy and retry states.
 */
export function useDynamicStepSubmit(
  step: DynamicStep,
  shown: DynamicStep['fields'],
  onValidSubmit: (retry: boolean) => SubmitHandle | undefined,
) {
  const status = useAppSelector(selectSubmitStatus);
  const erroredPath = useAppSelector(selectErroredFormPath);
  const [sent, setSent] = useState(false);
  // Only a save sent from this screen can have failed here; a refusal with field errors is
  // shown on the fields, not as a failed save.
  const submit = useStepSubmit({
    pending: status === 'pending',
    failed: sent && status === 'failed' && erroredPath === null,
  });

  // Sent before the step's checks were in (the phone library loads after the step shows): sent
  // again once they are, the button busy until then. A check that cannot be loaded reaches the
  // screen's error boundary, with its retry, as a step that waited for it would have.
  // The checks, once in, stay in: the send made early happens once, when they come. Sent again
  // before the browser paints (a layout effect): the render where the checks came would
  // otherwise show a free button for a frame, a continue nobody seemed to have pressed.
  const formRef = useRef<HTMLFormElement>(null);
  const [sentEarly, setSentEarly] = useState(false);
  const [checksFailure, setChecksFailure] = useState<{ error: unknown } | null>(null);
  if (checksFailure) throw checksFailure.error;
  useLayoutEffect(() => {
    if (step.checksReady && sentEarly) formRef.current?.requestSubmit();
  }, [step.checksReady, sentEarly]);

  const handleSubmit = (): FrameSubmitResult => {
    if (!step.checksReady) {
      setSentEarly(true);
      step.loadChecks().catch((error: unknown) => setChecksFailure({ error }));
      return undefined;
    }
    setSentEarly(false);
    if (!step.check(shown.map(({ field }) => field.name))) return 'invalid';
    submit.send(({ retry }) => {
      setSent(true);
      return onValidSubmit(retry);
    });
    return undefined;
  };

  return { submit, sentEarly, formRef, handleSubmit };
}
