-- The history of a client's feature changes searched by contract (a piece of its number, ILIKE):
-- found through a trigram index instead of reading every change of the client (70 000 at a million
-- members, to find the few of one contract, or none).
CREATE INDEX IF NOT EXISTS feature_changes_contrat_trgm ON feature_changes USING gin (numero_contrat_individuel gin_trgm_ops);
