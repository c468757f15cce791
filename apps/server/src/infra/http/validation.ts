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

/** A NUL (PostgreSQL cannot store it in text) or a lone UTF-16 surrogate (no character at all, e.g. JSON's "\\ud800"). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/**
 * The first value (or key) anywhere in a request's input, nested objects and arrays too, holding text that cannot be
 * stored, as the "-1" error naming where it is; null when all text is fine. Walks iteratively: a deeply nested JSON
 * body must not overflow the stack. Only plain objects and arrays are entered (uploaded files are bytes, not text).
 */
export const unstorableTextError = (input: Record<string, unknown>): AppError | null => {
  const refuse = (at: string) => new AppError(M.paramBadText, -1, { field: !at ? 'params' : at.length > 60 ? `${at.slice(0, 60)}…` : at });
  const stack: Array<[unknown, string]> = [[input, '']];
  while (stack.length > 0) {
    const [value, at] = stack.pop()!;
    if (typeof value === 'string') {
      if (isUnstorable(value)) return refuse(at);
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    const proto = Object.getPrototypeOf(value);
    if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) continue;
    for (const [key, item] of Object.entries(value)) {
      if (isUnstorable(key)) return refuse(at);
      stack.push([item, at ? `${at}.${key}` : key]);
    }
  }
  return null;
};
