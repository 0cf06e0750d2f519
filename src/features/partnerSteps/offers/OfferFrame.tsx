import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHeading, useDocumentTitle } from '../../layout';
import { NAMESPACE } from '../namespace';

interface OfferFrameProps {
  step: string;
  children: ReactNode;
}

/** The heading and intro of an offer screen whose form is not shown (expired, or missing). */
export function OfferFrame({ step, children }: OfferFrameProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingRef = usePageHeading<HTMLHeadingElement>();
  useDocumentTitle(t(`steps>${step}>title`));
  return (
    <section className="step" aria-labelledby={`${step}-title`}>
      <h1 id={`${step}-title`} ref={headingRef} tabIndex={-1}>
        {t(`steps>${step}>title`)}
      </h1>
      {children}
    </section>
  );
}
