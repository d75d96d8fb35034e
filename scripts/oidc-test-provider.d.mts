// The types of scripts/oidc-test-provider.mjs for the TypeScript tests that start it.
export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  addPerson(login: string, claims: Record<string, unknown>): void;
  tamperNextIdToken(change: {
    claims?: (payload: Record<string, unknown>) => Record<string, unknown>;
    foreignKey?: boolean;
  }): void;
  close(): Promise<void>;
}

export function startTestProvider(options: {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  redirectUris: string[];
  anyone?: boolean;
}): Promise<TestProvider>;
