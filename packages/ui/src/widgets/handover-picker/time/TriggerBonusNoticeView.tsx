import type { TriggerBonusNotice } from '@kurv/core/handover';
import { formatText, type Texts } from '@kurv/core/texts';
import { useState } from 'react';
import { Button } from '../../../kit/Button';
import { Modal } from '../../../kit/Modal';

export interface TriggerBonusNoticeViewProps {
  texts: Texts;
  /** The loyalty programme's name ({product}, e.g. 'Trumf'). */
  bonusProduct: string;
  notice: TriggerBonusNotice;
}

/**
 * Spec section 8: the trigger-bonus reminder 'Husk! …' with its info dialog, or, once the chosen pickup passes the
 * bonus end, the campaign-expiry message. A status region, so the switch from one to the other on choosing a window is
 * announced.
 */
export function TriggerBonusNoticeView({ texts, bonusProduct, notice }: TriggerBonusNoticeViewProps) {
  const [infoOpen, setInfoOpen] = useState(false);
  return (
    <div className="kurv-handover-bonus" role="status">
      <p className="kurv-handover-notice">{notice.text}</p>
      {notice.kind === 'reminder' ? (
        <>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setInfoOpen(true)}>
            {formatText(texts.triggerBonusInfoButton, { product: bonusProduct })}
          </Button>
          <Modal open={infoOpen} title={notice.infoTitle} closeLabel={texts.close} onClose={() => setInfoOpen(false)}>
            <p>{notice.infoBody}</p>
          </Modal>
        </>
      ) : null}
    </div>
  );
}
