-- Several clients in one server: the host name a request is addressed to
-- (its Host header, port removed, lower case) names its client. A host not listed here is
-- served by the client marked is_default. Nothing else a caller sends chooses the client.

CREATE TABLE IF NOT EXISTS client_hosts (
  host         text PRIMARY KEY CHECK (host = lower(host) AND host <> ''),
  client_code  text NOT NULL REFERENCES clients (code) ON DELETE CASCADE
);

CREATE INDEX IF NOT EXISTS client_hosts_client ON client_hosts (client_code);
