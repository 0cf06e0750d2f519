import { useTranslation } from 'react-i18next';
import type { Policy } from './lookupTypes';
import { NS } from './namespace';

/**
 * The place of a list of policy links while the policies load (and in the build's picture): its
 * opening words and room for the links, so the boxes below do not move under a finger about to
 * tick one when the links arrive. A screen reader hears what a sighted applicant sees: the
 * opening words, and that the links are on their way (the box beside can already be ticked).
 */
function PoliciesPlace({ intro }: { intro: string }) {
  const { t } = useTranslation();
  return (
    <p className="policy-links policy-links--pending">
      {intro} <span aria-hidden="true">…</span>
      <span className="visually-hidden">{t('app>loading')}</span>
    </p>
  );
}

interface PolicyLinksProps {
  policies: readonly Policy[];
  intro: string;
  /** The policies have not been answered yet: their place is kept. */
  pending: boolean;
}

/** Links to the policies an applicant accepts, opening in a new tab so nothing typed is left. */
export function PolicyLinks({ policies, intro, pending }: PolicyLinksProps) {
  const { t } = useTranslation(NS);
  if (pending) return <PoliciesPlace intro={intro} />;
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
