import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __reportPolicyViolation?: (violation: string) => Promise<void>;
  }
}

/**
 * Collects, across navigations and in every frame, what the browser refused under the page's
 * Content-Security-Policy (the `securitypolicyviolation` events and Chromium's console reports)
 * and every uncaught page error. Call before the first navigation; read the returned list.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeBinding('__reportPolicyViolation', ({ frame }, violation: string) => {
    problems.push(`${frame.url()}: ${violation}`);
  });
  // Init scripts are injected by the browser itself, so the policy under test cannot block them.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.__reportPolicyViolation?.(
        `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} ` +
          `(${event.disposition}) at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}
