import type { AiGenerateDesignRequest } from '@showroom/api';

/**
 * Where AI room designs come from. The spec does not describe the generation, and this server
 * ships no model and calls no outside service, so none is configured by default: the endpoint
 * then answers 503 'AI design is not available on this server.' and spends no credit. It never
 * makes up a result.
 *
 * To plug a real one in, implement this interface (call the image service, store or proxy the
 * pictures, return their URLs) and pass it to `buildServer({ designProvider })` in main.ts,
 * reading its API key from the environment there. The route spends one credit only after the
 * provider succeeded; a provider that throws costs the user nothing (502).
 */
export interface DesignProvider {
  readonly name: string;
  generate(request: AiDesignJob): Promise<GeneratedDesign>;
}

export interface AiDesignJob extends AiGenerateDesignRequest {
  /** The AI account asking (for the provider's own quotas and logs). */
  readonly aiUserId: number;
}

export interface GeneratedDesign {
  /** Absolute URLs (https) or same-origin media paths ('/media/...'). */
  readonly images: readonly { readonly url: string; readonly alt: string }[];
}
