-- Security codes (AMF): 6 digits from the CSPRNG, kept only as an HMAC, valid
-- 10 minutes, single use, at most 5 wrong tries. Per-user AMF state and registered devices.

ALTER TABLE users ADD COLUMN IF NOT EXISTS amf_active boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN IF NOT EXISTS biometrie_active boolean NOT NULL DEFAULT false;
-- Number given by update-user-tel, waiting for its modifyPhone code.
ALTER TABLE users ADD COLUMN IF NOT EXISTS pending_telephone text;

CREATE TABLE IF NOT EXISTS security_codes (
  id            bigserial PRIMARY KEY,
  user_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  operation     text NOT NULL,
  channel       text NOT NULL CHECK (channel IN ('SMS', 'MAIL')),
  salt          text NOT NULL,
  code_hash     text NOT NULL,              -- HMAC(secret, salt:code); never the code
  new_telephone text,                       -- modifyPhone: the number the code was sent to
  attempts      integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,                -- verified (single use)
  dead_at       timestamptz                 -- replaced by a newer code or locked after 5 wrong tries
);
CREATE INDEX IF NOT EXISTS security_codes_user_idx ON security_codes (user_id, operation, created_at DESC);

-- Devices registered for biometrics (delete-devices removes them).
CREATE TABLE IF NOT EXISTS amf_devices (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  label      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS amf_devices_user_idx ON amf_devices (user_id);

-- A session that proved who it is without being logged in (password checked for an account with
-- AMF on, or the identity form of pre-forgot-username matched): it may ask for a code for that user.
CREATE TABLE IF NOT EXISTS amf_challenges (
  session_hash text PRIMARY KEY,             -- sha256 of the visitor's sid
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at   timestamptz NOT NULL
);
