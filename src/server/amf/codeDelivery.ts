import type { Db } from '../db/types';
import { queueMail, queueSms } from '../mail/outbox';
import { issueCode, type AmfOperation } from './securityCodes';
import { securityCodeMail, securityCodeSms } from './templates';

/**
 * Writes a new code and queues the SMS (to `phone`) or the mail (to `userName`) that carries it, in
 * one transaction: no code is live without its message, nor a message without its code. Returns
 * the outbox ids to deliver once committed. A 'modifyPhone' code remembers the number it confirms.
 */
export async function issueAndQueueCode(
  db: Db,
  secret: string,
  input: { userId: string; userName: string; operation: AmfOperation; channel: 'SMS' | 'MAIL'; phone: string | null; clientCode: string | null; now: Date },
): Promise<number[]> {
  const { operation, channel, phone } = input;
  return db.transaction(async (tx) => {
    const code = await issueCode(tx, secret, {
      userId: input.userId,
      operation,
      channel,
      newTelephone: operation === 'modifyPhone' ? phone : null,
      now: input.now,
    });
    return channel === 'SMS'
      ? [await queueSms(tx, securityCodeSms(phone!, code))]
      : [await queueMail(tx, securityCodeMail(input.userName, code), input.clientCode)];
  });
}
