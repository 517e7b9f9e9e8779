-- The connection log is only appended to (and purged by date). A search of an identifier reads
-- the newest attempts from connection_logs_at_id_covering alone only where their pages are marked
-- all-visible, which a vacuum does; by default autovacuum waits for a fifth of the table in new
-- rows (two million attempts at ten million), so the newest ones were always read from the table.
-- A vacuum every 10 000 attempts reads only the pages written since the last one.
ALTER TABLE connection_logs SET (autovacuum_vacuum_insert_threshold = 10000, autovacuum_vacuum_insert_scale_factor = 0);
