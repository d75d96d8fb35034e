import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { PAGE_STATE_ID } from '@studyhall/shared';

/**
 * What a page the server rendered (entry-server.tsx) hands the browser's first render, so it
 * draws the very same page: the router's state and the answers the page showed.
 */
export interface PageState {
  router: HydrationState;
  queries: DehydratedState;
}

const unsafeInScript: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * As JSON that can sit inside `<script type="application/json">`: a title holding `</script>` or
 * `<!--` cannot end the element, since no `<` is left (JSON reads `\u003c` back as one).
 */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (char) => unsafeInScript[char]!);
}

/** The state the server put in the page; `null` on a page it did not render. */
export function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageState) : null;
}
