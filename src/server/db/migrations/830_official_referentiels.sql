-- The countries and the postal codes with their communes now come from their official sources
-- (ISO 3166 in French; La Poste's base), not from hand-written rows: the copies seeded before go.
DELETE FROM referentiel_lists WHERE name IN ('pays', 'code-postal');
