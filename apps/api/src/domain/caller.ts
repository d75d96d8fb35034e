import type { Language, Role } from '@studyhall/shared';

/** The signed-in user behind a request, as the session table and user row say. */
export interface Caller {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  /** The language the account chose; null until it chooses (http/request-language.ts). */
  language: Language | null;
}
