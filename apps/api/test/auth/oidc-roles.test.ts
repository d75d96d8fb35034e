import { describe, expect, it } from 'vitest';
import { claimValues, roleFromClaims } from '../../src/auth/oidc-roles';

describe('claimValues', () => {
  it('reads a list, one string, or a dotted path into nested claims', () => {
    expect(claimValues({ groups: ['staff', 7, null, { x: 1 }] }, 'groups')).toEqual(['staff', '7']);
    expect(claimValues({ role: 'teacher' }, 'role')).toEqual(['teacher']);
    const keycloak = { realm_access: { roles: ['offline_access', 'teachers'] } };
    expect(claimValues(keycloak, 'realm_access.roles')).toEqual(['offline_access', 'teachers']);
    // A claim whose own name has a dot (as some providers name URLs) is read as it is.
    expect(claimValues({ 'https://school/roles': ['a'] }, 'https://school/roles')).toEqual(['a']);
    expect(claimValues({}, 'groups')).toEqual([]);
    expect(claimValues({ groups: true }, 'groups')).toEqual([]);
  });
});

describe('roleFromClaims', () => {
  const both = { claim: 'groups', tutorValues: ['teachers'], adminValues: ['it'] };

  it('gives admin before tutor, and student when neither is named', () => {
    expect(roleFromClaims('student', ['teachers', 'it'], both)).toBe('admin');
    expect(roleFromClaims('student', ['teachers'], both)).toBe('tutor');
    expect(roleFromClaims('admin', ['teachers'], both)).toBe('tutor');
    expect(roleFromClaims('tutor', ['pupils'], both)).toBe('student');
    expect(roleFromClaims('admin', [], both)).toBe('student');
  });

  it('leaves a role alone that the provider has no values for', () => {
    const tutorsOnly = { claim: 'groups', tutorValues: ['teachers'], adminValues: [] };
    expect(roleFromClaims('admin', [], tutorsOnly)).toBe('admin');
    expect(roleFromClaims('admin', ['teachers'], tutorsOnly)).toBe('admin');
    const adminsOnly = { claim: 'groups', tutorValues: [], adminValues: ['it'] };
    expect(roleFromClaims('tutor', [], adminsOnly)).toBe('tutor');
    expect(roleFromClaims('student', ['teachers'], adminsOnly)).toBe('student');
    expect(roleFromClaims('tutor', ['it'], adminsOnly)).toBe('admin');
  });
});
