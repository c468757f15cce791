import { useTranslation } from '../../../i18n/react';
import { OptionRow, Sheet } from './Sheet';

export interface TimeSheetProps {
  visible: boolean;
  /** "HH:MM" choices (see deliverySlots). */
  slots: string[];
  /** '' = as soon as possible. */
  current: string;
  onPick: (time: string) => void;
  onClose: () => void;
}

/** Wished local-delivery time: as soon as possible, or a half-hour slot of the shop's window. */
export function TimeSheet({ visible, slots, current, onPick, onClose }: TimeSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet visible={visible} title={t('checkout.delivery.timeTitle')} onClose={onClose} testId="time-sheet">
      <OptionRow checked={current === ''} onPick={() => onPick('')} testId="time-option">
        {t('checkout.delivery.timeAsap')}
      </OptionRow>
      {slots.map((slot) => (
        <OptionRow key={slot} checked={slot === current} onPick={() => onPick(slot)} testId="time-option">
          {slot}
        </OptionRow>
      ))}
    </Sheet>
  );
}
