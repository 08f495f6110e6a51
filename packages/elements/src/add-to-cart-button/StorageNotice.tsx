import { allTexts } from '@kurv/core/texts';
import { useShop } from '../shared/index';

/**
 * Issue 35: the word that the cart cannot be saved on this device (local storage full or blocked), by the button of the
 * change storage refused: a module of its own, fetched when it must show, with the parts' texts.
 */
export function StorageNotice() {
  const text = useShop((state) => allTexts(state.settings).cartCannotBeSaved);
  return <>{text}</>;
}
