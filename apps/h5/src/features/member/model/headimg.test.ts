import { describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_MAX_BYTES, fitWithin, readAsDataUrl, uploadPlan } from './headimg';

describe('head image upload plan', () => {
  it('refuses non-pictures, sends small ones as files and shrinks big ones', () => {
    expect(uploadPlan({ type: 'text/plain', size: 10 })).toBe('not-image');
    expect(uploadPlan({ type: 'application/pdf', size: 10, name: 'a.png' })).toBe('not-image');
    expect(uploadPlan({ type: 'image/png', size: 10 })).toBe('file');
    expect(uploadPlan({ type: 'image/jpeg', size: UPLOAD_IMAGE_MAX_BYTES })).toBe('file');
    expect(uploadPlan({ type: 'image/jpeg', size: UPLOAD_IMAGE_MAX_BYTES + 1 })).toBe('shrink');
  });

  it('falls back to the file name when the type is empty', () => {
    expect(uploadPlan({ type: '', size: 10, name: 'IMG_0001.JPG' })).toBe('file');
    expect(uploadPlan({ type: '', size: 10, name: 'notes.txt' })).toBe('not-image');
  });

  it('fits the longer edge, keeping the ratio and never enlarging', () => {
    expect(fitWithin(4000, 3000, 800)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1000, 4000, 800)).toEqual({ width: 200, height: 800 });
    expect(fitWithin(300, 200, 800)).toEqual({ width: 300, height: 200 });
  });

  it('reads a blob as a data URL', async () => {
    const url = await readAsDataUrl(new Blob(['hi'], { type: 'image/png' }));
    expect(url).toBe('data:image/png;base64,aGk=');
  });
});
