import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module script without types
import { RESPONSES_FILE, responsesText } from './api-responses.mjs';

describe('the generated answer schemas of the API document', () => {
  it('match the contract (run `npm run api:responses` after changing an answer type)', () => {
    expect(fs.readFileSync(RESPONSES_FILE as string, 'utf8')).toBe((responsesText as () => string)());
  }, 60_000);
});
