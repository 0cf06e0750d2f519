import { useTranslation } from 'react-i18next';
import type { Policy } from './lookupTypes';
import { NS } from './namespace';

/** Links to the policies an applicant accepts, opening in a new tab so nothing typed is left. */
export function PolicyLinks({ policies, intro }: { policies: readonly Policy[]; intro: string }) {
  const { t } = useTranslation(NS);
  if (policies.length === 0) return null;
  return (
    <p className="policy-links">
      {intro}{' '}
      {policies.map((policy, index) => (
        <span key={policy.id}>
          {index > 0 ? ', ' : null}
          <a href={policy.url} target="_blank" rel="noopener noreferrer">
            {t(`policies>names>${policy.id}`, { defaultValue: policy.id })}
          </a>
        </span>
      ))}
      .
    </p>
  );
}
