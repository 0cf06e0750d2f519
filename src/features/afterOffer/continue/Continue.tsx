import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppLink, MessageScreen } from '../../layout';
import { useAppDispatch } from '../../../app/hooks';
import { leadContinued } from '../../lead';

/** A mangled link (bad percent-encoding) must reach the API and fail there, not crash the screen. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * `/continue/{id}`: loads the lead from the API; its state then decides where the applicant lands,
 * with what the server knows prefilled.
 */
export default function Continue() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // The catch-all route has no `:id` param: the id is the rest of the path.
  const id = decodeSegment(useLocation().pathname.split('/')[2] ?? '');
  const [searchParams] = useSearchParams();
  const refTransactionId =
    searchParams.get('refTransactionId') ?? searchParams.get('s_id') ?? undefined;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const request = dispatch(leadContinued({ id, refTransactionId }));
    request.unwrap().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      request.abort();
    };
  }, [dispatch, id, refTransactionId]);

  if (!failed) {
    return (
      <MessageScreen screen="continue">
        <div
          className="spinner spinner--neutral"
          role="progressbar"
          aria-label={t('screens>continue>progress')}
        />
      </MessageScreen>
    );
  }
  return (
    <MessageScreen screen="continue-failed" tone="negative">
      <AppLink className="button button--primary" to="/">
        {t('screens>continue-failed>startAgain')}
      </AppLink>
    </MessageScreen>
  );
}
