import { describe, expect, it } from 'vitest';
import { ALL_AREAS } from '@/lib/i18n';
import { pageTexts } from './page-texts';

describe('the texts each page loads', () => {
  it('names only areas there are', () => {
    for (const areas of Object.values(pageTexts)) {
      for (const area of areas) expect(ALL_AREAS).toContain(area);
    }
  });
});
