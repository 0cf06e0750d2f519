import { useTranslation } from 'react-i18next';
import { CONSENT_PURPOSES, type ConsentState } from './consentTypes';

interface ConsentPurposesProps {
  /** The banner's id, which the boxes' ids and hints extend. */
  idPrefix: string;
  choice: ConsentState;
  onChange: (choice: ConsentState) => void;
  onSave: () => void;
}

/** The banner's "choose": one box per purpose, with its hint, and the button that saves them. */
export function ConsentPurposes({ idPrefix, choice, onChange, onSave }: ConsentPurposesProps) {
  const { t } = useTranslation('consent', { useSuspense: true });
  return (
    <fieldset className="consent__purposes">
      <legend>{t('purposes>legend')}</legend>
      {CONSENT_PURPOSES.map((purpose) => (
        <div className="field field--checkbox" key={purpose}>
          <input
            id={`${idPrefix}-${purpose}`}
            type="checkbox"
            name={`consent.${purpose}`}
            checked={choice[purpose]}
            aria-describedby={`${idPrefix}-${purpose}-hint`}
            onChange={(event) => onChange({ ...choice, [purpose]: event.target.checked })}
          />
          <label htmlFor={`${idPrefix}-${purpose}`}>{t(`purposes>${purpose}>label`)}</label>
          <p className="field__hint" id={`${idPrefix}-${purpose}-hint`}>
            {t(`purposes>${purpose}>hint`)}
          </p>
        </div>
      ))}
      <button type="button" className="button consent__button consent__save" onClick={onSave}>
        {t('save')}
      </button>
    </fieldset>
  );
}
