import type { Texts } from '@kurv/core/texts';
import { useState } from 'react';
import { AlertBanner } from '../../kit/AlertBanner';
import { SafeHtml } from '../../kit/SafeHtml';

export interface StoreDeviationWarningProps {
  texts: Pick<Texts, 'alertTitleWarning' | 'closeDeviationWarning'>;
  /** The store's deviation text, platform markup (core's storeDeviationText); null shows nothing. */
  html: string | null;
}

/**
 * Spec section 8: the store deviation warning, closable. The text comes from the platform as markup and is rendered
 * through SafeHtml only. Our reading: closing hides it on the page where it was closed, until the store's text changes;
 * a page shown later (location, then time) shows it again, as the spec keeps no closed state.
 */
export function StoreDeviationWarning({ texts, html }: StoreDeviationWarningProps) {
  const [closedText, setClosedText] = useState<string | null>(null);
  if (html === null || closedText === html) {
    return null;
  }
  return (
    <AlertBanner
      variant="warning"
      title={texts.alertTitleWarning}
      dismissLabel={texts.closeDeviationWarning}
      onDismiss={() => setClosedText(html)}
    >
      <SafeHtml html={html} className="kurv-handover-deviation" />
    </AlertBanner>
  );
}
