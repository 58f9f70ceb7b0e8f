// One JSON request to a payment provider with a deadline. Network failures, timeouts, 5xx answers and bodies
// that are not JSON become ProviderUnavailableError; 4xx answers are returned for the adapter to interpret.
import type { PaymentProviderId } from '../paymentTables';
import { ProviderUnavailableError } from '../types';

export interface ProviderResponse {
  status: number;
  body: Record<string, unknown>;
}

export async function providerRequest(provider: PaymentProviderId, url: string, init: RequestInit, timeoutMs: number): Promise<ProviderResponse> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : String(error);
    throw new ProviderUnavailableError(provider, reason);
  }
  if (response.status >= 500) throw new ProviderUnavailableError(provider, `answered ${response.status}`);
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) throw new Error('not an object');
    return { status: response.status, body: body as Record<string, unknown> };
  } catch {
    throw new ProviderUnavailableError(provider, `answered ${response.status} with a body that is not JSON`);
  }
}
