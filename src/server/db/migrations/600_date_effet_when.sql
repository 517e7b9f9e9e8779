-- Date d'effet rules speak the file language: a contrainte's list of conditions
-- [{ champ, operateur, valeur }] (all must hold) becomes one condition `when` on the form's data:
-- '=' (the default) → eq, '!=' → ne, 'in' → in, 'notIn' → not in; several → all. Every stored
-- rule is rewritten, the default ones and those a client stored.
CREATE FUNCTION pg_temp.condition_of(c jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE coalesce(c->>'operateur', '=')
    WHEN '=' THEN jsonb_build_object('value', jsonb_build_object('$form', c->>'champ'), 'eq', coalesce(c->'valeur', 'null'::jsonb))
    WHEN '!=' THEN jsonb_build_object('value', jsonb_build_object('$form', c->>'champ'), 'ne', coalesce(c->'valeur', 'null'::jsonb))
    WHEN 'in' THEN jsonb_build_object('value', jsonb_build_object('$form', c->>'champ'), 'in', c->'valeur')
    ELSE jsonb_build_object('not', jsonb_build_object('value', jsonb_build_object('$form', c->>'champ'), 'in', c->'valeur'))
  END
$$;

CREATE FUNCTION pg_temp.contrainte_of(k jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN NOT (k ? 'conditions') THEN k
    WHEN jsonb_typeof(k->'conditions') <> 'array' OR jsonb_array_length(k->'conditions') = 0 THEN k - 'conditions'
    WHEN jsonb_array_length(k->'conditions') = 1 THEN (k - 'conditions') || jsonb_build_object('when', pg_temp.condition_of(k->'conditions'->0))
    ELSE (k - 'conditions') || jsonb_build_object('when', jsonb_build_object('all',
      (SELECT jsonb_agg(pg_temp.condition_of(c) ORDER BY n) FROM jsonb_array_elements(k->'conditions') WITH ORDINALITY AS e(c, n))))
  END
$$;

UPDATE date_effet_rules
   SET regle = jsonb_set(regle, '{plages}', (
     SELECT jsonb_agg(jsonb_set(p, '{contraintes}', (
       SELECT coalesce(jsonb_agg(pg_temp.contrainte_of(k) ORDER BY m), '[]'::jsonb)
         FROM jsonb_array_elements(p->'contraintes') WITH ORDINALITY AS ks(k, m))) ORDER BY n)
       FROM jsonb_array_elements(regle->'plages') WITH ORDINALITY AS ps(p, n)))
 WHERE regle::text LIKE '%"conditions"%';

DROP FUNCTION pg_temp.contrainte_of(jsonb);
DROP FUNCTION pg_temp.condition_of(jsonb);
