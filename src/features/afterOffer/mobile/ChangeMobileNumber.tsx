import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { useAppDispatch } from '../../../app/hooks';
import { toLeadPatch } from '../../form';
import { AfterOfferForm, NAMESPACE } from '../AfterOfferForm';
import { fieldError, submitStep } from '../stepCall';
import { CHANGE_MOBILE_ENDPOINT, PHONE_FIELD } from './changeMobile';

const FIELDS = [PHONE_FIELD];

/** `/change-mobile-number` (15): the number on file could not be reached; a new one gets a code (7). */
export default function ChangeMobileNumber() {
  useScreenTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  return (
    <AfterOfferForm
      step="change-mobile-number"
      fields={FIELDS}
      onSubmit={(values) =>
        submitStep(dispatch, CHANGE_MOBILE_ENDPOINT, toLeadPatch(FIELDS, values), undefined, {
          400: fieldError(PHONE_FIELD.name, 'phone.INVALID'),
        })
      }
    />
  );
}
