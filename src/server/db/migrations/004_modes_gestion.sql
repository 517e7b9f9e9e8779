-- Management mode of each acte (GET /api/identity/client/mode-gestion/{id}): 'manuel' or 'automatique'.
CREATE TABLE modes_gestion (
  id text PRIMARY KEY,
  mode_gestion text NOT NULL CHECK (mode_gestion IN ('manuel', 'automatique'))
);
