import card from '../../../shared/ui/CardForm.module.css';
import own from './Address.module.css';

/** The shared card rules with this feature's own. */
export const s = { ...card, ...own };
