/**
 * Where SMS leave: a gateway the outbox's delivery worker calls (deliveryWorker.ts). One
 * implementation, over HTTP: POST the message as JSON to SMS_GATEWAY_URL with the key
 * SMS_GATEWAY_KEY as a bearer token; any answer but 2xx, or no answer in time, is a failed
 * attempt, retried like a mail.
 */
export interface SmsGateway {
  send(sms: { to: string; text: string }): Promise<void>;
}

export function httpSmsGateway(options: { url: string; key: string; timeoutMs?: number }): SmsGateway {
  return {
    async send({ to, text }) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.key}` },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      // Read the body whatever the status: the connection is reused only once it is consumed.
      const answer = await response.text();
      if (!response.ok) throw new Error(`passerelle SMS : HTTP ${response.status} ${answer.slice(0, 200)}`);
    },
  };
}
