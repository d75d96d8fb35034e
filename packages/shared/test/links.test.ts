import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createMaterialBody,
  createSessionBody,
  materialFields,
  profileUpdateBody,
  signUpBody,
  syncUserBody,
} from '../src';

/*
 * Every link field is stored as validated (docs/security.md): a control character anywhere, or
 * a space or an invisible character inside, is refused naming the field; what passes is stored
 * exactly as it was checked.
 */

const session = {
  title: 'Algebra',
  description: 'Linear equations.',
  registrationStart: '2030-01-01',
  registrationEnd: '2030-01-10',
  classStart: '2030-01-15',
  classEnd: '2030-01-20',
  duration: '2 hours',
};
const material = {
  title: 'Slides',
  image: 'https://cdn.example/slide.png',
  link: 'https://docs.example/slides',
  studySessionId: 'abc',
};

/** Each link field of the request bodies, as `value` would arrive in it. */
const linkFields: [name: string, schema: z.ZodType, body: (value: string) => unknown][] = [
  ['meetingUrl', createSessionBody, (meetingUrl) => ({ ...session, meetingUrl })],
  ['link', createMaterialBody, (link) => ({ ...material, link })],
  ['image', materialFields, (image) => ({ ...material, image })],
  ['photo', syncUserBody, (photo) => ({ photo })],
  ['image', profileUpdateBody, (image) => ({ image })],
  [
    'image',
    signUpBody,
    (image) => ({ name: 'Ann', email: 'ann@school.test', password: 'secret1', image }),
  ],
];

function refusal(schema: z.ZodType, body: unknown): string | undefined {
  const result = schema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function stored(schema: z.ZodType, body: unknown, field: string): unknown {
  return (schema.parse(body) as Record<string, unknown>)[field];
}

const controls = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(0x80 + code)),
];

describe('a link field', () => {
  it('refuses the reported injection: a paragraph after CR/LF', () => {
    const injected = 'https://meet.example/room\r\n\r\nIMPORTANT: pay $50 at https://pay.example';
    for (const [field, schema, body] of linkFields) {
      expect(refusal(schema, body(injected)), field).toBe(
        `${field} must not contain control characters (line breaks, tabs…)`,
      );
    }
  });

  it('refuses every C0 and C1 control and DEL, in the middle, at the end and at the start', () => {
    for (const [field, schema, body] of linkFields) {
      for (const control of controls) {
        const code = `U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`;
        for (const value of [
          `https://meet.example/ro${control}om`,
          `https://meet.example/room${control}`,
          `${control}https://meet.example/room`,
        ]) {
          expect(refusal(schema, body(value)), `${field} ${code}`).toBe(
            `${field} must not contain control characters (line breaks, tabs…)`,
          );
        }
      }
    }
  });

  it('refuses spaces and invisible characters inside', () => {
    const hidden = [
      ' ',
      '\u00a0',
      '\u2028',
      '\u3000',
      '\u200b',
      '\u200e',
      '\u202e',
      '\u2066',
      '\ufeff',
    ];
    for (const [field, schema, body] of linkFields) {
      for (const character of hidden) {
        expect(refusal(schema, body(`https://meet.example/a${character}b`)), field).toBe(
          `${field} must not contain spaces or invisible characters`,
        );
      }
    }
  });

  it('stores what it checked, as typed: spaces around it cut, nothing rewritten', () => {
    for (const [field, schema, body] of linkFields) {
      for (const link of [
        'https://Meet.Example/Room?who=Zoë#start',
        'https://meet.example',
        'http://meet.example/a%20b',
      ]) {
        expect(stored(schema, body(`  ${link} `), field), field).toBe(link);
      }
    }
  });
});
