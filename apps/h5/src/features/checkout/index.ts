/** Links into the checkout (the cart and goods pages send the shopper here without loading checkout code). */
export { paymentUrlForCart, paymentUrlForSku } from './links';
