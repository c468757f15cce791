import { Code } from '@mall/contract';

/**
 * A failure the user caused or should know about. Carries a message key (translated
 * per request) and the envelope code; never a stack trace to the client.
 */
export class AppError extends Error {
  constructor(
    readonly messageKey: string,
    readonly code: number = Code.ERROR,
    readonly params?: Record<string, string | number>,
    readonly data: unknown = null,
    readonly errorCode?: string,
  ) {
    super(messageKey);
  }
}

export const fail = (
  messageKey: string,
  params?: Record<string, string | number>,
  code: number = Code.ERROR,
): never => {
  throw new AppError(messageKey, code, params);
};
