import { describe, expect, it } from 'vitest';
import { linksIn } from './text-links';

describe('linksIn', () => {
  it('finds each http(s) link once, without the punctuation after it', () => {
    const text = [
      'Reset your password: https://studyhall.app/reset-password?token=abc.',
      'Or see (http://localhost:3000/dashboard), https://studyhall.app/reset-password?token=abc',
      'Never javascript:alert(1) nor ftp://files.example/x',
    ].join('\n');
    expect(linksIn(text)).toEqual([
      'https://studyhall.app/reset-password?token=abc',
      'http://localhost:3000/dashboard',
    ]);
  });
});
