import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ConsentStore } from './consentStore';
import type { ConsentState } from './consentTypes';
import { ConsentPurposes } from './ConsentPurposes';
import {
  CONSENT_BY_CHOICE,
  CONSENT_CHOICE_ATTRIBUTE,
  type ConsentChoice,
} from './consentBannerHooks';
import { useConsentSnapshot } from './useConsentSnapshot';
import { removeFirstPaintBanner } from '../firstPaint';
import { useDockSpace } from './useDockSpace';

interface ConsentBannerProps {
  store: ConsentStore;
  /** Render where the component is instead of at the end of the body (the build's first paint). */
  inPlace?: boolean;
}

/** The one-tap choices, reject first: equally prominent, in the order the banner shows them. */
const CHOICES: readonly { choice: ConsentChoice; text: string }[] = [
  { choice: 'denied', text: 'rejectAll' },
  { choice: 'granted', text: 'acceptAll' },
];

/** Marks the control that reopens the banner; focus returns there after a choice. */
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-consent-settings';

/**
 * The consent banner: a region docked at the bottom of the window, never a modal. It is placed
 * after the page with room reserved below the page, so it hides nothing for good and its
 * arrival shifts nothing; the funnel works whether or not the applicant answers. Accepting and
 * refusing are equally prominent; "choose" reveals one checkbox per purpose, unticked unless
 * already granted. Before the app, the build's picture of it answers through
 * consentBannerBeforeApp.ts, which finds the choices by their hook (consentBannerHooks.ts).
 */
export function ConsentBanner({ store, inPlace = false }: ConsentBannerProps) {
  const { t } = useTranslation('consent', { useSuspense: true });
  const snapshot = useConsentSnapshot(store);
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<ConsentState>(snapshot.granted);
  const id = useId();
  const { dockRef: sectionRef, spacerRef } = useDockSpace<HTMLElement, HTMLDivElement>(
    snapshot.bannerOpen,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(snapshot.bannerOpen);

  // The build's picture of the banner (src/prerender) stands in until this one shows, or until
  // the applicant's earlier choice says it stays closed: both happen in this commit, so the
  // banner never blinks and never shows twice.
  useLayoutEffect(removeFirstPaintBanner, []);

  useEffect(() => {
    // Reopened from the settings link: take the applicant there. A first showing steals no focus.
    if (snapshot.bannerOpen && !wasOpen.current) headingRef.current?.focus();
    wasOpen.current = snapshot.bannerOpen;
  }, [snapshot.bannerOpen]);

  if (!snapshot.bannerOpen) return null;

  const decide = (state: ConsentState) => {
    const hadFocus = sectionRef.current?.contains(document.activeElement) ?? false;
    store.decide(state);
    setChoosing(false);
    if (hadFocus) document.querySelector<HTMLElement>(`[${CONSENT_SETTINGS_ATTRIBUTE}]`)?.focus();
  };

  const toggleChoosing = () => {
    if (!choosing) setChoice(store.getSnapshot().granted);
    setChoosing(!choosing);
  };

  const banner = (
    <>
      <div ref={spacerRef} className="consent-spacer" aria-hidden="true" />
      <section ref={sectionRef} className="consent" aria-labelledby={`${id}-title`}>
        <div className="consent__body">
          <div className="consent__text">
            <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="consent__title">
              {t('title')}
            </h2>
            <p className="consent__intro">{t(`intro>${snapshot.model}`)}</p>
          </div>
          <div className="consent__actions">
            {CHOICES.map(({ choice, text }) => (
              <button
                key={choice}
                type="button"
                className="button consent__button"
                {...{ [CONSENT_CHOICE_ATTRIBUTE]: choice }}
                onClick={() => decide(CONSENT_BY_CHOICE[choice])}
              >
                {t(text)}
              </button>
            ))}
            <button
              type="button"
              className="consent__toggle"
              aria-expanded={choosing}
              aria-controls={`${id}-purposes`}
              onClick={toggleChoosing}
            >
              {t('choose')}
            </button>
          </div>
          <div id={`${id}-purposes`} className="consent__choice" hidden={!choosing}>
            {choosing ? (
              <ConsentPurposes
                idPrefix={id}
                choice={choice}
                onChange={setChoice}
                onSave={() => decide(choice)}
              />
            ) : null}
          </div>
        </div>
      </section>
    </>
  );
  return inPlace ? banner : createPortal(banner, document.body);
}
