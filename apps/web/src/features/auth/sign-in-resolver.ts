import { zodResolver } from '@hookform/resolvers/zod';
import { signInForm } from '@studyhall/shared';

/** The login form's checks, in a chunk of their own (see `lazyResolver`). */
export const signInResolver = zodResolver(signInForm);
