import type { Texts } from '@kurv/core/texts';
import { AlertBanner } from '../../kit/AlertBanner';
import { Modal } from '../../kit/Modal';
import { useFilledAfterPaint } from '../../kit/modal-stack';
import { HandoverLocationPage, type HandoverLocationPageProps } from './HandoverLocationPage';
import { HandoverTypePage, type HandoverTypePageProps } from './HandoverTypePage';
import { HandoverTimePage, type HandoverTimePageProps, handoverTimeTitle } from './time/HandoverTimePage';

/** The page the picker shows, with that page's props (texts come from the picker). */
export type HandoverPickerPage =
  | { name: 'type'; props: Omit<HandoverTypePageProps, 'texts' | 'showTitle'> }
  | { name: 'location'; props: Omit<HandoverLocationPageProps, 'texts' | 'showTitle'> }
  | { name: 'time'; props: Omit<HandoverTimePageProps, 'texts' | 'showTitle'> };

export interface HandoverPickerViewProps {
  open: boolean;
  texts: Texts;
  page: HandoverPickerPage;
  /** The dialog's close button ('Lukk') and Escape. */
  onClose: () => void;
  /** Spec section 5: the warning that the device is not on Norwegian time, above every page; null or left out hides it. */
  timeZoneWarning?: string | null;
}

/** The title of a picker page: the dialog's title. */
export function handoverPageTitle(texts: Texts, page: HandoverPickerPage): string {
  switch (page.name) {
    case 'type':
      return texts.handoverTypeTitle;
    case 'location':
      return texts.handoverLocationTitle;
    default:
      return handoverTimeTitle(texts, page.props.handoverType);
  }
}

/** Spec section 2: the handover picker modal, one of its three pages at a time, named by the page's title. */
export function HandoverPickerView({ open, texts, page, onClose, timeZoneWarning = null }: HandoverPickerViewProps) {
  // The press that brings the time page ('Bekreft' on the stores) paints its frame; the days and windows follow.
  const daysShown = useFilledAfterPaint(open && page.name === 'time');
  return (
    <Modal open={open} title={handoverPageTitle(texts, page)} closeLabel={texts.close} onClose={onClose} layout="sheet" pageKey={page.name}>
      {timeZoneWarning === null ? null : (
        <AlertBanner variant="warning" title={texts.alertTitleWarning}>
          {timeZoneWarning}
        </AlertBanner>
      )}
      {page.name === 'type' ? (
        <HandoverTypePage {...page.props} texts={texts} />
      ) : page.name === 'location' ? (
        <HandoverLocationPage {...page.props} texts={texts} />
      ) : (
        <HandoverTimePage {...page.props} texts={texts} daysShown={daysShown} />
      )}
    </Modal>
  );
}
