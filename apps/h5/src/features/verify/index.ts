/** What other features use from verification: whether the member is a verifier (the member centre's entry). */
export { useIsVerifier, useVerifierCheck } from './useIsVerifier';
