import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepSubmitState } from './useStepSubmit';

export interface SubmitButtonProps {
  state: StepSubmitState;
  /** The button's text while nothing is saving or failed. */
  label: string;
  /** Namespace of the screen, which may word the shared `form>…` texts its own way. */
  namespace?: string;
  /** The failure's message key; by default "save failed", or "offline" when the browser is. */
  failureKey?: string | null;
  /** Another save of the same screen is on its way (an offer list's other buttons). */
  disabled?: boolean;
  /** Puts the button in a `div` of this class, followed by `besideButton` (e.g. a back link). */
  actionsClassName?: string;
  besideButton?: ReactNode;
  /** The button's text while busy, when the wait is not a save ("Saving…"). */
  busyLabel?: string;
  /**
   * Says the button does nothing now without `disabled`, which would drop the keyboard focus to
   * the page's start (while a partner's frame opens in the page).
   */
  inert?: boolean;
  /** A secondary form inside a screen (the "wrong number?" panel): the secondary style. */
  secondary?: boolean;
}

/** A step's submit: the failure alert, the "still trying" status and the busy/retry button. */
export function SubmitButton({
  state: { pending, stalled, failed, online },
  label,
  namespace,
  failureKey,
  disabled,
  actionsClassName,
  besideButton,
  busyLabel,
  inert,
  secondary = false,
}: SubmitButtonProps) {
  const { t } = useTranslation(namespace);
  const button = (
    <button
      type="submit"
      className={secondary ? 'button button--secondary' : 'button button--primary'}
      aria-busy={pending && !stalled}
      aria-disabled={inert || undefined}
      disabled={disabled}
    >
      {stalled || failed ? t('form>retry') : pending ? (busyLabel ?? t('form>saving')) : label}
    </button>
  );
  return (
    <>
      {failed ? (
        <p className="step__failure" role="alert">
          {t(failureKey ?? (online ? 'form>saveFailed' : 'form>offline'))}
        </p>
      ) : null}
      {stalled ? (
        <p className="step__stalled" role="status">
          {t('form>stillTrying')}
        </p>
      ) : null}
      {actionsClassName === undefined ? (
        button
      ) : (
        <div className={actionsClassName}>
          {button}
          {besideButton}
        </div>
      )}
    </>
  );
}
