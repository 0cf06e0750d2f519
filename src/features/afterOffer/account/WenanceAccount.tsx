import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { password, passwordConfirmation } from '../../form';
import type { DraftValue, DraftValues } from '../../lead';
import { selectLeadApplication } from '../../lead';
import { AfterOfferForm, NAMESPACE } from '../AfterOfferForm';
import { PartnerLogos } from '../PartnerLogo';
import { fieldError, submitStep } from '../stepCall';
import { PasswordField } from './PasswordField';

const SECRET_FIELDS = [password.field, passwordConfirmation.field];
const CHECKS = {
  password: (value: DraftValue | undefined) =>
    typeof value === 'string' && value.length >= 8 && /[A-Za-z]/.test(value) && /\d/.test(value)
      ? null
      : { key: 'password.weak' },
  passwordConfirmation: (value: DraftValue | undefined, values: DraftValues) =>
    value === values.password ? null : { key: 'password.mismatch' },
};
const RENDERERS = { password: PasswordField, passwordConfirmation: PasswordField };

/**
 * `/wenance-account` (18): the partner Wenance opens an account for the applicant, who sets its
 * password here (`/lead/customer/password`). The password is never stored in the browser.
 */
export default function WenanceAccount() {
  const { t } = useScreenTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectLeadApplication).contactDetails?.email ?? '';
  return (
    <AfterOfferForm
      step="wenance-account"
      fields={[]}
      secretFields={SECRET_FIELDS}
      checks={CHECKS}
      renderers={RENDERERS}
      onSubmit={(values) =>
        submitStep(
          dispatch,
          { method: 'POST', path: '/lead/customer/password' },
          {},
          { password: values.password },
          {
            400: fieldError('password', 'password.weak'),
          },
        )
      }
    >
      <PartnerLogos ids={['wenance']} label={t('common>partnerLogos')} />
      {email ? (
        <p className="after-offer__fact">{t('steps>wenance-account>email', { email })}</p>
      ) : null}
    </AfterOfferForm>
  );
}
