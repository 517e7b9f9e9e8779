-- Delivery of the outbox with retries: each send is an attempt; a failed one is tried again
-- after a growing delay (mail/deliveryWorker.ts), up to a limit, then the row is « non
-- distribué » (failed_at) until staff resend it. `claimed_until` is the lease an instance takes
-- on a row while it sends, so that two instances sharing the outbox never send it twice.
ALTER TABLE outbox
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN claimed_until timestamptz,
  ADD COLUMN failed_at timestamptz;

-- A send that failed before retries existed was never tried again: staff decide (« Renvoyer »).
UPDATE outbox SET failed_at = now() WHERE sent_at IS NULL AND error IS NOT NULL;

CREATE INDEX outbox_due_idx ON outbox (next_attempt_at, id) WHERE sent_at IS NULL AND failed_at IS NULL;
