declare global {
  interface Window {
    /** GET answers the shell asked for before the app's code ran, by address (the server's h5shell-cart.ts). */
    __mallEarly?: Record<string, Promise<Response> | undefined>;
  }
}

/**
 * The answer of a GET the shell already sent to this exact address (the cart's lines, asked for while the app's
 * code loads), taken once: later calls of the address go to the network as usual.
 */
export const takeEarly = (url: string): Promise<Response> | undefined => {
  const sent = typeof window === 'undefined' ? undefined : window.__mallEarly;
  const answer = sent?.[url];
  if (sent && answer) delete sent[url];
  return answer;
};
