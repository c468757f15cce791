import type { z } from 'zod';
import { AppError } from './errors';
import { M } from './messages';

/** Turns the first zod issue into a translated "-1" error naming the field (rules stop at the first failure). */
export const validationError = (error: z.ZodError, input?: unknown): AppError => {
  const issue = error.issues[0];
  // zod 4 does not echo the input in issues; look the value up to tell "missing" from "wrong".
  let value: unknown = input;
  for (const key of issue?.path ?? []) value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  const missing = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  const field = issue?.path.map(String).join('.') || 'params';
  if (!issue) return new AppError(M.paramInvalid, -1, { field });
  switch (issue.code) {
    case 'invalid_type':
      return missing
        ? new AppError(M.paramRequired, -1, { field })
        : issue.expected === 'int'
          ? new AppError(M.paramNotInteger, -1, { field })
          : new AppError(M.paramInvalid, -1, { field });
    case 'too_small':
      if (issue.origin === 'string') return new AppError(M.paramTooShort, -1, { field, min: Number(issue.minimum) });
      if (issue.origin === 'array' && Number(issue.minimum) === 1) return new AppError(M.paramRequired, -1, { field });
      return new AppError(M.paramTooSmall, -1, { field, min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return new AppError(M.paramTooLong, -1, { field, max: Number(issue.maximum) });
      return new AppError(M.paramTooBig, -1, { field, max: Number(issue.maximum) });
    default:
      return new AppError(M.paramInvalid, -1, { field });
  }
};
