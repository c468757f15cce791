import { z } from 'zod';

/** Every response: HTTP 200 with this body. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  timestamp: number;
  /** Present when the token has under TOKEN_REFRESH_WINDOW seconds left. */
  refreshtoken?: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    message: z.string(),
    data,
    timestamp: z.number().int(),
    refreshtoken: z.string().optional(),
  });
