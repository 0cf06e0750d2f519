import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHeading } from './usePageHeading';
import { useDocumentTitle } from './useDocumentTitle';

interface MessageScreenProps {
  /** Translation prefix: `screens>{screen}>title` and `>body`. */
  screen: string;
  tone?: 'positive' | 'neutral' | 'negative';
  /** The screen's form shows errors: the title then starts with the localised "Error:". */
  hasErrors?: boolean;
  children?: ReactNode;
}

/** A heading, a sentence and whatever actions the screen needs: the outcome screens' frame. */
export function MessageScreen({
  screen,
  tone = 'neutral',
  hasErrors = false,
  children,
}: MessageScreenProps) {
  const { t } = useTranslation();
  const headingRef = usePageHeading<HTMLHeadingElement>();
  useDocumentTitle(t(`screens>${screen}>title`), hasErrors);
  return (
    <section className={`message message--${tone}`} aria-labelledby={`${screen}-title`}>
      <h1 id={`${screen}-title`} ref={headingRef} tabIndex={-1}>
        {t(`screens>${screen}>title`)}
      </h1>
      <p className="message__body">{t(`screens>${screen}>body`)}</p>
      {children}
    </section>
  );
}
